/**
 * The detail of a property, a project or a unit (SPEC §2 Detail pages, §3 Estate): title, price
 * or sold state, address and key facts, pictures, a contact column with the calls to action,
 * description, a project's units, rooms and energy, the remaining fields folded, and for a unit
 * the link back to its project. Empty fields are hidden (SPEC §5).
 */
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { labelled, localized } from 'shared/format';
import { colors, focusRing, mq, radius, space, visuallyHidden } from 'shared/ui/tokens';
import { isRent } from 'shared/estate';
import { detailLayoutStyle, stickerColors } from 'kit/ui';
import { HydrateWhenVisible } from 'kit/ui/hydrate-when-visible';
import { FederatedFragment } from 'kit/remote';
import { shell } from 'shared/bus';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import {
  addressView,
  availableLikePath,
  DescriptionSection,
  displayTitle,
  EpcBlock,
  FieldGroups,
  groupOf,
  keyFacts,
  KeyFactsBar,
  layoutRows,
  MediaSection,
  mediaView,
  offersViewing,
  PriceText,
  priceView,
  RoomsSection,
  type DisplayGroup,
} from '#detail/entities/estate';
import {
  projectPath,
  UnitsTable,
  type ProjectViewModel,
} from '#detail/entities/project-view-model';
import { $secondListing, SecondListingSection } from '#detail/entities/second-listing-data-model';
import {
  BrochureMasthead,
  BrochureQrCode,
  BrochureStyles,
  isPrintView,
  PrintAction,
  PrintViewBanner,
} from '#detail/features/brochure';
import { CallBar, ContactCard } from '#detail/features/contact-card';
import { CollectionsSection } from '#detail/features/estate-collections';
import { LocationMap, mapView } from '#detail/features/location-map';
import {
  floorPlans,
  galleryPictures,
  PictureGallery,
  tourLink,
} from '#detail/features/picture-gallery';
import { MonthlyCostSection, PurchaseCostsSection } from '#detail/features/purchase-costs';
import { ShareActions } from '#detail/features/share';
import { SimilarEstates } from '#detail/features/similar-estates';
import { $canonicalPath } from '../model';

interface EstateArticleProps {
  /** What the page shows: a property, a project with its units, or a unit of a project. */
  view: ProjectViewModel;
  /** The display fields of the shown estate in the page language (SPEC §3). */
  groups: DisplayGroup[];
  locale: Locale;
  /** What ends the main column: the page's forms (viewing request, contact, send to a friend). */
  children?: ReactNode;
}

/** Display fields shown at the top (price line, state, reference), left out of the groups below. */
const HEADER_FIELDS = [
  'price.value',
  'price.priceFrom',
  'price.period',
  'general.reference',
  'general.transaction',
];

/** The ids of the page's contact form and viewing request, the calls to action's targets. */
export const QUESTION_ID = 'detail-question';
export const VIEWING_ID = 'detail-viewing';

const ctaStyle = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '48px',
  padding: `${space(2)} ${space(4)}`,
  borderRadius: radius,
  fontWeight: 700,
  textAlign: 'center',
  textDecoration: 'none',
  ...focusRing,
} as const;
const primaryCta = { ...ctaStyle, background: colors.primary, color: colors.onPrimary } as const;
const secondaryCta = {
  ...ctaStyle,
  border: `2px solid ${colors.primary}`,
  background: colors.surface,
  color: colors.primary,
} as const;

/**
 * Renders the `<article>` of a detail page: its header (h1, price, address, key facts), the
 * gallery (a ribbon on it for a sold or rented estate), the contact column (the agent, "Plan a
 * viewing" or, when it can no longer be visited, the like still available, and "Ask a question"),
 * then the description, a project's units, the folded groups of fields and the sections below;
 * `children` (the page's forms) end the main column. Below the two-column width a bar at the
 * bottom of the screen offers "Call" and "Ask a question".
 */
