/** @jest-environment node */
/** Each engagement mail in each language, pinned (see mail/snapshots). */
import { describeMailSnapshots } from '../mail/snapshots';

describeMailSnapshots('engagement');
