/**
 * Exposed module 'engagement/SendToFriend': send a detail page's estate to a friend,
 * rendered by other teams through `FederatedFragment` with the props `SendToFriendProps`
 * ({ locale, estateId }). Loads the 'engagement' texts and renders under the team's emotion cache (TeamRoot).
 */
import { type ExposedComponent, type SendToFriendProps } from 'shared/remote';
import { TeamRoot } from 'kit/remote';
import { useEngagementTexts } from '../config/i18n';
import { SendToFriend as Form } from '../features/send-to-friend';

/** The send-to-a-friend form of `estateId` in `locale`. */
function SendToFriend({ locale, estateId }: SendToFriendProps) {
  useEngagementTexts(locale);
  return (
    <TeamRoot name="engagement" boundary={false}>
      <Form locale={locale} estateId={estateId} />
    </TeamRoot>
  );
}

export default SendToFriend satisfies ExposedComponent<'engagement/SendToFriend'>;
