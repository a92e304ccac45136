/** @jest-environment node */
/** Each agenda mail in each language, pinned (see mail/snapshots). */
import { describeMailSnapshots } from '../mail/snapshots';

describeMailSnapshots('agenda');
