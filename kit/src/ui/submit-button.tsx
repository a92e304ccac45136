/**
 * The submit button of a form that a script sends (the engagement, appointment and holiday forms:
 * SPEC §2 contact and keep-me-informed, viewings, holidays), as the server renders it too.
 *
 * Such a form travels as JSON through its team's model, never as the browser's own submission.
 * Until the page has hydrated, the button is disabled: a press before the scripts run would
 * otherwise send the form natively and lose what the visitor typed. With scripts off, a note
 * under it says why the form cannot be sent. The forms themselves say `method="post"`, so that
 * nothing a visitor typed can ever end up in an address (history, server logs, Referer).
 */
import { useHydrated } from 'kit/remote';
import type { Locale } from 'shared/domain';
import { Button, type ButtonProps } from 'kit/ui/button';
import { useSharedUiT } from './i18n';
import { colors, space } from 'shared/ui/tokens';

/** Props of SubmitButton: Button's, with the page's language for the scripts-off note. */
export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The page's language. */
  locale: Locale;
}

/**
 * A `type="submit"` Button, disabled until the page has hydrated (and while `disabled`), followed
 * by a `<noscript>` note in `locale` saying the form needs JavaScript.
 */
export function SubmitButton({ locale, disabled, ...button }: SubmitButtonProps) {
  const t = useSharedUiT(locale);
  const hydrated = useHydrated();
  return (
    <>
      <Button type="submit" disabled={!hydrated || disabled} {...button} />
      <noscript>
        <p css={{ margin: `${space(2)} 0 0`, color: colors.text }}>{t('form.scriptsNeeded')}</p>
      </noscript>
    </>
  );
}
