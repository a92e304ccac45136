/**
 * The detail page (SPEC §2): reads the route (`:estateId`, `:slug`, `:entityId`, `?entity=`),
 * fires the model's start event, redirects to the canonical path when the model says so, sets the
 * page meta and renders the state the project view model is in. No logic of its own beyond that.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { usePageMeta, type PageMeta } from 'kit/seo';
import { HydrateWhenVisible } from 'kit/ui/hydrate-when-visible';
import { FederatedFragment } from 'kit/remote';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { detailMeta, displayTitle, offersViewing } from '#detail/entities/estate';
import {
  $displayGroups,
  $error,
  $isNotFound,
  $viewModel,
  alternatePaths,
} from '#detail/entities/project-view-model';
import { detailQueryTarget, sameRoute } from '../lib/route';
import { $canonicalPath, $redirectPath, $route, detailPageOpened, retryPressed } from '../model';
import { DetailError, DetailLoading, DetailNotFound } from './detail-status';
import { EstateArticle, QUESTION_ID, VIEWING_ID } from './estate-article';
import { JumpTarget } from './jump-target';
import { ValuationTeaser } from './valuation-teaser';

/**
 * The detail page's routes (SPEC §2) in `locale`; must render inside the shell's router. On
 * `/{lang}/detail` (no estate id in the path) it sends the visitor on (`detailQueryTarget`: the
 * estate of `?id=`, else the offer); on every other detail route it shows the estate.
 */
export function DetailPage({ locale }: { locale: Locale }) {
  const { estateId } = useParams();
  return estateId ? <EstateDetailPage locale={locale} /> : <DetailQueryRedirect locale={locale} />;
}

/** `/{lang}/detail?id=...`: replaces the address with the one of `detailQueryTarget`. */
function DetailQueryRedirect({ locale }: { locale: Locale }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const target = detailQueryTarget(search, locale);
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [target, navigate]);
  return <DetailLoading locale={locale} />;
}

/**
 * The detail page of a property, project or unit in `locale`; must render inside the shell's
 * router on one of the detail routes with an estate id. Shows a loading state, the estate, a
 * not-found section, or an error with a retry button.
 */
function EstateDetailPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const params = useParams();
  const location = useLocation();
  const searchParams = new URLSearchParams(location.search);
  const navigate = useNavigate();
  const units = useUnit({
    opened: detailPageOpened,
    retry: retryPressed,
    route: $route,
    view: $viewModel,
    groups: $displayGroups,
    isNotFound: $isNotFound,
    error: $error,
    canonical: $canonicalPath,
    redirectPath: $redirectPath,
  });
  const { opened, route, view, isNotFound, error, canonical, redirectPath } = units;

  const estateId = params.estateId ?? '';
  const slug = params.slug ?? null;
  const entityId = params.entityId ?? null;
  const entityQuery = searchParams.get('entity');

  useEffect(() => {
    opened({ estateId, slug, entityId, entityQuery, locale });
  }, [opened, estateId, slug, entityId, entityQuery, locale]);

  const isCurrent = sameRoute(route, { estateId, slug, entityId, entityQuery, locale });
  const here = `${location.pathname}${location.search}`;
  const target = isCurrent && redirectPath !== null && redirectPath !== here ? redirectPath : null;

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [target, navigate]);

  let meta: PageMeta | null = null;
  if (isCurrent && view && canonical) {
    meta = { ...detailMeta(view.estate, locale), canonical, alternates: alternatePaths(view) };
  } else if (isCurrent && isNotFound) {
    meta = { title: t('notFound.title'), noindex: true };
  } else if (isCurrent && error) {
    meta = { title: t('error.title'), noindex: true };
  }
  usePageMeta(meta);

  if (!isCurrent || target) return <DetailLoading locale={locale} />;
  if (isNotFound) return <DetailNotFound locale={locale} />;
  if (error) return <DetailError locale={locale} onRetry={units.retry} />;
  if (!view || !canonical) return <DetailLoading locale={locale} />;
  return (
    <EstateArticle view={view} groups={units.groups} locale={locale}>
      {/* The market's appointment module: a live agenda or a viewing request; none for
          a sold, rented or taken-over estate, nothing when it cannot load. Like the forms below,
          loaded and hydrated a screen before the visitor gets there (less blocking), so that it is
          live before anyone can type into it. The contact column's links lead to them. */}
      {offersViewing(view.estate) && (
        <JumpTarget id={VIEWING_ID}>
          <HydrateWhenVisible rootMargin="100%">
            <FederatedFragment
              id="appointments/AppointmentBooking"
              props={{ locale, estateId: view.estate.id }}
            />
          </HydrateWhenVisible>
        </JumpTarget>
      )}
      {/* The engagement team's forms; nothing while they load or when they cannot. */}
      <JumpTarget id={QUESTION_ID}>
        <HydrateWhenVisible rootMargin="100%">
          <FederatedFragment
            id="engagement/ContactForm"
            props={{
              locale,
              estateId: view.estate.id,
              estateTitle: displayTitle(view.estate, locale),
            }}
          />
        </HydrateWhenVisible>
      </JumpTarget>
      <HydrateWhenVisible rootMargin="100%">
        <FederatedFragment
          id="engagement/SendToFriend"
          props={{ locale, estateId: view.estate.id }}
        />
      </HydrateWhenVisible>
      <ValuationTeaser estate={view.estate} locale={locale} />
    </EstateArticle>
  );
}
