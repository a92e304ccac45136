/**
 * The detail of a property, a project or a unit (SPEC §2 Detail pages, §3 Estate): title, key
 * facts (price or sold state, address, reference), pictures, description, rooms, surfaces and
 * energy, the units of a project, and for a unit the link back to its project. Empty fields are
 * hidden (SPEC §5).
 */
import { Link } from 'shared/router';
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import type { MapTiles } from 'shared/config';
import { localized } from 'shared/format';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { stickerColors } from 'shared/ui';
import { FederatedFragment } from 'shared/remote';
import { DETAIL_NAMESPACE } from '../../../config/i18n';
import { projectPath, type DetailSubject } from '../lib/canonical';
import {
  addressView,
  displayTitle,
  galleryPictures,
  layoutRows,
  mapView,
  mediaView,
  paragraphs,
  priceView,
} from '../lib/estate-view';
import { displayGroups, groupOf, visibleFields } from '../lib/display-fields';
import { skarabeeTabs } from '../lib/skarabee-view';
import type { ContactInfo, Estate, EstateCollection, SkarabeeListing } from 'shared/domain';
import { EpcBlock } from './epc-block';
import { FieldGroups } from './field-groups';
import { LocationMap } from './location-map';
import { SkarabeeTabs } from './skarabee-tabs';
import { CollectionsSection, ContactCard, MediaSection, SimilarEstates } from './around-sections';
import { Fact, FactList, FloorText, PriceText } from './facts';
import { PictureGallery } from './picture-gallery';
import { UnitsTable } from './units-table';
import { TableScroller } from './table-scroller';

interface EstateArticleProps {
  subject: DetailSubject;
  locale: Locale;
  /** Position of the gallery's main picture. */
  pictureIndex: number;
  /** Called when the visitor chooses a picture. */
  onPictureSelect: (index: number) => void;
  /** Position of the picture in the open lightbox, null while closed. */
  lightboxIndex: number | null;
  onLightboxOpen: (index: number) => void;
  onLightboxClose: () => void;
  /** The sales representative from GET contact-info, null when none. */
  contact: ContactInfo | null;
  /** Estate collections the estate refers to. */
  collections: EstateCollection[];
  /** The second-source listing (general.guid set), null when none. */
  skarabee: SkarabeeListing | null;
  /** Similar estates (max 4). */
  similar: Estate[];
  /** Map tiles (URL template and attribution) of the runtime config, null for a plain background. */
  mapTiles: MapTiles | null;
  /** Called when the map section comes into view. */
  onMapShown: () => void;
}

/** Display fields shown in the header's key facts, left out of the groups below. */
const HEADER_FIELDS = [
  'price.value',
  'price.priceFrom',
  'price.period',
  'general.reference',
  'general.transaction',
];

const sectionStyle = { margin: `${space(6)} 0` } as const;
const cell = {
  padding: `${space(2)} ${space(3)}`,
  borderBottom: `1px solid ${colors.border}`,
  textAlign: 'left',
} as const;

