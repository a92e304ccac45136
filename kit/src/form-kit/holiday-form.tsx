/**
 * What the two holiday rental forms (a unit's reservation request and the enquiry office's
 * enquiry) share on top of useSiteForm: their errors are the holiday field rules' codes, worded
 * by each team in its own namespace; their consent is a check box agreeing with the market's
 * agency on the privacy statement (no consent text of the API); a refusal that is not about
 * fields is said at once in an alert above the button, whose words say it is sending. The words
 * are the team's: the kit holds none of their texts.
 */
import type { FieldPath, FieldValues } from 'react-hook-form';
import { shell } from 'shared/bus';
import type { Locale } from 'shared/domain';
import { useUnit } from 'shared/effector';
import { buildPath } from 'shared/routes';
import { holidayErrorCode, type HolidayFormErrorCode } from 'api/contract';
import { CheckboxField } from './fields';
import { FormEnd } from './form-end';
import {
  useSiteForm,
  type SiteForm,
  type SiteFormOptions,
  type SiteFormSchema,
} from './use-site-form';

/** A holiday form: useSiteForm's, with its errors in the team's words and the agency's name. */
export interface HolidayForm<Values extends FieldValues, Output> extends SiteForm<Values, Output> {
  /** A field's error in the team's words (see `words` of useHolidayForm), undefined when none. */
  holidayError: (field: FieldPath<Values>) => string | undefined;
  /** The name of the market's agency the visitor agrees with ('' before the site is known). */
  agency: string;
}

/**
 * A holiday form's hook: useSiteForm validated on submit (then as the visitor corrects), its
 * error codes worded by `words`.
 * @param schema the team's zod schema of the form
 * @param options useSiteForm's options, and `words`: the team's text of a holiday error code
 */
export function useHolidayForm<Values extends FieldValues, Output, Request>(
  schema: SiteFormSchema<Output>,
  options: SiteFormOptions<Values, Output, Request> & {
    words: (code: HolidayFormErrorCode) => string;
  },
): HolidayForm<Values, Output> {
  const site = useSiteForm(schema, { mode: 'onSubmit', ...options });
  const market = useUnit(shell.$site);
  return {
    ...site,
    holidayError: (field) => {
      const code = site.message(field);
      return code ? options.words(holidayErrorCode(code)) : undefined;
    },
    agency: market?.name ?? '',
  };
}

/**
 * The keys of HolidayFormEnd's words: the consent's label (naming the agency), the privacy
 * statement's link, the button's words and its words while sending, and the alert of a refusal
 * without a message of the server's.
 */
export type HolidayEndWord = 'consent' | 'privacy' | 'submit' | 'sending' | 'refused';

/**
 * The end of a holiday form: the consent check box (field `consent`, linked to the privacy
 * statement), the honeypot, the button and, for a refusal not about fields, its alert.
 */
export function HolidayFormEnd<Values extends FieldValues, Output>({
  form,
  idPrefix,
  locale,
  words,
}: {
  form: HolidayForm<Values, Output>;
  idPrefix: string;
  locale: Locale;
  /** The team's text of each word, e.g. `(key) => t(\`form.${key}\`, { agency })`. */
  words: (key: HolidayEndWord) => string;
}) {
  const { status } = form;
  const consent = 'consent' as FieldPath<Values>;
  return (
    <>
      <CheckboxField
        id={`${idPrefix}-consent`}
        label={words('consent')}
        link={{ href: buildPath('privacyStatement', locale), text: words('privacy') }}
        error={form.holidayError(consent)}
        {...form.form.register(consent)}
      />
      <FormEnd
        idPrefix={idPrefix}
        locale={locale}
        honeypot={form.honeypot}
        submit={words(status === 'sending' ? 'sending' : 'submit')}
        status={status}
        // The outcome is said in a status of its own; a refusal by the alert.
        texts={{}}
        alert={status === 'failed' ? form.serverMessage || words('refused') : undefined}
      />
    </>
  );
}
