/**
 * The enquiry team's call of SPEC §7: POST /sites/{siteId}/rental-units/enquiry.
 */
import { apiContextClient, type HttpClient } from 'shared/api';
import type { ApiContext } from 'shared/bus';
import type { Locale } from 'shared/domain';
import type { RentalEnquiryRequest } from '../../forms';

/**
 * Sends an enquiry with wished dates (it holds nothing: the office answers).
 * @returns the enquiry's id
 * @throws HttpError whose `body` is the API's refusal (400, 404, 422 TOO_MANY_PERSONS)
 */
export async function sendRentalEnquiry(
  http: HttpClient,
  request: RentalEnquiryRequest,
): Promise<{ id: string }> {
  return (await http.post<{ id: string }>(
    `/sites/${http.siteId}/rental-units/enquiry`,
    request,
  )) as { id: string };
}

/** Sends an enquiry through the bus's ApiContext, in the page's language (see sendRentalEnquiry). */
export function sendRentalEnquiryFor(
  context: ApiContext,
  language: Locale,
  request: RentalEnquiryRequest,
): Promise<{ id: string }> {
  return sendRentalEnquiry(apiContextClient(context, language), request);
}
