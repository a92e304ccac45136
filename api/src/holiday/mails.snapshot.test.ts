/** @jest-environment node */
/** Each holiday mail in each language, pinned (see mail/snapshots). */
import { describeMailSnapshots } from '../mail/snapshots';

describeMailSnapshots('holiday');
