/**
 * One hook for every scripted form of the site: react-hook-form with the team's schema, the
 * form's effector model (status, server refusals, form token and fill time), the consent, the
 * honeypot, the submission and its status texts, and the focus rule of useFormKit. A form keeps
 * only its own fields, its request and its words.
 *
 * The schema is read by schemaResolver: it validates whatever the fields hold, so the form's
 * values are typed as the visitor fills them in (a select's '' before a choice, a check box's
 * false) and the valid values as the schema gives them, without a cast.
 */
import { useEffect, useRef, type Ref } from 'react';
import {
  get,
  set,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { safeParseAsync, type $ZodType } from 'zod/v4/core';
import { useUnit } from 'shared/effector';
import type { Agreement, Locale } from 'shared/domain';
import { formErrorText, HONEYPOT_FIELD } from 'api/contract';
import { errorText } from './fields';
import type { FormEndProps, FormWords } from './form-end';
import { statusTexts } from './form-end';
import type { FormModel, FormStatus } from './model';
import { useFormKit } from './use-form-kit';

/** A zod schema (classic or mini) whose valid value is `Output`; what it reads is left open. */
export type SiteFormSchema<Output> = $ZodType<Output, unknown>;

/** The consent of a form that asks for it: its text (null while it loads) and whether it failed. */
export interface SiteFormConsent {
  agreement: Agreement | null;
  failed: boolean;
}

/** What the form adds to its valid values when it sends them. */
export interface SiteFormExtras {
  /** The honeypot's value ('' for a person). */
  website: string;
  /** The version of the consent text the visitor agreed to ('' for a form that asks none). */
  agreementVersion: string;
}

/** What useSiteForm takes besides the schema. */
export interface SiteFormOptions<Values extends FieldValues, Output, Request> {
  locale: Locale;
  /** The form's model (createFormModel): its status, refusals and submission. */
  model: Pick<
    FormModel<Request, unknown>,
    '$status' | '$serverErrors' | '$serverMessage' | '$retryAfter' | 'formSubmitted'
  >;
  defaultValues: DefaultValues<Values>;
  /**
   * The fields a server's refusal may name, in the page's order, or which names are the form's
   * (their texts are shown on them and the focus goes to the first).
   */
  fields: readonly FieldPath<Values>[] | ((name: string) => boolean);
  /** Focus a refused field by its name (groups marked `data-field`), see useFormKit. */
  focusByName?: boolean;
  /** The request of valid values; null sends nothing (e.g. no period chosen yet). */
  request: (values: Output, extras: SiteFormExtras) => NoInfer<Request> | null;
  /**
   * The consent, for a form that asks for it: nothing is sent before its text is there, and the
   * request carries the version shown (the field is `consent`).
   */
  consent?: SiteFormConsent;
  /** Fields cleared once the form was sent (the others stay for a next one), or 'all'. */
  clearWhenSent?: readonly FieldPath<Values>[] | 'all';
  /** Whether the form has a honeypot (true by default; none for one sent with a secret token). */
  honeypot?: boolean;
  /** When fields are validated: after a field was left ('onTouched', the default) or on submit. */
  mode?: 'onTouched' | 'onSubmit';
}

/** The honeypot's props: an uncontrolled input read when the form is sent. */
export interface HoneypotRegistration {
  name: string;
  defaultValue: string;
  ref: Ref<HTMLInputElement>;
}

/** What useSiteForm gives. */
export interface SiteForm<Values extends FieldValues, Output> {
  /** react-hook-form's form (register, control, setValue, watch, formState...). */
  form: UseFormReturn<Values, unknown, Output>;
  status: FormStatus;
  /** The server's message of its last refusal ('' when none). */
  serverMessage: string;
  /** The server's texts (or codes) per field of its last refusal. */
  serverErrors: Record<string, string>;
  /** Whether the server's last refusal named fields of this form. */
  fieldsNamed: boolean;
  /** The props of the `<form>`: posted, not validated by the browser, sent through the hook. */
  formProps: {
    method: 'post';
    noValidate: true;
    ref: Ref<HTMLFormElement>;
    onSubmit: ReturnType<UseFormReturn<Values, unknown, Output>['handleSubmit']>;
  };
  /** The honeypot's props (FormEnd's `honeypot`). */
  honeypot: HoneypotRegistration;
  /**
   * A field's error message as react-hook-form holds it: a schema's code or the server's text
   * (a group's own, or its `root`'s); undefined when none.
   */
  message: (field: FieldPath<Values>) => string | undefined;
  /**
   * A field's error text in the page's language (errorText: a code translated with the field's
   * limit, a server's text as it came); '' when none.
   */
  error: (field: FieldPath<Values>, limit?: Parameters<typeof errorText>[2]) => string;
  /**
   * The texts of the status line: the form's own success and "gone" texts, a refusal naming fields
   * asks to correct them, the rate limit says how long to wait (the server's message, else the
   * Retry-After in words), anything else the failure.
   */
  texts: (
    words: Pick<FormWords, 'sending' | 'fix' | 'failed'>,
    own?: { sent?: string; unavailable?: string },
  ) => Partial<Record<FormStatus, string>>;
  /**
   * FormEnd's props of this form but the button's words: its id prefix, language, consent
   * (when asked for), honeypot and status with its texts.
   */
  end: (
    idPrefix: string,
    words: FormWords,
    own?: { sent?: string; unavailable?: string },
  ) => Omit<FormEndProps, 'submit'>;
}

/**
 * The resolver of `schema` for fields of type `Values`: it validates whatever the fields hold, so
 * what they hold is the form's own type, and what it gives is the schema's value. Each field gets
 * its first issue (a message code of the API's contract), at its path (`criteria.cities`, `days.0`).
 */
export function schemaResolver<Values extends FieldValues, Output>(
  schema: SiteFormSchema<Output>,
): Resolver<Values, unknown, Output> {
  return async (values) => {
    const result = await safeParseAsync(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<Values> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!get(errors, path)) set(errors, path, { type: issue.code, message: issue.message });
    }
    return { values: {}, errors };
  };
}

