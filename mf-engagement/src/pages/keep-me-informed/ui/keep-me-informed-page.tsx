/**
 * The keep-me-informed pages of SPEC §2 under one exposed page: the route on screen (shared/routes'
 * `parsePath`) picks the subscribe, success, edit or unsubscribe page.
 */
import { useLocation } from 'shared/router';
import type { Locale } from 'shared/domain';
import { parsePath } from 'shared/routes';
import { SubscribePage } from './subscribe-page';
import { EditPage, SuccessPage, UnsubscribePage } from './token-pages';

/** The keep-me-informed page of the current route, in `locale`. */
export function KeepMeInformedPage({ locale }: { locale: Locale }) {
  const location = useLocation();
  const route = parsePath(location.pathname);
  const token = route?.params.token ?? '';
  switch (route?.type) {
    case 'keepMeInformedSuccess':
      return <SuccessPage locale={locale} />;
    case 'editSubscription':
      return <EditPage locale={locale} token={token} />;
    case 'unsubscribe':
      return <UnsubscribePage locale={locale} token={token} />;
    default:
      return <SubscribePage locale={locale} />;
  }
}
