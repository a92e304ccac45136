/**
 * Public API of the contact card (SPEC §3 contact fields, §7 GET /estates/{id}/contact-info):
 * the model of the shown estate's sales representative, its card and the phone's call bar.
 */
export { $contactInfo, contactEstateShown, getContactInfoFx } from './model';
export { ContactCard } from './ui/contact-card';
export { CallBar, telHref } from './ui/call-bar';
