/**
 * The fields of the site's scripted forms (WCAG 2.2 AA 1.3.1, 3.3.1, 3.3.2): a labelled text
 * input, text area or select whose hint and error are tied to it (`aria-invalid`,
 * `aria-describedby`), a fieldset with its legend, and the consent checkbox with its text and the
 * privacy statement's link. Every team's form takes them from here, so a field reads, looks and
 * announces its error the same way everywhere.
 */
import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import type { Agreement, Locale } from 'shared/domain';
import { formErrorText, isFormErrorCode, FIELD_LIMITS } from 'api/contract';
import { buildPath } from 'shared/routes';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { inputStyle } from './input-style';

export { inputStyle };

/** The style of a field's label and of a fieldset's legend. */
export const labelStyle = { display: 'block', fontWeight: 600, marginBottom: space(1) } as const;
const hintStyle = { margin: `0 0 ${space(1)}`, color: colors.muted, fontSize: '0.9rem' } as const;
const errorStyle = { margin: `${space(1)} 0 0`, color: colors.danger, fontWeight: 600 } as const;

/**
 * The text of a field's error in `locale`: a schema's code translated (api/contract), with the
 * field's limit for 'tooLong' and 'tooMany'; a server's text as it came (already in the page's
 * language).
 * @param message react-hook-form's error message (a code of api/contract, or the server's text)
 * @param limit the field's length limit by its name in FIELD_LIMITS, or the limit itself
 * @returns the text to show, '' when there is no error
 */
export function errorText(
  message: string | undefined,
  locale: Locale,
  limit?: keyof typeof FIELD_LIMITS | number,
): string {
  if (!message) return '';
  if (!isFormErrorCode(message)) return message;
  const max = typeof limit === 'number' ? limit : limit ? FIELD_LIMITS[limit] : undefined;
  return formErrorText(message, locale, { max });
}

/**
 * The `aria-describedby` of field `id`: its hint (`{id}-hint`) and its error (`{id}-error`), when
 * shown; undefined when neither is.
 */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A field's error line, `{id}-error` (nothing when `text` is empty). */
export function FieldError({ id, text }: { id: string; text: string }) {
  if (!text) return null;
  return (
    <p id={`${id}-error`} css={errorStyle}>
      {text}
    </p>
  );
}

/** A field's label, with the word "optional" (in the page's language) after it when given. */
function FieldLabel({ id, label, optional }: { id: string; label: string; optional?: string }) {
  return (
    <label htmlFor={id} css={labelStyle}>
      {label}
      {optional && <span css={{ fontWeight: 400, color: colors.muted }}> ({optional})</span>}
    </label>
  );
}

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement> {
  id: string;
  label: string;
  hint?: string;
  /** The word "optional" in the page's language, shown after the label of an optional field. */
  optional?: string;
  /** The error text, '' or undefined when none. */
  error?: string;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
}

/**
 * A labelled text input (or text area) with its hint and error tied to it. Takes the input's own
 * attributes (the `register` of react-hook-form spread in), and forwards its ref.
 */
export const TextField = forwardRef(function TextField(
  { id, label, hint, optional, error, rows, ...input }: TextFieldProps,
  ref: Ref<HTMLInputElement & HTMLTextAreaElement>,
) {
  const aria = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
  } as const;
  return (
    <div css={{ marginBottom: space(4) }}>
      <FieldLabel id={id} label={label} optional={optional} />
      {hint && (
        <p id={`${id}-hint`} css={hintStyle}>
          {hint}
        </p>
      )}
      {rows ? (
        <textarea
          ref={ref}
          rows={rows}
          {...aria}
          {...input}
          css={{ ...inputStyle, resize: 'vertical' }}
        />
      ) : (
        <input ref={ref} {...aria} {...input} css={inputStyle} />
      )}
      <FieldError id={id} text={error ?? ''} />
    </div>
  );
});

/** A registered text field: react-hook-form's `register(name)` (its props and ref). */
export type TextRegistration = InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement> & {
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
};

/** The labels of PersonFields in the page's language (no phone field without `phone`). */
export interface PersonLabels {
  name: string;
  email: string;
  phone?: string;
  phoneHint?: string;
}

/** Props of PersonFields. */
export interface PersonFieldsProps {
  /** The form's id prefix: the fields are `{idPrefix}-name`, `-email` and `-phone`. */
  idPrefix: string;
  labels: PersonLabels;
  /** The word "optional" in the page's language, for a form whose phone is optional. */
  phoneOptional?: string;
  /** The registrations of the fields (the phone's only when the form asks for it). */
  fields: { name: TextRegistration; email: TextRegistration; phone?: TextRegistration };
  /** A field's error text, '' when none. */
  error: (field: 'name' | 'email' | 'phone') => string;
}

/**
 * How to reach the visitor, the same on every form: name, e-mail address and, when the form asks
 * for it, phone, with the browser's autofill hints (WCAG 2.2 AA 1.3.5).
 */
