/**
 * The detail of a property, a project or a unit (SPEC §2 Detail pages, §3 Estate): title, key
 * facts (price or sold state, address, reference), pictures, description, rooms, surfaces and
 * energy, the units of a project, and for a unit the link back to its project. Empty fields are
 * hidden (SPEC §5).
 */
import { useMemo } from 'react';
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { localized } from 'shared/format';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { stickerColors } from 'kit/ui';
import { FederatedFragment, HydrateWhenVisible } from 'shared/remote';
import { shell } from 'shared/bus';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import {
  addressView,
  DescriptionSection,
  displayTitle,
  EpcBlock,
  FieldGroups,
  groupOf,
  layoutRows,
  MediaSection,
  mediaView,
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
import {
  $secondListing,
  SecondListingTabs,
  secondListingTabs,
} from '#detail/entities/second-listing-data-model';
import { ContactCard } from '#detail/features/contact-card';
import { CollectionsSection } from '#detail/features/estate-collections';
import { LocationMap, mapView } from '#detail/features/location-map';
import { galleryPictures, PictureGallery } from '#detail/features/picture-gallery';
import { PurchaseCostsSection } from '#detail/features/purchase-costs';
import { SimilarEstates } from '#detail/features/similar-estates';
import { Fact, FactList } from '#detail/lib/ui/facts';

interface EstateArticleProps {
  /** What the page shows: a property, a project with its units, or a unit of a project. */
  view: ProjectViewModel;
  /** The display fields of the shown estate in the page language (SPEC §3). */
  groups: DisplayGroup[];
  locale: Locale;
}

/** Display fields shown in the header's key facts, left out of the groups below. */
const HEADER_FIELDS = [
  'price.value',
  'price.priceFrom',
  'price.period',
  'general.reference',
  'general.transaction',
];

/** Renders the `<article>` of a detail page with an h1 and one section (h2) per group of fields. */
export function EstateArticle({ view, groups: allGroups, locale }: EstateArticleProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const [secondListing, settings] = useUnit([$secondListing, shell.$siteSettings]);
  const { estate } = view;
  // One array per estate: the gallery's lightbox starts over whenever it gets new slides.
  const pictures = useMemo(() => galleryPictures(estate), [estate]);
  const title = displayTitle(estate, locale);
  const price = priceView(estate, locale);
  const address = addressView(estate, locale);
  const reference = estate.general.reference;
  // Fields the header already shows (price line, reference, status) are not repeated.
  const groups = allGroups.map((g) => {
    const fields = g.fields.filter((f) => !HEADER_FIELDS.includes(f.key));
    return { ...g, fields, visible: fields.some((f) => f.visible) };
  });
  const map = mapView(estate, locale);

  return (
    <article aria-labelledby="detail-title" css={{ color: colors.text }}>
      <header>
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
            fontSize: 'clamp(1.5rem, 1rem + 3vw, 2rem)',
            lineHeight: 1.2,
          }}
        >
          {title}
        </h1>
        <FederatedFragment
          id="favorites/FavoriteToggle"
          props={{ estateId: estate.id, locale, variant: 'button' }}
        />
        <FactList>
          {price && (
            <Fact label={price.kind === 'status' ? t('price.status') : t('price.label')}>
              <PriceText price={price} locale={locale} />
            </Fact>
          )}
          {address && (
            <Fact label={t('address.heading')}>
              {address.street && (
                <>
                  {address.street}
                  {address.city && ', '}
                </>
              )}
              {address.city}
              {address.country && `, ${address.country}`}
            </Fact>
          )}
          {reference && <Fact label={t('reference')}>{reference}</Fact>}
        </FactList>
      </header>

      <PictureGallery pictures={pictures} title={title} locale={locale} />

      {/* Below the gallery, a section hydrates as the visitor nears it (less blocking). */}
      <HydrateWhenVisible>
        <DescriptionSection estate={estate} locale={locale} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <RoomsSection
          roomGroup={groupOf(groups, 'rooms')}
          rooms={layoutRows(estate, locale)}
          locale={locale}
        />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <FieldGroups
          groups={groups.filter((g) =>
            ['price', 'general', 'dimensions', 'financial', 'planning', 'technical'].includes(g.id),
          )}
        />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <PurchaseCostsSection estate={estate} listing={secondListing} locale={locale} />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <EpcBlock
          group={groupOf(groups, 'energy')}
          epcValue={estate.energy?.epcValue ?? null}
          locale={locale}
        />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <FieldGroups
          groups={groups.filter((g) =>
            [
              'facilities',
              'buildTechnicals',
              'environments',
              'rentalOptions',
              'extraFields',
            ].includes(g.id),
          )}
        />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <MediaSection media={mediaView(estate, locale)} locale={locale} />
      </HydrateWhenVisible>
      {map && (
        <HydrateWhenVisible>
          <LocationMap map={map} locale={locale} />
        </HydrateWhenVisible>
      )}
      <HydrateWhenVisible>
        <SecondListingTabs
          tabs={
            secondListing ? secondListingTabs(secondListing, locale, settings.defaultLocale) : []
          }
          heading={t('skarabee.heading')}
          locale={locale}
        />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <ContactCard locale={locale} />
      </HydrateWhenVisible>
      {view.kind === 'project' && (
        <HydrateWhenVisible>
          <UnitsTable project={estate} units={view.units} title={title} locale={locale} />
        </HydrateWhenVisible>
      )}
      <HydrateWhenVisible>
        <CollectionsSection locale={locale} />
        <SimilarEstates locale={locale} />
      </HydrateWhenVisible>
    </article>
  );
}
