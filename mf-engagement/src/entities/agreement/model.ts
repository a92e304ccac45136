/**
 * The consent texts of the forms (SPEC §7 GET /agreements?locale=), fetched once per
 * language when a form that asks for consent is shown. A form sends back the version it showed.
 */
import { attach, createEvent, createStore, sample } from 'shared/effector';
import type { Agreement, Locale } from 'shared/domain';
import { contentApiFor } from 'shared/api/content';
import { shell } from 'shared/bus';

/** A form that asks for consent was shown in this language. */
export const agreementsNeeded = createEvent<Locale>();

/** GET /sites/{siteId}/agreements?locale= with the bus's API context. */
export const fetchAgreementsFx = attach({
  source: shell.$apiContext,
  effect: (context, locale: Locale): Promise<Agreement[]> =>
    contentApiFor(context, locale).getAgreements(locale),
});

/** The consent texts per language, once fetched. */
export const $agreements = createStore<Partial<Record<Locale, Agreement[]>>>({}).on(
  fetchAgreementsFx.done,
  (known, { params, result }) => ({ ...known, [params]: result }),
);

/** The languages whose texts could not be fetched (the form then says so). */
export const $agreementsFailed = createStore<Locale[]>([])
  .on(fetchAgreementsFx.fail, (failed, { params }) => [...new Set([...failed, params])])
  .on(fetchAgreementsFx.done, (failed, { params }) => failed.filter((l) => l !== params));

sample({
  clock: agreementsNeeded,
  source: { known: $agreements, pending: fetchAgreementsFx.pending },
  filter: ({ known, pending }, locale) => !known[locale] && !pending,
  fn: (_, locale) => locale,
  target: fetchAgreementsFx,
});

/** The current text of a form ('contact', 'keep-me-informed') in a language, or null. */
export function agreementFor(
  agreements: Partial<Record<Locale, Agreement[]>>,
  locale: Locale,
  key: string,
): Agreement | null {
  return agreements[locale]?.find((agreement) => agreement.key === key) ?? null;
}
