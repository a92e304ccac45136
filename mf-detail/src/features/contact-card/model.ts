/**
 * The sales representative of the estate a detail page shows (SPEC §3 contact fields, §7 GET
 * /estates/{id}/contact-info): fetched once per estate; none (null) on 204 or a failure.
 *
 * Input: `contactEstateShown({ estate, locale } | null)`, fired by the page whenever the estate it
 * shows changes. Output: `$contactInfo`.
 */
import { attach, combine, createEffect, createEvent, createStore, sample } from 'shared/effector';
import { apiFor } from 'shared/api';
import { shell, type ApiContext } from 'shared/bus';
import type { ContactInfo, Locale } from 'shared/domain';
import { estateId } from 'shared/estate';
import { dataFor, type ForEstate, type ShownEstate } from '../../lib/for-estate';

/** One request: the estate id and the page language. */
interface ContactRequest {
  id: string;
  locale: Locale;
}

/** The page shows an estate (or none, null). */
export const contactEstateShown = createEvent<ShownEstate | null>();

/**
 * GET /estates/{id}/contact-info (SPEC §7) for an API context: the sales representative, null on
 * 204. A failure gives null too (the card is simply not shown). Tests replace its handler.
 */
export const getContactInfoFx = createEffect(
  async ({ context, id, locale }: ContactRequest & { context: ApiContext }) => {
    try {
      return await apiFor(context).getContactInfo(id, locale);
    } catch {
      return null;
    }
  },
);

const fetchContactInfoFx = attach({
  source: shell.$apiContext,
  mapParams: (request: ContactRequest, context: ApiContext) => ({ ...request, context }),
  effect: getContactInfoFx,
});

/** The id of the estate on screen, null while none is shown. */
const $shownId = createStore<string | null>(null).on(contactEstateShown, (_, shown) =>
  shown ? estateId(shown.estate) : null,
);
const $contactFor = createStore<ForEstate<ContactInfo | null> | null>(null);

/** The sales representative of the shown estate from GET contact-info, null when none. */
export const $contactInfo = combine($contactFor, $shownId, (tagged, id) =>
  dataFor(tagged, id, null),
);

// Another estate is shown: forget the last one's contact and fetch this one's, once.
const otherEstateShown = sample({
  clock: contactEstateShown,
  source: $contactFor,
  filter: (tagged, shown) => shown !== null && tagged?.estateId !== estateId(shown.estate),
  fn: (_, shown): ContactRequest => ({
    id: estateId((shown as ShownEstate).estate),
    locale: (shown as ShownEstate).locale,
  }),
});
$contactFor.on(otherEstateShown, (_, { id }) => ({ estateId: id, data: null }));
sample({ clock: otherEstateShown, target: fetchContactInfoFx });
$contactFor.on(fetchContactInfoFx.done, (tagged, { params, result }) =>
  tagged?.estateId === params.id ? { ...tagged, data: result } : tagged,
);
