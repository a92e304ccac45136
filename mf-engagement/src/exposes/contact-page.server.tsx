/**
 * The server build's 'engagement/ContactPage': the page of contact-page.tsx and its
 * server preparation, which loads the consent text the form shows, so the page arrives whole.
 */
import { allSettled } from 'shared/effector/server';
import type { ExposedComponent, PagePrepare } from 'shared/remote';
import { agreementsNeeded } from '../entities/agreement';
import ContactPage from './contact-page';

/** The contact form's consent text in the request's scope. */
export const prepare: PagePrepare = async ({ scope, locale }) => {
  await allSettled(agreementsNeeded, { scope, params: locale });
};

export default ContactPage satisfies ExposedComponent<'engagement/ContactPage'>;
