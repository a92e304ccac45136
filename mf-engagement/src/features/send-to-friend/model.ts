/**
 * Send to a friend (SPEC §1, §2 `/{lang}/ajax/send-to-a-friend`): a detail page's
 * estate sent by e-mail. Sends the request through the site's endpoint in the page's language.
 */
import type { FormAnswer } from 'api/contract';
import type { FriendRequest } from '../../forms';
import { createEngagementApi } from '../../api/engagement-calls';
import { createFormModel } from 'kit/form-kit';

/** The send-to-a-friend form's model: formOpened, formSubmitted(request), sendFx, $status... */
export const friendForm = createFormModel<FriendRequest, FormAnswer | null>((request) =>
  createEngagementApi(request.locale).sendToAFriend(request),
);
