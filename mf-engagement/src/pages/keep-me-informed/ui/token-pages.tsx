/**
 * The pages behind the links of the keep-me-informed mails (SPEC §2):
 * - success `/{lang}/{keep-me-informed}/{success}`: check your mailbox;
 * - edit `/{lang}/{keep-me-informed}/{token}`: the subscription prefilled, saved on request; with
 *   `?confirm=1` (the confirmation mail's link) it confirms the subscription first, says so and
 *   drops the parameter from the address; saving changes then says only that they are saved;
 * - unsubscribe `/{lang}/{keep-me-informed}/{unsubscribe}/{token}`: unsubscribes in one step and
 *   says so; a second visit says it was already done.
 * An unknown or expired token, or an unsubscribed subscription, gets a page that says so and
 * offers to subscribe again, never an error. Messages are announced (status or alert regions).
 */
import type { AlertCriteria } from 'api/contract';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'shared/router';
import { useUnit } from 'shared/effector';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { CONFIRM_PARAM, subscriptionEditFieldsSchema } from '#engagement/forms';
import { buildPath } from 'shared/routes';
import { usePageMeta } from 'kit/seo';
import {
  FormEnd,
  noticeStyle,
  OutcomeHeading,
  outcomeLinkStyle,
  sectionStyle,
  useSiteForm,
} from 'kit/form-kit';
import { Button } from 'kit/ui/button';
import { colors } from 'shared/ui/tokens';
import { ENGAGEMENT_NAMESPACE } from '#engagement/config/i18n';
import { useFormWords } from '#engagement/lib/form-words';
import {
  $confirmation,
  $filterOptions,
  $subscription,
  $tokenState,
  $unsubscribeState,
  editForm,
  editPageOpened,
  editRetried,
  filterOptionsNeeded,
  unsubscribePageOpened,
  type TokenState,
} from '../model';
import { CriteriaFields, type CriteriaValues } from './criteria-fields';

/** The way back to subscribing, under a token page whose subscription cannot be used. */
function SubscribeAgain({ locale }: { locale: Locale }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  return (
    <p>
      <Link to={buildPath('keepMeInformed', locale)} css={outcomeLinkStyle}>
        {t('token.again')}
      </Link>
    </p>
  );
}

/** The success page after subscribing. */
export function SuccessPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  usePageMeta({ title: t('success.title'), noindex: true });
  return (
    <div data-boundary="engagement">
      <OutcomeHeading>{t('success.title')}</OutcomeHeading>
      <p role="status" css={{ maxWidth: '42rem' }}>
        {t('success.body')}
      </p>
      <p>
        <Link to={buildPath('search', locale)} css={outcomeLinkStyle}>
          {t('success.back')}
        </Link>
      </p>
    </div>
  );
}

/** What a token that leads nowhere shows: unknown, expired, unsubscribed, or a failed load. */
function TokenProblem({
  state,
  locale,
  onRetry,
}: {
  state: TokenState;
  locale: Locale;
  onRetry?: () => void;
}) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const texts: Partial<Record<TokenState, [string, string]>> = {
    unknown: [t('token.unknownTitle'), t('token.unknownBody')],
    expired: [t('token.expiredTitle'), t('token.expiredBody')],
    unsubscribed: [t('token.unsubscribedTitle'), t('token.unsubscribedBody')],
    failed: [t('edit.title'), t('token.failed')],
  };
  const [title, body] = texts[state] ?? ['', ''];
  return (
    <div data-boundary="engagement">
      <OutcomeHeading>{title}</OutcomeHeading>
      <p role={state === 'failed' ? 'alert' : 'status'} css={{ maxWidth: '42rem' }}>
        {body}
      </p>
      {state === 'failed' && onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          {t('token.retry')}
        </Button>
      ) : (
        <SubscribeAgain locale={locale} />
      )}
    </div>
  );
}

/** The edit form of a loaded subscription. */
function EditForm({
  locale,
  token,
  criteria,
}: {
  locale: Locale;
  token: string;
  criteria: AlertCriteria;
}) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const [options, opened, needOptions] = useUnit([
    $filterOptions,
    editForm.formOpened,
    filterOptionsNeeded,
  ]);
  const words = useFormWords(locale);
  const defaultValues: { criteria: CriteriaValues } = { criteria };
  const site = useSiteForm(subscriptionEditFieldsSchema, {
    locale,
    model: editForm,
    defaultValues,
    fields: (f) => f.startsWith('criteria.'),
    // Sent with the visitor's own secret token: no honeypot.
    honeypot: false,
    request: (values) => ({ token, locale, criteria: values.criteria }),
  });

  useEffect(() => {
    opened();
    needOptions(locale);
  }, [opened, needOptions, locale]);

  return (
    <form {...site.formProps} css={sectionStyle}>
      <CriteriaFields
        locale={locale}
        idPrefix="edit"
        control={site.form.control}
        register={site.form.register}
        errors={site.form.formState.errors}
        options={options}
      />
      <FormEnd
        {...site.end('edit', words, {
          sent: t('edit.saved'),
          unavailable: t('token.unsubscribedBody'),
        })}
        submit={t('edit.save')}
      />
    </form>
  );
}