export function PersonFields({
  idPrefix,
  labels,
  phoneOptional,
  fields,
  error,
}: PersonFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={labels.name}
        autoComplete="name"
        error={error('name')}
        {...fields.name}
      />
      <TextField
        id={`${idPrefix}-email`}
        label={labels.email}
        type="email"
        autoComplete="email"
        error={error('email')}
        {...fields.email}
      />
      {fields.phone && labels.phone && (
        <TextField
          id={`${idPrefix}-phone`}
          label={labels.phone}
          optional={phoneOptional}
          hint={labels.phoneHint}
          type="tel"
          autoComplete="tel"
          error={error('phone')}
          {...fields.phone}
        />
      )}
    </>
  );
}

/** A select's choice: its value, its words and, for a language's name, that language. */
export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  id: string;
  label: string;
  /** The word "optional" in the page's language, shown after the label of an optional field. */
  optional?: string;
  /** The error text, '' or undefined when none. */
  error?: string;
  options: readonly SelectOption[];
}

/**
 * A labelled select with its error tied to it. Takes the select's own attributes (the `register`
 * of react-hook-form spread in), and forwards its ref.
 */
export const SelectField = forwardRef(function SelectField(
  { id, label, optional, error, options, ...select }: SelectFieldProps,
  ref: Ref<HTMLSelectElement>,
) {
  return (
    <div css={{ marginBottom: space(4) }}>
      <FieldLabel id={id} label={label} optional={optional} />
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
        css={inputStyle}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={id} text={error ?? ''} />
    </div>
  );
});

interface CheckboxFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The text the box refers to (the privacy statement, the rental conditions). */
  link: { href: string; text: string };
  error?: string;
}

/**
 * A check box the visitor must tick to agree with a text: its label, the link to that text (in a
 * new tab, so the form is kept) and its error, tied to it. Takes the input's own attributes (the
 * `register` of react-hook-form spread in), and forwards its ref.
 */
export const CheckboxField = forwardRef(function CheckboxField(
  { id, label, link, error, ...input }: CheckboxFieldProps,
  ref: Ref<HTMLInputElement>,
) {
  return (
    <div css={{ marginBottom: space(4) }}>
      <div css={{ display: 'flex', gap: space(2), alignItems: 'flex-start' }}>
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
          css={{ width: '24px', height: '24px', margin: `2px 0 0`, flex: 'none', ...focusRing }}
        />
        <label htmlFor={id} css={{ lineHeight: 1.5 }}>
          {label}
        </label>
      </div>
      <p css={{ margin: `${space(1)} 0 0 ${space(8)}` }}>
        <a
          href={link.href}
          target="_blank"
          rel="noopener"
          css={{ color: colors.primary, ...focusRing }}
        >
          {link.text}
        </a>
      </p>
      <FieldError id={id} text={error ?? ''} />
    </div>
  );
});

interface ConsentFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  locale: Locale;
  /** The consent text of the form (GET /agreements); null while it loads. */
  agreement: Agreement | null;
  /** The link text to the privacy statement. */
  privacyLabel: string;
  /**
   * The checkbox's label while the consent text loads (it is disabled then): the part as the
   * server rendered it, before the browser loaded the text, is labelled too.
   */
  pendingLabel: string;
  error?: string;
}

/**
 * The consent checkbox: the agreement's text as its label, the privacy statement's link (in a new
 * tab, so the form is kept) and its error tied to it; disabled while the text loads.
 */
export const ConsentField = forwardRef(function ConsentField(
  { id, locale, agreement, privacyLabel, pendingLabel, error, ...input }: ConsentFieldProps,
  ref: Ref<HTMLInputElement>,
) {
  return (
    <CheckboxField
      ref={ref}
      id={id}
      label={agreement?.body ?? pendingLabel}
      link={{ href: buildPath('privacyStatement', locale), text: privacyLabel }}
      error={error}
      disabled={!agreement}
      {...input}
    />
  );
});

/**
 * A fieldset with its legend (groups of radio buttons and checkboxes), its error `{id}-error`
 * tied to the group.
 */
export function Fieldset({
  legend,
  children,
  error,
  id,
  large = false,
}: {
  legend: string;
  children: ReactNode;
  error?: string;
  id: string;
  /** A legend the size of a section heading (a group of groups). */
  large?: boolean;
}) {
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      css={{ border: 0, padding: 0, margin: `0 0 ${space(4)}`, minWidth: 0 }}
    >
      <legend
        css={{
          ...labelStyle,
          padding: 0,
          ...(large ? { fontSize: '1.25rem', marginBottom: space(3) } : {}),
        }}
      >
        {legend}
      </legend>
      {children}
      <FieldError id={id} text={error ?? ''} />
    </fieldset>
  );
}

/** The style of a form's section on a page (a card). */
export const sectionStyle = {
  margin: `${space(8)} 0`,
  padding: space(5),
  border: `1px solid ${colors.border}`,
  borderRadius: radius,
  background: colors.surface,
  maxWidth: '42rem',
} as const;
