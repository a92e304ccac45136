/**
 * Exposed module 'engagement/SendToFriend' (issue 11): send a detail page's estate to a friend,
 * rendered by other teams through `FederatedFragment` with the props `SendToFriendProps`
 * ({ locale, estateId }). Loads the 'engagement' texts and renders with the remote's emotion cache.
 */
import { CacheProvider } from '@emotion/react';
import type { ExposedComponent, SendToFriendProps } from 'shared/remote';
import { useEngagementTexts } from '../config/i18n';
import { engagementCache } from '../config/emotion';
import { SendToFriend as Form } from '../features/send-to-friend';

/** The send-to-a-friend form of `estateId` in `locale`. */
function SendToFriend({ locale, estateId }: SendToFriendProps) {
  useEngagementTexts(locale);
  return (
    <CacheProvider value={engagementCache}>
      <Form locale={locale} estateId={estateId} />
    </CacheProvider>
  );
}

export default SendToFriend satisfies ExposedComponent<'engagement/SendToFriend'>;
