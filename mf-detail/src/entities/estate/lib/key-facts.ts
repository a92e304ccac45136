/**
 * The key facts a detail page shows under its price (bedrooms, bathrooms, living area, plot,
 * energy label), and where a visitor of a sold or rented estate finds the like still available.
 * Pure functions over the estate record; the components render them.
 */
import type { Estate, Locale } from 'shared/domain';
import { formatSurface } from 'shared/format';
import { energyLabelText, isRent, isSold } from 'shared/estate';
import { buildPath } from 'shared/routes';
import { readableTextOn } from 'kit/ui';
import { colors, epcColors } from 'shared/ui/tokens';
import { roomCounts } from './estate-view';

/** The key facts of an estate; a fact the estate does not have is null. */
export interface KeyFacts {
  bedrooms: number | null;
  bathrooms: number | null;
  /** Living (built) area as shown, e.g. '145 m²'. */
  living: string | null;
  /** Plot (ground) area as shown, e.g. '1.200 m²'. */
  plot: string | null;
  /** The energy label ('A+', 'C') with its colour by letter and a readable text colour on it. */
  epc: { label: string; background: string; color: string } | null;
}

/** A count or area above zero, else null. */
const positive = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/**
 * The key facts of `estate`: bedroom and bathroom counts (the general counts, else counted in its
 * rooms), living and plot area in m² (SPEC §9 format), and the energy label coloured by its
 * letter (A green to G red; another label grey). Zero or missing values are left out (null).
 */
export function keyFacts(estate: Estate): KeyFacts {
  const rooms = roomCounts(estate);
  const living = positive(estate.dimensions?.areaBuild);
  const plot = positive(estate.dimensions?.areaGround);
  const label = energyLabelText(estate.energy?.energyLabel);
  const background = epcColors[label.charAt(0).toUpperCase()] ?? colors.muted;
  return {
    bedrooms: positive(rooms.bedrooms),
    bathrooms: positive(rooms.bathrooms),
    living: living === null ? null : formatSurface(living),
    plot: plot === null ? null : formatSurface(plot),
    epc: label ? { label, background, color: readableTextOn(background) } : null,
  };
}

/** True when `facts` holds at least one fact. */
export function hasKeyFacts(facts: KeyFacts): boolean {
  return Object.values(facts).some((value) => value !== null);
}

/**
 * For a sold or rented estate (SPEC §4), the listing of estates like it that are still available:
 * the same type, in the same city, for sale (or for rent when it was a rent), as the search page
 * reads its address (`trans`, `type`, `city`); null for an estate still on offer.
 * @returns a path such as '/nl/aanbod?trans=kopen&type=1&city=12'
 */
export function availableLikePath(estate: Estate, locale: Locale): string | null {
  if (!isSold(estate)) return null;
  const params = new URLSearchParams({ trans: isRent(estate) ? 'huren' : 'kopen' });
  const type = estate.general.headType?.id;
  if (typeof type === 'number' && type > 0) params.set('type', String(type));
  const city = estate.general.address?.city?.id;
  if (typeof city === 'number' && city > 0) params.set('city', String(city));
  return `${buildPath('search', locale)}?${params.toString()}`;
}
