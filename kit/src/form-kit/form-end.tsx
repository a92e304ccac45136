/**
 * The end of every scripted form of the site, in the same order everywhere: the consent checkbox
 * (when the form asks for consent) and the alert that its text could not be loaded, the alert of
 * a refusal that is not about fields (for a form that says it so), the honeypot, the submit button, and the status line that announces sending, success and failure
 * (a `status` live region, WCAG 2.2 AA 4.1.3).
 *
 * The words come from the team's own namespace (`FormWords`): each team keeps the voice of its
 * forms, and the kit holds none of their texts.
 */
import type { InputHTMLAttributes, Ref } from 'react';
import type { Agreement, Locale } from 'shared/domain';
import { Honeypot } from 'kit/ui';
import { SubmitButton } from 'kit/ui/submit-button';
import { colors, radius, space } from 'shared/ui/tokens';
import { ConsentField } from './fields';
import type { FormStatus } from './model';

/** The common words of a team's forms, in the page's language. */
export interface FormWords {
  /** The status while sending ("Sending…"). */
  sending: string;
  /** The status of a refusal that names fields of the form ("Please correct the fields…"). */
  fix: string;
  /** The status of a failure without a message of the server's. */
  failed: string;
  /** The link text to the privacy statement. */
  privacy: string;
  /** The consent checkbox's label while its text loads. */
  consentPending: string;
  /** The alert when the consent text could not be loaded (the form cannot be sent). */
  consentUnavailable?: string;
}

/**
 * The text of each status of a form's status line.
 * @param words the team's common words
 * @param outcome the form's own success and "gone" texts, and what the server said: whether its
 *   refusal named fields of this form (then the visitor is asked to correct them) and its message
 *   (shown for a refusal naming none, and for the rate limit)
 * @returns the texts by status ('idle' has none)
 */
export function statusTexts(
  words: Pick<FormWords, 'sending' | 'fix' | 'failed'>,
  outcome: { sent?: string; unavailable?: string; fieldsNamed: boolean; serverMessage: string },
): Partial<Record<FormStatus, string>> {
  return {
    sending: words.sending,
    sent: outcome.sent,
    refused: outcome.fieldsNamed ? words.fix : outcome.serverMessage || words.failed,
    rateLimited: outcome.serverMessage || words.failed,
    unavailable: outcome.unavailable ?? words.failed,
    failed: words.failed,
  };
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

/** A registered checkbox or input: react-hook-form's `register(name)` (props and ref). */
type Registered = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** Props of FormEnd. */
export interface FormEndProps {
  /** The form's id prefix: the fields are `{idPrefix}-consent` and `{idPrefix}-website`. */
  idPrefix: string;
  locale: Locale;
  /** The team's common words (needed by a form that asks for consent). */
  words?: FormWords;
  /**
   * The consent, for a form that asks for it: the agreement (null while it loads: the checkbox
   * and the button are disabled), whether it could not be loaded, the field's error and its
   * registration.
   */
  consent?: { agreement: Agreement | null; failed: boolean; error: string; field: Registered };
  /**
   * The honeypot's registration (HONEYPOT_FIELD); none for a form sent with the visitor's own
   * secret token (a subscription's change).
   */
  honeypot?: Registered;
  /** The submit button's words. */
  submit: string;
  status: FormStatus;
  /** The status line's texts (see statusTexts). */
  texts: Partial<Record<FormStatus, string>>;
  /** The status line shows this status instead of the form's (e.g. 'idle' while an alert says it). */
  shownStatus?: FormStatus;
  /**
   * A refusal that is not about fields, said at once above the button (an alert), for a form
   * whose status line stays for sending only; none when empty.
   */
  alert?: string;
}

/**
 * The consent, honeypot, submit button and status line of a form (see the module's comment). The
 * button is busy while sending, and disabled while the consent text of a form that asks for
 * consent is not there.
 */
export function FormEnd({
  idPrefix,
  locale,
  words,
  consent,
  honeypot,
  submit,
  status,
  texts,
  shownStatus,
  alert,
}: FormEndProps) {
  return (
    <>
      {consent && (
        <ConsentField
          id={`${idPrefix}-consent`}
          locale={locale}
          agreement={consent.agreement}
          privacyLabel={words?.privacy ?? ''}
          pendingLabel={words?.consentPending ?? ''}
          error={consent.error}
          {...consent.field}
        />
      )}
      {consent?.failed && <p role="alert">{words?.consentUnavailable}</p>}
      {alert && (
        <p
          role="alert"
          css={{
            margin: `0 0 ${space(3)}`,
            padding: space(3),
            border: `1px solid ${colors.danger}`,
            borderRadius: radius,
            color: colors.danger,
          }}
        >
          {alert}
        </p>
      )}
      {honeypot && <Honeypot id={`${idPrefix}-website`} locale={locale} {...honeypot} />}
      <SubmitButton
        locale={locale}
        busy={status === 'sending'}
        disabled={consent ? !consent.agreement : undefined}
      >
        {submit}
      </SubmitButton>
      <StatusLine status={shownStatus ?? status} texts={texts} />
    </>
  );
}
