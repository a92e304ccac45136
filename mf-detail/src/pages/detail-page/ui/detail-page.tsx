/**
 * The detail page (SPEC §2): reads the route (`:estateId`, `:slug`, `:entityId`, `?entity=`),
 * fires the model's start event, redirects to the canonical path when the model says so, sets the
 * page meta and renders the state the model is in. No logic of its own beyond that.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { usePageMeta, type PageMeta } from 'shared/seo';
import { FederatedFragment } from 'shared/remote';
import { DETAIL_NAMESPACE } from '../../../config/i18n';
import { alternatePaths, type DetailRoute } from '../lib/canonical';
import { detailMeta, displayTitle } from '../lib/estate-view';
import {
  $canonicalPath,
  $collections,
  $contactInfo,
  $error,
  $lightboxIndex,
  $mapTiles,
  $similar,
  $skarabee,
  $isNotFound,
  $pictureIndex,
  $redirectPath,
  $route,
  $subject,
  detailPageOpened,
  lightboxClosed,
  lightboxOpened,
  mapShown,
  pictureSelected,
  retryPressed,
} from '../model';
import { DetailError, DetailLoading, DetailNotFound } from './detail-status';
import { EstateArticle } from './estate-article';

/** True when the model's route is the one on screen (not the previous page's). */
function sameRoute(a: DetailRoute | null, b: DetailRoute): boolean {
  return (
    a !== null &&
    a.estateId === b.estateId &&
    a.slug === b.slug &&
    a.entityId === b.entityId &&
    a.entityQuery === b.entityQuery &&
    a.locale === b.locale
  );
}

/**
 * The detail page of a property, project or unit in `locale`; must render inside the shell's
 * router on one of the detail routes. Shows a loading state, the estate, a not-found section, or
 * an error with a retry button.
 */
export function DetailPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const params = useParams();
  const location = useLocation();
  const searchParams = new URLSearchParams(location.search);
  const navigate = useNavigate();
  const units = useUnit({
    opened: detailPageOpened,
    retry: retryPressed,
    selectPicture: pictureSelected,
    route: $route,
    subject: $subject,
    isNotFound: $isNotFound,
    error: $error,
    canonical: $canonicalPath,
    redirectPath: $redirectPath,
    pictureIndex: $pictureIndex,
    lightboxIndex: $lightboxIndex,
    openLightbox: lightboxOpened,
    closeLightbox: lightboxClosed,
    contact: $contactInfo,
    collections: $collections,
    skarabee: $skarabee,
    similar: $similar,
    mapTiles: $mapTiles,
    showMap: mapShown,
  });
  const { opened, route, subject, isNotFound, error, canonical, redirectPath } = units;

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
  if (isCurrent && subject && canonical) {
    meta = { ...detailMeta(subject, locale), canonical, alternates: alternatePaths(subject) };
  } else if (isCurrent && isNotFound) {
    meta = { title: t('notFound.title'), noindex: true };
  } else if (isCurrent && error) {
    meta = { title: t('error.title'), noindex: true };
  }
  usePageMeta(meta);

  if (!isCurrent || target) return <DetailLoading locale={locale} />;
  if (isNotFound) return <DetailNotFound locale={locale} />;
  if (error) return <DetailError locale={locale} onRetry={units.retry} />;
  if (!subject || !canonical) return <DetailLoading locale={locale} />;
  return (
    <>
      <EstateArticle
        subject={subject}
        locale={locale}
        pictureIndex={units.pictureIndex}
        onPictureSelect={units.selectPicture}
        lightboxIndex={units.lightboxIndex}
        onLightboxOpen={units.openLightbox}
        onLightboxClose={units.closeLightbox}
        contact={units.contact}
        collections={units.collections}
        skarabee={units.skarabee}
        similar={units.similar}
        mapTiles={units.mapTiles}
        onMapShown={units.showMap}
      />
      {/* The engagement team's forms (issue 11); nothing while they load or when they cannot. */}
      <FederatedFragment
        id="engagement/ContactForm"
        props={{
          locale,
          estateId: subject.estate.id,
          estateTitle: displayTitle(subject.estate, locale),
        }}
      />
      <FederatedFragment
        id="engagement/SendToFriend"
        props={{ locale, estateId: subject.estate.id }}
      />
    </>
  );
}
