/**
 * The detail of a property, a project or a unit (SPEC §2 Detail pages, §3 Estate): title, key
 * facts (price or sold state, address, reference), pictures, description, rooms, surfaces and
 * energy, the units of a project, and for a unit the link back to its project. Empty fields are
 * hidden (SPEC §5).
 */
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from 'shared/domain';
import { localized } from 'shared/format';
import { colors, focusRing, radius, space } from 'shared/ui/tokens';
import { FederatedFragment, REMOTE_MODULES, type FavoriteToggleProps } from 'shared/remote';
import { DETAIL_NAMESPACE } from '../../../config/i18n';
import { projectPath, type DetailSubject } from '../lib/canonical';
import {
  addressView,
  displayTitle,
  energyView,
  galleryPictures,
  layoutRows,
  paragraphs,
  priceView,
  roomCounts,
  surfaceFacts,
} from '../lib/estate-view';
import { Fact, FactList, FloorText, PriceText } from './facts';
import { PictureGallery } from './picture-gallery';
import { UnitsTable } from './units-table';

interface EstateArticleProps {
  subject: DetailSubject;
  locale: Locale;
  /** Position of the gallery's main picture. */
  pictureIndex: number;
  /** Called when the visitor chooses a picture. */
  onPictureSelect: (index: number) => void;
}

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
}: EstateArticleProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  const { estate } = subject;
  const title = displayTitle(estate, locale);
  const price = priceView(estate, locale);
  const address = addressView(estate, locale);
  const reference = estate.general.reference;
  const description = paragraphs(localized(estate.general.description, locale));
  const { bedrooms, bathrooms } = roomCounts(estate);
  const rooms = layoutRows(estate, locale);
  const surfaces = surfaceFacts(estate);
  const energy = energyView(estate);

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
        <h1
          id="detail-title"
          css={{ margin: `0 0 ${space(2)}`, fontSize: '2rem', lineHeight: 1.2 }}
        >
          {title}
        </h1>
        <FederatedFragment<FavoriteToggleProps>
          id={REMOTE_MODULES.favoriteToggle}
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

      {(bedrooms !== null || bathrooms !== null || rooms.length > 0) && (
        <section aria-labelledby="detail-rooms-heading" css={sectionStyle}>
          <h2 id="detail-rooms-heading">{t('rooms.heading')}</h2>
          {(bedrooms !== null || bathrooms !== null) && (
            <FactList>
              {bedrooms !== null && <Fact label={t('rooms.bedrooms')}>{bedrooms}</Fact>}
              {bathrooms !== null && <Fact label={t('rooms.bathrooms')}>{bathrooms}</Fact>}
            </FactList>
          )}
          {rooms.length > 0 && (
            <div css={{ overflowX: 'auto' }}>
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
            </div>
          )}
        </section>
      )}

      {surfaces.length > 0 && (
        <section aria-labelledby="detail-surfaces-heading" css={sectionStyle}>
          <h2 id="detail-surfaces-heading">{t('surfaces.heading')}</h2>
          <FactList>
            {surfaces.map(({ field, value }) => (
              <Fact key={field} label={t(`surfaces.${field}`)}>
                {value}
              </Fact>
            ))}
          </FactList>
        </section>
      )}

      {energy && (
        <section aria-labelledby="detail-energy-heading" css={sectionStyle}>
          <h2 id="detail-energy-heading">{t('energy.heading')}</h2>
          <FactList>
            {energy.label && <Fact label={t('energy.label')}>{energy.label}</Fact>}
            {energy.epcValue && (
              <Fact label={t('energy.epcValue')}>
                {t('energy.epcValueText', { value: energy.epcValue })}
              </Fact>
            )}
            {energy.reference && <Fact label={t('energy.epcReference')}>{energy.reference}</Fact>}
          </FactList>
          {energy.barPercentage !== null && (
            <div
              aria-hidden="true"
              data-testid="epc-bar"
              css={{
                position: 'relative',
                maxWidth: '24rem',
                height: space(3),
                margin: `${space(3)} 0`,
                borderRadius: radius,
                background: 'linear-gradient(90deg, #1f6b3a, #8fb339, #f2a900, #d9682b, #a4261a)',
              }}
            >
              <span
                data-testid="epc-marker"
                style={{ left: `${energy.barPercentage}%` }}
                css={{
                  position: 'absolute',
                  top: `-${space(1)}`,
                  bottom: `-${space(1)}`,
                  width: '4px',
                  marginLeft: '-2px',
                  background: colors.text,
                  borderRadius: '2px',
                }}
              />
            </div>
          )}
        </section>
      )}

      {subject.kind === 'project' && (
        <UnitsTable project={estate} units={subject.units} title={title} locale={locale} />
      )}
    </article>
  );
}
