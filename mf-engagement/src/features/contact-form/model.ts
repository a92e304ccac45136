/**
 * The contact form (SPEC §1, §2 `/{lang}/ajax/contact-form-handler`): one on a page at
 * a time (a detail page's fragment or the contact page). Sends the request through the site's
 * endpoint in the request's language.
 */
import type { FormAnswer } from 'api/contract';
import type { ContactRequest } from '../../forms';
import { createEngagementApi } from '../../api/engagement-calls';
import { createFormModel } from 'kit/form-kit';

/** The contact form's model: formOpened, formSubmitted(request), sendFx, $status... */
export const contactForm = createFormModel<ContactRequest, FormAnswer | null>((request) =>
  createEngagementApi(request.locale).sendContactForm(request),
);
