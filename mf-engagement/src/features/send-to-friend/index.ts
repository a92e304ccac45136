/** Public API of the send-to-a-friend feature (SPEC §2 send-to-a-friend). */
export { SendToFriend } from './ui/send-to-friend';
export type { FriendValues } from './ui/send-to-friend';
