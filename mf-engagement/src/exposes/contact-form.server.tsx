/**
 * The server build's 'engagement/ContactForm': the fragment of
 * contact-form.tsx, rendered once the consent text of its language is in the request's scope.
 *
 * The page's HTML then carries the text, readable without scripts, and the page's state carries
 * it to the browser. Without it, the server's HTML would show the checkbox's waiting label while
 * the browser, whose live agenda (another part of this team, hydrated earlier) had fetched the
 * texts meanwhile, would hydrate the form with the text: a hydration mismatch (React #418).
 */
import { use, type ReactNode } from 'react';
import { useUnit, type Scope } from 'shared/effector';
import { allSettled, useProvidedScope } from 'shared/effector/server';
import type { Locale } from 'shared/domain';
import type { ContactFormProps, ExposedComponent } from 'shared/remote';
import { $agreements, $agreementsFailed, agreementsNeeded } from '../entities/agreement';
import ContactForm from './contact-form';

/** The loads of consent texts under way, per request scope and language. */
const loading = new WeakMap<Scope, Map<Locale, Promise<unknown>>>();

/** The load of `locale`'s consent texts into `scope`, started once. */
function loadInto(scope: Scope, locale: Locale): Promise<unknown> {
  const ofScope = loading.get(scope) ?? new Map<Locale, Promise<unknown>>();
  loading.set(scope, ofScope);
  const started = ofScope.get(locale) ?? allSettled(agreementsNeeded, { scope, params: locale });
  ofScope.set(locale, started);
  return started;
}

/**
 * Suspends until the consent texts of `locale` are known in the request's scope, or known to be
 * unavailable (the form then says so, as it would in the browser); then renders `children`.
 */
function WithAgreements({ locale, children }: { locale: Locale; children: ReactNode }) {
  const scope = useProvidedScope();
  const [known, failed] = useUnit([$agreements, $agreementsFailed]);
  if (scope && !known[locale] && !failed.includes(locale)) use(loadInto(scope, locale));
  return children;
}

/** The contact form in `locale`, about `estateId` when given, with its consent text. */
function ContactFormWithAgreements(props: ContactFormProps) {
  return (
    <WithAgreements locale={props.locale}>
      <ContactForm {...props} />
    </WithAgreements>
  );
}

export default ContactFormWithAgreements satisfies ExposedComponent<'engagement/ContactForm'>;
