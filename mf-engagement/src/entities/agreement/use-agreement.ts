/**
 * React hook of a form that asks for consent: its consent text in the page's language, asked for
 * when the form is shown, and whether it could not be loaded.
 */
import { useEffect } from 'react';
import { useUnit } from 'shared/effector';
import type { Agreement, Locale } from 'shared/domain';
import { $agreements, $agreementsFailed, agreementFor, agreementsNeeded } from './model';

/**
 * The consent text `key` ('contact', 'appointment'...) in `locale`.
 * @returns the agreement (null while it loads) and whether it failed to load (the form then says
 *   so and cannot be sent)
 */
export function useAgreement(
  locale: Locale,
  key: string,
): { agreement: Agreement | null; failed: boolean } {
  const [agreements, failedLocales, needed] = useUnit([
    $agreements,
    $agreementsFailed,
    agreementsNeeded,
  ]);
  useEffect(() => {
    needed(locale);
  }, [needed, locale]);
  return {
    agreement: agreementFor(agreements, locale, key),
    failed: failedLocales.includes(locale),
  };
}
