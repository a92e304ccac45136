/** Public API of the contact form feature (SPEC §2 contact-form-handler). */
export { ContactForm } from './ui/contact-form';
export type { ContactFormProps, ContactValues } from './ui/contact-form';
