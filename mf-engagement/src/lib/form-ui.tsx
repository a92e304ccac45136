/**
 * The building blocks of the engagement forms (issue 11, WCAG 2.2 AA): a labelled field whose
 * error is tied to it (`aria-invalid`, `aria-describedby`), the consent checkbox with its text and
 * the privacy statement's link, the honeypot people never see, and the status line that
 * announces sending, success and failure (a `status` live region).
 */
import { forwardRef, type ReactNode, type InputHTMLAttributes, type Ref } from 'react';
import type { Agreement, Locale } from 'shared/domain';
import { formErrorText, isFormErrorCode, FIELD_LIMITS } from 'shared/forms';
import { buildPath } from 'shared/routes';
import { colors, focusRing, radius, space, visuallyHidden } from 'shared/ui/tokens';
import type { FormStatus } from './form-model';

/** The style of text inputs, selects and text areas. */
export const inputStyle = {
  display: 'block',
  width: '100%',
  boxSizing: 'border-box',
  minHeight: '44px',
  padding: `${space(2)} ${space(3)}`,
  border: `1px solid ${colors.muted}`,
  borderRadius: radius,
  font: 'inherit',
  color: colors.text,
  background: colors.surface,
  ...focusRing,
  '&[aria-invalid="true"]': { borderColor: colors.danger, borderWidth: '2px' },
} as const;

export const labelStyle = { display: 'block', fontWeight: 600, marginBottom: space(1) } as const;
const hintStyle = { margin: `0 0 ${space(1)}`, color: colors.muted, fontSize: '0.9rem' } as const;
const errorStyle = { margin: `${space(1)} 0 0`, color: colors.danger, fontWeight: 600 } as const;

/**
 * The text of a field's error in `locale`: a schema's code translated (shared/forms), with the
 * field's length limit for 'tooLong'; a server's text as it came (already in the page's language).
 */
export function errorText(
  message: string | undefined,
  locale: Locale,
  limit?: keyof typeof FIELD_LIMITS,
): string {
  if (!message) return '';
  if (!isFormErrorCode(message)) return message;
  return formErrorText(message, locale, { max: limit ? FIELD_LIMITS[limit] : undefined });
}

/** The ids a field's description is made of: its hint and its error, when shown. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A field's error line (nothing when there is none). */
export function FieldError({ id, text }: { id: string; text: string }) {
  if (!text) return null;
  return (
    <p id={`${id}-error`} css={errorStyle}>
      {text}
    </p>
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
      <label htmlFor={id} css={labelStyle}>
        {label}
        {optional && <span css={{ fontWeight: 400, color: colors.muted }}> ({optional})</span>}
      </label>
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

/** The honeypot: shared/ui's, the same on every form of the site. */
export { Honeypot } from 'shared/ui';

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
 * tab, so the form is kept) and its error tied to it.
 */
export const ConsentField = forwardRef(function ConsentField(
  { id, locale, agreement, privacyLabel, pendingLabel, error, ...input }: ConsentFieldProps,
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
          disabled={!agreement}
          {...input}
          css={{ width: '24px', height: '24px', margin: `2px 0 0`, flex: 'none', ...focusRing }}
        />
        <label htmlFor={id} css={{ lineHeight: 1.5 }}>
          {agreement?.body ?? pendingLabel}
        </label>
      </div>
      <p css={{ margin: `${space(1)} 0 0 ${space(8)}` }}>
        <a
          href={buildPath('privacyStatement', locale)}
          target="_blank"
          rel="noopener"
          css={{ color: colors.primary, ...focusRing }}
        >
          {privacyLabel}
        </a>
      </p>
      <FieldError id={id} text={error ?? ''} />
    </div>
  );
});

/** A fieldset with its legend (groups of radio buttons and checkboxes). */
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

/**
 * The form's status line, a `status` live region that is always there (so screen readers hear
 * each change): sending, the success text, or what went wrong.
 */
export function StatusLine({
  status,
  texts,
}: {
  status: FormStatus;
  texts: Partial<Record<FormStatus, string>>;
}) {
  const text = texts[status] ?? '';
  const tone =
    status === 'sent' ? colors.success : status === 'sending' ? colors.muted : colors.danger;
  return (
    <p
      role="status"
      css={{
        margin: `${space(3)} 0 0`,
        minHeight: '1.5em',
        color: tone,
        fontWeight: status === 'sending' ? 400 : 600,
        ...(text && status === 'sent'
          ? { padding: space(3), background: '#eaf5ee', borderRadius: radius }
          : {}),
      }}
    >
      {text}
    </p>
  );
}

/** Text for screen readers only. */
export function ScreenReaderText({ children }: { children: ReactNode }) {
  return <span css={visuallyHidden}>{children}</span>;
}

/** The style of a form's section on a page (card). */
export const sectionStyle = {
  margin: `${space(8)} 0`,
  padding: space(5),
  border: `1px solid ${colors.border}`,
  borderRadius: radius,
  background: colors.surface,
  maxWidth: '42rem',
} as const;