/** The edit page of `token` in `locale`; confirms first when the link says so. */
export function EditPage({ locale, token }: { locale: Locale; token: string }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const location = useLocation();
  const confirm = new URLSearchParams(location.search).has(CONFIRM_PARAM);
  const [opened, retry, state, subscription, confirmation] = useUnit([
    editPageOpened,
    editRetried,
    $tokenState,
    $subscription,
    $confirmation,
  ]);
  usePageMeta({ title: t('edit.title'), description: t('edit.description'), noindex: true });

  useEffect(() => {
    opened({ token, confirm, locale });
  }, [opened, token, confirm, locale]);

  // Once confirmed, the address loses its `?confirm=1`: a reload, a bookmark or the address after
  // saving then shows the subscription, not a confirmation again ("already confirmed").
  const navigate = useNavigate();
  const confirmedHere = confirm && confirmation !== null;
  useEffect(() => {
    if (!confirmedHere) return;
    const query = new URLSearchParams(location.search);
    query.delete(CONFIRM_PARAM);
    const search = query.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
  }, [confirmedHere, location.pathname, location.search, location.hash, navigate]);

  if (state === 'loading') {
    return (
      <div data-boundary="engagement">
        <h1 css={{ marginTop: 0 }}>{t('edit.title')}</h1>
        <p role="status" aria-busy="true">
          {t('loading')}
        </p>
      </div>
    );
  }
  if (state !== 'ok' || !subscription?.criteria || subscription.status === 'unsubscribed')
    return (
      <TokenProblem
        state={state === 'ok' ? 'unsubscribed' : state}
        locale={locale}
        onRetry={retry}
      />
    );

  let notice: [string, string, string] | null = null;
  if (confirmation === 'now') notice = [t('edit.confirmedNow'), colors.success, '#eaf5ee'];
  else if (confirmation === 'already')
    notice = [t('edit.confirmedBefore'), colors.success, '#eaf5ee'];
  else if (subscription.status === 'pending') notice = [t('edit.pending'), colors.text, '#fff4e5'];

  return (
    <div data-boundary="engagement">
      <OutcomeHeading>{t('edit.title')}</OutcomeHeading>
      <p role="status" css={notice ? noticeStyle(notice[1], notice[2]) : { margin: 0 }}>
        {notice?.[0] ?? ''}
      </p>
      {subscription.emailHint && (
        <p css={{ maxWidth: '42rem' }}>{t('edit.address', { email: subscription.emailHint })}</p>
      )}
      <EditForm key={token} locale={locale} token={token} criteria={subscription.criteria} />
      <p>
        <Link to={buildPath('unsubscribe', locale, { token })} css={outcomeLinkStyle}>
          {t('edit.unsubscribe')}
        </Link>
      </p>
    </div>
  );
}

/** The unsubscribe page of `token` in `locale`: unsubscribes on arrival, in one step. */
export function UnsubscribePage({ locale, token }: { locale: Locale; token: string }) {
  const { t } = useTranslation(ENGAGEMENT_NAMESPACE, { lng: locale });
  const [opened, state] = useUnit([unsubscribePageOpened, $unsubscribeState]);
  usePageMeta({
    title: t('unsubscribe.title'),
    description: t('unsubscribe.description'),
    noindex: true,
  });

  useEffect(() => {
    opened({ token, locale });
  }, [opened, token, locale]);

  if (state === 'unknown' || state === 'failed')
    return <TokenProblem state={state} locale={locale} />;
  const text =
    state === 'working'
      ? t('unsubscribe.working')
      : state === 'already'
        ? t('unsubscribe.already')
        : t('unsubscribe.done');
  return (
    <div data-boundary="engagement">
      <OutcomeHeading>{t('unsubscribe.title')}</OutcomeHeading>
      <p role="status" aria-busy={state === 'working'} css={{ maxWidth: '42rem' }}>
        {text}
      </p>
      {state !== 'working' && <SubscribeAgain locale={locale} />}
    </div>
  );
}
