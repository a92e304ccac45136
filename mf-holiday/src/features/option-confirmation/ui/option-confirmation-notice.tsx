/**
 * The notice of a unit's page opened from an option's confirmation link (`?option={token}`): it
 * confirms the option once the page is live and says the outcome in the page's language: the
 * period now held, a link already followed, or why the link no longer holds anything. Nothing is
 * shown on a page opened otherwise.
 */
import { useEffect } from 'react';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { CONFIRM_OPTION_PARAM } from 'api/contract';
import { formatDate } from 'shared/format';
import { useTranslation } from 'shared/i18n';
import { useLocation } from 'shared/router';
import { noticeStyle } from 'kit/form-kit';
import { colors } from 'shared/ui/tokens';
import { HOLIDAY_NAMESPACE } from '#holiday/config/i18n';
import { $optionConfirmation, optionLinkOpened } from '../model';

/** Renders the confirmation's notice in `locale`; null without a token in the address. */
export function OptionConfirmationNotice({ locale }: { locale: Locale }) {
  const { t } = useTranslation(HOLIDAY_NAMESPACE, { lng: locale });
  const token = new URLSearchParams(useLocation().search).get(CONFIRM_OPTION_PARAM);
  const [confirmation, opened] = useUnit([$optionConfirmation, optionLinkOpened]);
  useEffect(() => {
    if (token) opened({ token, locale });
  }, [token, locale, opened]);
  if (!token) return null;
  let text = t('confirmation.confirming');
  let tone: [string, string] = [colors.text, '#fff4e5'];
  switch (confirmation?.state) {
    case 'now':
    case 'already':
      text = t(`confirmation.${confirmation.state}`, {
        start: formatDate(confirmation.arrival),
        end: formatDate(confirmation.departure),
      });
      tone = [colors.success, '#e7f4ec'];
      break;
    case 'unknown':
    case 'lapsed':
    case 'failed':
      text = confirmation.message || t(`confirmation.${confirmation.state}`);
      tone = [colors.danger, '#fdecea'];
      break;
    default:
      break;
  }
  return (
    <p role="status" css={noticeStyle(tone[0], tone[1])}>
      {text}
    </p>
  );
}
