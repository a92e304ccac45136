/**
 * The detail page's head from its data, built on the server by the page's
 * preparation: a schema.org RealEstateListing of the property, project or unit (its offer with
 * price in euro and availability by status; the place it is about, its main entity, with address,
 * geo position and floor size), the page's BreadcrumbList, the estate's first picture for link previews, and that
 * picture to preload (the gallery's main picture, the page's largest paint).
 */
import type {
  Accommodation,
  AggregateOffer,
  Apartment,
  House,
  Offer,
  RealEstateListing,
} from 'schema-dts';
import type { Estate, Locale, Site } from 'shared/domain';
import { localized } from 'shared/format';
import { isPriceHidden, statusOfTransaction, transToQuery, cityNameOf } from 'shared/estate';
import { buildPath } from 'shared/routes';
import type { PreparedHead } from 'shared/remote';
import {
  absoluteUrl,
  breadcrumbList,
  postalAddress,
  SCHEMA_CONTEXT,
  type WithContext,
} from 'kit/seo/structured-data';
import { availabilityOf, floorSize, geoCoordinates } from '#detail/lib/schema-org';
import { detailMeta, displayTitle, hasValue } from '#detail/entities/estate';
import { canonicalPath, type ProjectViewModel } from '#detail/entities/project-view-model';
import { galleryPictures } from '#detail/features/picture-gallery';

/** Head type ids whose place is a house or an apartment (SPEC §3 head types). */
const HOUSE = 1;
const APARTMENT = 2;

/** A positive number, or undefined. */
const positive = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** A schema.org place object (not a bare URL text). */
type PlaceObject = Exclude<House | Apartment | Accommodation, string>;

/** The offered place: a House, an Apartment, else an Accommodation, with what the estate gives. */
function placeOf(estate: Estate, locale: Locale): PlaceObject {
  const general = estate.general;
  const address = general.address;
  const street =
    address?.visible && address.street
      ? [localized(address.street.street_address, locale), address.number]
          .filter(hasValue)
          .join(' ')
      : '';
  const type =
    general.headType?.id === HOUSE
      ? 'House'
      : general.headType?.id === APARTMENT
        ? 'Apartment'
        : 'Accommodation';
  const geo = address?.geoLocation;
  const area = positive(estate.dimensions?.areaBuild);
  return {
    '@type': type,
    name: displayTitle(estate, locale),
    address: postalAddress({
      street,
      postalCode: address?.city?.zip ?? '',
      locality: cityNameOf(estate, locale),
      country: address?.country?.id && address.country.id !== 'UNKNOWN' ? address.country.id : 'BE',
    }),
    ...(geo && Number.isFinite(geo.lat) && Number.isFinite(geo.lon)
      ? { geo: geoCoordinates(geo.lat, geo.lon) }
      : {}),
    ...(area ? { floorSize: floorSize(area) } : {}),
    ...(positive(general.bedroomCount) ? { numberOfBedrooms: general.bedroomCount! } : {}),
    ...(positive(general.bathroomCount) ? { numberOfBathroomsTotal: general.bathroomCount! } : {}),
  } as PlaceObject;
}

/** The offer of a property or unit: price in euro unless hidden (sold, SPEC §2), availability. */
function offerOf(estate: Estate, url: string): Offer {
  const price = positive(estate.general.price?.value ?? estate.general.price?.priceFrom);
  return {
    '@type': 'Offer',
    url,
    priceCurrency: 'EUR',
    ...(price && !isPriceHidden(estate) ? { price } : {}),
    availability: availabilityOf(estate),
  };
}

/** The offer of a project: its units' lowest price (or its priceFrom) and their count. */
function projectOfferOf(project: Estate, units: readonly Estate[], url: string): AggregateOffer {
  const prices = units
    .filter((unit) => !isPriceHidden(unit))
    .map((unit) => positive(unit.general.price?.value))
    .filter((price): price is number => price !== undefined);
  const low = prices.length ? Math.min(...prices) : positive(project.general.price?.priceFrom);
  return {
    '@type': 'AggregateOffer',
    url,
    priceCurrency: 'EUR',
    ...(low ? { lowPrice: low } : {}),
    ...(prices.length ? { highPrice: Math.max(...prices) } : {}),
    offerCount: units.length,
    availability: availabilityOf(project),
  };
}

/**
 * The RealEstateListing of a detail page's view model (a property, a project with its units, or
 * a unit) in `locale`, URLs absolute on `origin`.
 */
export function realEstateListing(
  view: ProjectViewModel,
  locale: Locale,
  origin: string,
): WithContext<RealEstateListing> {
  const estate = view.estate;
  const url = absoluteUrl(canonicalPath(view, locale), origin);
  const { title, description } = detailMeta(estate, locale);
  const images = galleryPictures(estate).map((p) => absoluteUrl(p.src, origin));
  const published = estate.general.publicationDate;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'RealEstateListing',
    name: title,
    ...(description ? { description } : {}),
    url,
    ...(published && !Number.isNaN(Date.parse(published))
      ? { datePosted: new Date(published).toISOString() }
      : {}),
    ...(images.length ? { image: images } : {}),
    // The place the listing is about (a place is not a product: it is not the offer's item).
    mainEntity: placeOf(estate, locale),
    offers:
      view.kind === 'project' ? projectOfferOf(estate, view.units, url) : offerOf(estate, url),
  };
}

/**
 * The detail page's trail: the site's home, the listing of the estate's transaction (for sale or
 * to rent, when it has one of those), the project of a unit, then the page itself.
 */
export function detailBreadcrumbs(
  view: ProjectViewModel,
  locale: Locale,
  origin: string,
  site: Pick<Site, 'name'>,
) {
  const estate = view.kind === 'unit' ? view.project : view.estate;
  const steps = [{ name: site.name, url: buildPath('home', locale) }];
  const trans = transToQuery(statusOfTransaction(estate.general.transaction?.id));
  const transName = localized(estate.general.transaction?.name, locale);
  if (trans && transName)
    steps.push({ name: transName, url: `${buildPath('search', locale)}?trans=${trans}` });
  if (view.kind === 'unit')
    steps.push({
      name: displayTitle(view.project, locale),
      url: canonicalPath({ kind: 'project', estate: view.project, units: [] }, locale),
    });
  steps.push({ name: displayTitle(view.estate, locale), url: canonicalPath(view, locale) });
  return breadcrumbList(steps, origin);
}

/**
 * The head parts of a detail page: its RealEstateListing and BreadcrumbList, its first picture
 * for link previews and to preload (the gallery's main picture); no breadcrumbs without a site.
 */
export function detailHead(
  view: ProjectViewModel,
  locale: Locale,
  origin: string,
  site: Pick<Site, 'name'> | null,
): PreparedHead {
  const first = galleryPictures(view.estate)[0]?.src;
  return {
    structuredData: [
      realEstateListing(view, locale, origin),
      ...(site ? [detailBreadcrumbs(view, locale, origin, site)] : []),
    ],
    ...(first ? { image: first, preloadImage: first } : {}),
  };
}