/**
 * The form's hook (see the module's comment).
 * @param schema the zod schema of the fields as the browser validates them
 * @returns the form, its status and refusals, the `<form>`'s props, the honeypot's, and the
 *   error and status texts
 */
export function useSiteForm<Values extends FieldValues, Output, Request>(
  schema: SiteFormSchema<Output>,
  options: SiteFormOptions<Values, Output, Request>,
): SiteForm<Values, Output> {
  const { locale, model, consent } = options;
  const [status, serverErrors, serverMessage, retryAfter, submitted] = useUnit([
    model.$status,
    model.$serverErrors,
    model.$serverMessage,
    model.$retryAfter,
    model.formSubmitted,
  ]);
  const form = useForm<Values, unknown, Output>({
    resolver: schemaResolver<Values, Output>(schema),
    defaultValues: options.defaultValues,
    mode: options.mode ?? 'onTouched',
    // The focus goes to the first field in error in the page's order (useFormKit).
    shouldFocusError: false,
  });
  const { formRef, focusInvalid, fieldsNamed } = useFormKit({
    serverErrors,
    fields: options.fields,
    setError: form.setError,
    focusByName: options.focusByName,
  });
  const honeypotRef = useRef<HTMLInputElement>(null);

  // The fields to clear as one text, so that a list written inline in the caller does not
  // clear again on every render: only a new success clears.
  const clear = options.clearWhenSent;
  const clearKey = clear === undefined || clear === 'all' ? (clear ?? '') : clear.join('\n');
  const { reset, resetField } = form;
  useEffect(() => {
    if (status !== 'sent' || !clearKey) return;
    if (clearKey === 'all') reset();
    else clearKey.split('\n').forEach((field) => resetField(field as FieldPath<Values>));
  }, [status, clearKey, reset, resetField]);

  const onValid = (values: Output) => {
    // Nothing is agreed to before the consent's text is there (the button is disabled then).
    if (consent && !consent.agreement) return;
    const request = options.request(values, {
      website: honeypotRef.current?.value ?? '',
      agreementVersion: consent?.agreement?.version ?? '',
    });
    if (request) submitted(request);
  };

  const message = (field: FieldPath<Values>): string | undefined => {
    const fieldError = get(form.formState.errors, field) as
      { message?: string; root?: { message?: string } } | undefined;
    return fieldError?.message || fieldError?.root?.message || undefined;
  };
  const error: SiteForm<Values, Output>['error'] = (field, limit) =>
    errorText(message(field), locale, limit);
  const texts: SiteForm<Values, Output>['texts'] = (words, own = {}) => ({
    ...statusTexts(words, { ...own, fieldsNamed, serverMessage }),
    rateLimited:
      serverMessage ||
      formErrorText('rateLimited', locale, { retryAfter: retryAfter ?? undefined }),
  });
  const honeypot: HoneypotRegistration = {
    name: HONEYPOT_FIELD,
    defaultValue: '',
    ref: honeypotRef,
  };

  return {
    form,
    status,
    serverMessage,
    serverErrors,
    fieldsNamed,
    formProps: {
      method: 'post',
      noValidate: true,
      ref: formRef,
      onSubmit: form.handleSubmit(onValid, focusInvalid),
    },
    honeypot,
    message,
    error,
    texts,
    end: (idPrefix, words, own) => ({
      idPrefix,
      locale,
      words,
      ...(consent
        ? {
            consent: {
              ...consent,
              error: error('consent' as FieldPath<Values>),
              field: form.register('consent' as FieldPath<Values>),
            },
          }
        : {}),
      ...(options.honeypot === false ? {} : { honeypot }),
      status,
      texts: texts(words, own),
    }),
  };
}
