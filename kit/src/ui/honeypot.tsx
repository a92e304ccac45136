/**
 * The honeypot of a form (against bots, without CAPTCHA): a text field off screen, out of the tab
 * order and hidden from assistive technology, labelled "Leave this field empty" in the page's
 * language. People never see it; a bot that fills in every field does, and the API answers its
 * submission as accepted and drops it (api/contract isLikelyBot). Register it as the form's
 * `website` field (HONEYPOT_FIELD).
 */
import { forwardRef, type InputHTMLAttributes, type Ref } from 'react';
import type { Locale } from 'shared/domain';
import { useSharedUiT } from './i18n';

/** The props: the input's id and the page's language, and the input's own (register's). */
export type HoneypotProps = InputHTMLAttributes<HTMLInputElement> & { id: string; locale: Locale };

/** The honeypot field (see the module's comment). */
export const Honeypot = forwardRef(function Honeypot(
  { id, locale, ...input }: HoneypotProps,
  ref: Ref<HTMLInputElement>,
) {
  const t = useSharedUiT(locale);
  return (
    <div
      aria-hidden="true"
      css={{
        position: 'absolute',
        left: '-10000px',
        top: 'auto',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
      }}
    >
      <label htmlFor={id}>{t('form.honeypot')}</label>
      <input ref={ref} id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
});