/** Renders the `<article>` of a detail page with an h1 and one section (h2) per group of fields. */
export function EstateArticle({
  subject,
  locale,
  pictureIndex,
  onPictureSelect,
  lightboxIndex,
  onLightboxOpen,
  onLightboxClose,
  contact,
  collections,
  skarabee,
  similar,
  mapTiles,
  onMapShown,
}: EstateArticleProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const { estate } = subject;
  const title = displayTitle(estate, locale);
  const price = priceView(estate, locale);
  const address = addressView(estate, locale);
  const reference = estate.general.reference;
  const description = paragraphs(localized(estate.general.description, locale));
  const rooms = layoutRows(estate, locale);
  // Fields the header already shows (price line, reference, status) are not repeated.
  const groups = displayGroups(estate, locale).map((g) => {
    const fields = g.fields.filter((f) => !HEADER_FIELDS.includes(f.key));
    return { ...g, fields, visible: fields.some((f) => f.visible) };
  });
  const roomGroup = groupOf(groups, 'rooms');
  const map = mapView(estate, locale);

  return (
    <article aria-labelledby="detail-title" css={{ color: colors.text }}>
      <header>
        {subject.kind === 'unit' && (
          <p css={{ margin: `0 0 ${space(2)}` }}>
            <Link
              to={projectPath(subject.project, locale)}
              css={{ color: colors.primary, ...focusRing }}
            >
              {t('unit.back', { title: displayTitle(subject.project, locale) })}
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
          css={{ margin: `0 0 ${space(2)}`, fontSize: '2rem', lineHeight: 1.2 }}
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
            </Fact>
          )}
          {reference && <Fact label={t('reference')}>{reference}</Fact>}
        </FactList>
      </header>

      <PictureGallery
        pictures={galleryPictures(estate)}
        title={title}
        current={pictureIndex}
        onSelect={onPictureSelect}
        lightboxIndex={lightboxIndex}
        onOpen={onLightboxOpen}
        onClose={onLightboxClose}
        locale={locale}
      />

      {description.length > 0 && (
        <section aria-labelledby="detail-description-heading" css={sectionStyle}>
          <h2 id="detail-description-heading">{t('description.heading')}</h2>
          {description.map((paragraph, i) => (
            <p key={i} css={{ lineHeight: 1.6, maxWidth: '70ch' }}>
              {paragraph}
            </p>
          ))}
        </section>
      )}

      {(roomGroup.visible || rooms.length > 0) && (
        <section aria-labelledby="detail-rooms-heading" css={sectionStyle}>
          <h2 id="detail-rooms-heading">{t('rooms.heading')}</h2>
          {roomGroup.visible && (
            <FactList>
              {visibleFields(roomGroup).map((f) => (
                <Fact key={f.key} label={f.label}>
                  {f.value}
                </Fact>
              ))}
            </FactList>
          )}
          {rooms.length > 0 && (
            <TableScroller label={t('rooms.layout')}>
              <table css={{ borderCollapse: 'collapse', minWidth: '50%' }}>
                <caption css={{ textAlign: 'left', color: colors.muted, padding: `${space(2)} 0` }}>
                  {t('rooms.layout')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" css={cell}>
                      {t('rooms.type')}
                    </th>
                    <th scope="col" css={cell}>
                      {t('rooms.count')}
                    </th>
                    <th scope="col" css={cell}>
                      {t('rooms.surface')}
                    </th>
                    <th scope="col" css={cell}>
                      {t('rooms.floor')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rooms.map((room, i) => (
                    <tr key={`${room.name}-${i}`}>
                      <th scope="row" css={{ ...cell, fontWeight: 400 }}>
                        {room.name}
                      </th>
                      <td css={cell}>{room.count ?? ''}</td>
                      <td css={cell}>{room.surface ?? ''}</td>
                      <td css={cell}>
                        <FloorText floor={room.floor} locale={locale} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroller>
          )}
        </section>
      )}

      <FieldGroups
        groups={groups.filter((g) =>
          ['price', 'general', 'dimensions', 'financial', 'planning', 'technical'].includes(g.id),
        )}
      />

      <EpcBlock
        group={groupOf(groups, 'energy')}
        epcValue={estate.energy?.epcValue ?? null}
        locale={locale}
      />

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

      <MediaSection media={mediaView(estate, locale)} locale={locale} />

      {map && <LocationMap map={map} tiles={mapTiles} onShown={onMapShown} locale={locale} />}

      <SkarabeeTabs
        tabs={skarabee ? skarabeeTabs(skarabee, locale) : []}
        heading={t('skarabee.heading')}
        locale={locale}
      />

      <ContactCard contact={contact} locale={locale} />

      {subject.kind === 'project' && (
        <UnitsTable project={estate} units={subject.units} title={title} locale={locale} />
      )}

      <CollectionsSection collections={collections} locale={locale} />
      <SimilarEstates estates={similar} locale={locale} />
    </article>
  );
}