export function EstateArticle({ view, groups: allGroups, locale, children }: EstateArticleProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const [secondListing, settings, canonical] = useUnit([
    $secondListing,
    shell.$siteSettings,
    $canonicalPath,
  ]);
  const { estate } = view;
  const printView = isPrintView(useLocation().search);
  // One array per estate: the gallery's lightbox starts over whenever it gets new slides.
  const pictures = useMemo(() => galleryPictures(estate), [estate]);
  const plans = useMemo(() => floorPlans(estate, locale), [estate, locale]);
  const tour = tourLink(estate, secondListing);
  const title = displayTitle(estate, locale);
  const price = priceView(estate, locale);
  const address = addressView(estate, locale);
  const reference = estate.general.reference;
  const facts = keyFacts(estate);
  const availableLike = availableLikePath(estate, locale);
  const visitable = offersViewing(estate);
  // Fields shown at the top (price line, reference, status) are not repeated.
  const groups = allGroups.map((g) => {
    const fields = g.fields.filter((f) => !HEADER_FIELDS.includes(f.key));
    return { ...g, fields, visible: fields.some((f) => f.visible) };
  });
  const map = mapView(estate, locale);
  // The ribbon repeats the price line's state for the eye only (drawn from its attribute, so the
  // state is in the page's text once).
  const ribbon =
    price?.kind === 'status' && availableLike ? (
      <span
        aria-hidden="true"
        data-testid="detail-ribbon"
        data-label={price.status}
        css={{
          position: 'absolute',
          top: space(4),
          left: 0,
          padding: `${space(2)} ${space(5)}`,
          background: colors.accent,
          color: colors.onPrimary,
          fontWeight: 800,
          fontSize: '1.125rem',
          letterSpacing: '0.06em',
          textTransform: 'uppercase',
          borderRadius: `0 ${radius} ${radius} 0`,
          boxShadow: '0 2px 8px rgba(29, 35, 43, 0.3)',
          pointerEvents: 'none',
          '&::after': { content: 'attr(data-label)' },
        }}
      />
    ) : null;

  return (
    <article aria-labelledby="detail-title" css={detailLayoutStyle(pictures.length > 0)}>
      <BrochureStyles printView={printView} />
      <header css={{ gridArea: 'head', minWidth: 0, marginBottom: space(4) }}>
        {printView && canonical && <PrintViewBanner canonicalPath={canonical} locale={locale} />}
        <BrochureMasthead />
        {view.kind === 'unit' && (
          <p css={{ margin: `0 0 ${space(2)}` }}>
            <Link
              to={projectPath(view.project, locale)}
              css={{ color: colors.primary, ...focusRing }}
            >
              {t('unit.back', { title: displayTitle(view.project, locale) })}
            </Link>
          </p>
        )}
        {estate.general.sticker && localized(estate.general.sticker.name, locale) && (
          <p
            data-testid="detail-sticker"
            css={{
              display: 'inline-block',
              margin: `0 0 ${space(2)}`,
              padding: `${space(1)} ${space(2)}`,
              borderRadius: radius,
              fontWeight: 700,
              textTransform: 'uppercase',
              fontSize: '0.85rem',
              ...stickerColors(estate.general.sticker),
            }}
          >
            {localized(estate.general.sticker.name, locale)}
          </p>
        )}
        <h1
          id="detail-title"
          css={{
            margin: `0 0 ${space(2)}`,
            fontSize: 'clamp(1.5rem, 1rem + 1.5vw, 1.875rem)',
            lineHeight: 1.2,
            // A long compound ("Appartementsgebouw", "Mehrfamilienhaus") is hyphenated where the
            // browser knows the language, and otherwise fits the column whole at this size.
            hyphens: 'auto',
            [mq('lg')]: { fontSize: '1.5rem' },
          }}
        >
          {title}
        </h1>
        {price && (
          <p
            data-testid="detail-price"
            css={{
              margin: `${space(2)} 0`,
              fontSize: 'clamp(1.75rem, 1.25rem + 2vw, 2.25rem)',
              fontWeight: 800,
              lineHeight: 1.15,
              color: price.kind === 'status' ? colors.accent : colors.primary,
            }}
          >
            <span css={visuallyHidden}>
              {price.kind === 'status' ? t('price.status') : t('price.label')}:{' '}
            </span>
            <PriceText price={price} locale={locale} />
          </p>
        )}
        {address && (
          <p data-testid="detail-address" css={{ margin: 0, fontSize: '1.0625rem' }}>
            <span css={visuallyHidden}>{t('address.heading')}: </span>
            {address.street && (
              <>
                {address.street}
                {address.city && ', '}
              </>
            )}
            {address.city}
            {address.country && `, ${address.country}`}
          </p>
        )}
        <KeyFactsBar facts={facts} locale={locale} />
        {/* Keep, compare, share and print, side by side as the portals have them; not on paper. */}
        <div
          className="detail-screen-only"
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-start',
            gap: space(3),
            marginTop: space(3),
          }}
        >
          <FederatedFragment
            id="favorites/FavoriteToggle"
            props={{ estateId: estate.id, locale, variant: 'button' }}
          />
          <FederatedFragment
            id="favorites/CompareToggle"
            props={{ estateId: estate.id, locale, variant: 'button' }}
          />
          {canonical && <ShareActions canonicalPath={canonical} title={title} locale={locale} />}
          {canonical && <PrintAction canonicalPath={canonical} locale={locale} />}
        </div>
        {/* Nothing to see: the favourites team adds the estate to the recently viewed. */}
        <FederatedFragment id="favorites/ViewedEstate" props={{ estateId: estate.id }} />
      </header>

      {/* The gallery's section starts with its photo (its heading is for screen readers only):
          the ribbon, placed from the top of this box, lies on the photo. */}
      <div
        css={{
          gridArea: 'gallery',
          position: 'relative',
          minWidth: 0,
          '& > section': { marginTop: 0 },
        }}
      >
        <PictureGallery
          pictures={pictures}
          plans={plans}
          tour={tour}
          title={title}
          locale={locale}
        />
        {pictures.length > 0 && ribbon}
      </div>

      <div
        data-testid="detail-aside"
        css={{
          gridArea: 'aside',
          alignSelf: 'start',
          display: 'grid',
          // One column as wide as the box, never as wide as its widest word (the agent's e-mail
          // address or a button's text on a 320 px screen).
          gridTemplateColumns: 'minmax(0, 1fr)',
          gap: space(3),
          margin: `${space(2)} 0 ${space(6)}`,
          padding: space(4),
          border: `1px solid ${colors.border}`,
          borderRadius: radius,
          background: colors.surfaceAlt,
          [mq('lg')]: { position: 'sticky', top: space(4), margin: 0 },
        }}
      >
        {/* The calls to action first; an estate no longer on offer shows where its like still
            is instead of a viewing. */}
        {availableLike && (
          <>
            <p className="detail-screen-only" css={{ margin: 0, fontWeight: 600 }}>
              {t('cta.closed')}
            </p>
            <Link
              to={availableLike}
              data-testid="detail-available-like"
              className="detail-screen-only"
              css={primaryCta}
            >
              {isRent(estate) ? t('cta.similarRent') : t('cta.similar')}
            </Link>
          </>
        )}
        {visitable && (
          <a href={`#${VIEWING_ID}`} className="detail-screen-only" css={primaryCta}>
            {t('cta.viewing')}
          </a>
        )}
        <a href={`#${QUESTION_ID}`} className="detail-screen-only" css={secondaryCta}>
          {t('cta.question')}
        </a>
        <HydrateWhenVisible>
          <ContactCard locale={locale} />
        </HydrateWhenVisible>
        {/* The reference a visitor quotes on the phone, beside the numbers to call. */}
        {reference && (
          <p css={{ margin: 0, color: colors.muted }}>
            <span>{labelled(t('reference'), locale)}</span> <span>{reference}</span>
          </p>
        )}
        {canonical && <BrochureQrCode canonicalPath={canonical} locale={locale} />}
      </div>

      <div css={{ gridArea: 'body', minWidth: 0 }}>
        {/* Below the first screen, a section hydrates as the visitor nears it (less blocking);
            the map also loads its code then (the server's HTML holds it whole, so nothing
            moves). The sections a visitor presses in keep their code in the page's chunk: a
            press on a part still fetching its code would be lost. */}
        <HydrateWhenVisible>
          <DescriptionSection estate={estate} locale={locale} />
        </HydrateWhenVisible>
        {view.kind === 'project' && (
          <HydrateWhenVisible>
            <UnitsTable project={estate} units={view.units} title={title} locale={locale} />
          </HydrateWhenVisible>
        )}
        <HydrateWhenVisible>
          <RoomsSection
            roomGroup={groupOf(groups, 'rooms')}
            rooms={layoutRows(estate, locale)}
            locale={locale}
          />
        </HydrateWhenVisible>
        <HydrateWhenVisible>
          <EpcBlock
            group={groupOf(groups, 'energy')}
            epcValue={estate.energy?.epcValue ?? null}
            locale={locale}
          />
        </HydrateWhenVisible>
        <HydrateWhenVisible className="detail-screen-only">
          <div css={{ margin: `${space(6)} 0`, borderTop: `1px solid ${colors.border}` }}>
            <FieldGroups
              folded
              locale={locale}
              groups={groups.filter((g) =>
                [
                  'price',
                  'general',
                  'dimensions',
                  'financial',
                  'planning',
                  'technical',
                  'facilities',
                  'buildTechnicals',
                  'environments',
                  'rentalOptions',
                  'extraFields',
                ].includes(g.id),
              )}
            />
          </div>
        </HydrateWhenVisible>
        <HydrateWhenVisible className="detail-screen-only">
          <PurchaseCostsSection estate={estate} listing={secondListing} locale={locale} />
        </HydrateWhenVisible>
        <HydrateWhenVisible className="detail-screen-only">
          <MonthlyCostSection estate={estate} locale={locale} />
        </HydrateWhenVisible>
        <HydrateWhenVisible className="detail-screen-only">
          {secondListing && (
            <SecondListingSection
              listing={secondListing}
              heading={t('skarabee.heading')}
              locale={locale}
              dataLocale={settings.defaultLocale}
            />
          )}
        </HydrateWhenVisible>
        <HydrateWhenVisible className="detail-screen-only">
          <MediaSection media={mediaView(estate, locale)} locale={locale} />
        </HydrateWhenVisible>
        {map && (
          <HydrateWhenVisible className="detail-screen-only">
            <LocationMap map={map} locale={locale} />
          </HydrateWhenVisible>
        )}
        <div className="detail-screen-only">{children}</div>
        <HydrateWhenVisible className="detail-screen-only">
          <CollectionsSection locale={locale} />
          <SimilarEstates locale={locale} />
        </HydrateWhenVisible>
      </div>
      <CallBar locale={locale} questionId={QUESTION_ID} />
    </article>
  );
}
