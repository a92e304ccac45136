/**
 * For tests: a small check of the schema.org objects the site writes as
 * JSON-LD, with hand-written expectations of each type it uses (the properties schema.org
 * defines on it, those search engines require, and the shape of their values), and the JSON-LD
 * read back from a page's head HTML as a crawler reads it. schema-dts types the builders at
 * compile time; this checks what reaches the page.
 */

type Check = (value: unknown) => boolean;

const isText: Check = (v) => typeof v === 'string' && v.trim() !== '';
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isUrl: Check = (v) => typeof v === 'string' && /^https?:\/\/[^\s<>"]+$/.test(v);
const isDate: Check = (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isType =
  (...types: string[]): Check =>
  (v) =>
    isObject(v) && types.includes(v['@type'] as string);
const listOf =
  (check: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(check);
const oneOf =
  (...values: unknown[]): Check =>
  (v) =>
    values.includes(v);

const AVAILABILITY = oneOf(
  'https://schema.org/InStock',
  'https://schema.org/LimitedAvailability',
  'https://schema.org/SoldOut',
);

/** A type's properties: each one's check, and which are required. */
interface TypeRule {
  required: string[];
  properties: Record<string, Check>;
}

const place: TypeRule = {
  required: ['name', 'address'],
  properties: {
    name: isText,
    address: isType('PostalAddress'),
    geo: isType('GeoCoordinates'),
    floorSize: isType('QuantitativeValue'),
    numberOfBedrooms: isNumber,
    numberOfBathroomsTotal: isNumber,
  },
};

/** The schema.org types of the site, as this check expects them. */
const RULES: Record<string, TypeRule> = {
  RealEstateListing: {
    required: ['name', 'url', 'offers'],
    properties: {
      name: isText,
      description: isText,
      url: isUrl,
      datePosted: isDate,
      image: listOf(isUrl),
      mainEntity: isType('House', 'Apartment', 'Accommodation'),
      offers: isType('Offer', 'AggregateOffer'),
    },
  },
  Offer: {
    required: ['priceCurrency', 'availability'],
    properties: {
      url: isUrl,
      price: isNumber,
      priceCurrency: oneOf('EUR'),
      availability: AVAILABILITY,
    },
  },
  AggregateOffer: {
    required: ['priceCurrency', 'availability', 'offerCount'],
    properties: {
      url: isUrl,
      lowPrice: isNumber,
      highPrice: isNumber,
      offerCount: isNumber,
      priceCurrency: oneOf('EUR'),
      availability: AVAILABILITY,
    },
  },
  House: place,
  Apartment: place,
  Accommodation: place,
  PostalAddress: {
    required: ['addressCountry'],
    properties: {
      streetAddress: isText,
      postalCode: isText,
      addressLocality: isText,
      addressCountry: (v) => typeof v === 'string' && /^[A-Z]{2}$/.test(v),
    },
  },
  GeoCoordinates: {
    required: ['latitude', 'longitude'],
    properties: {
      latitude: (v) => isNumber(v) && Math.abs(v as number) <= 90,
      longitude: (v) => isNumber(v) && Math.abs(v as number) <= 180,
    },
  },
  QuantitativeValue: {
    required: ['value', 'unitCode'],
    properties: { value: isNumber, unitCode: oneOf('MTK'), unitText: isText },
  },
  ItemList: {
    required: ['itemListElement'],
    properties: {
      name: isText,
      numberOfItems: isNumber,
      itemListElement: listOf(isType('ListItem')),
    },
  },
  BreadcrumbList: {
    required: ['itemListElement'],
    properties: { itemListElement: listOf(isType('ListItem')) },
  },
  ListItem: {
    required: ['position'],
    properties: { position: isNumber, name: isText, item: isUrl, url: isUrl },
  },
  RealEstateAgent: {
    required: ['name', 'url', 'address'],
    properties: {
      name: isText,
      url: isUrl,
      telephone: isText,
      email: (v) => typeof v === 'string' && /^[^@\s]+@[^@\s]+$/.test(v),
      address: isType('PostalAddress'),
    },
  },
};

/** The problems of one object and everything inside it; `at` names where it is. */
function check(value: unknown, at: string, problems: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => check(item, `${at}[${i}]`, problems));
    return;
  }
  if (!isObject(value)) return;
  const type = value['@type'];
  const rule = typeof type === 'string' ? RULES[type] : undefined;
  if (!rule) {
    problems.push(`${at}: unknown @type ${JSON.stringify(type)}`);
    return;
  }
  for (const key of rule.required)
    if (value[key] === undefined) problems.push(`${at}: ${type} needs ${key}`);
  for (const [key, property] of Object.entries(value)) {
    if (key === '@type' || key === '@context') continue;
    const valid = rule.properties[key];
    if (!valid) problems.push(`${at}: ${type} has no property ${key}`);
    else if (!valid(property))
      problems.push(`${at}.${key}: not a valid value: ${JSON.stringify(property)}`);
    check(property, `${at}.${key}`, problems);
  }
  const items = value.itemListElement;
  if (Array.isArray(items))
    items.forEach((item, i) => {
      if (isObject(item) && item.position !== i + 1)
        problems.push(
          `${at}.itemListElement[${i}]: position ${String(item.position)}, not ${i + 1}`,
        );
      if (
        (type === 'BreadcrumbList' && !(isObject(item) && item.item && item.name)) ||
        (type === 'ItemList' && !(isObject(item) && item.url))
      )
        problems.push(
          `${at}.itemListElement[${i}]: a ${type} item needs ${type === 'ItemList' ? 'url' : 'name and item'}`,
        );
    });
}

/**
 * What is wrong with a JSON-LD object written into a page: a top-level object without
 * `@context` https://schema.org, a type this site does not use, a property its type does not
 * define, a missing required property or a value of the wrong shape, a list position out of
 * order. An empty list: nothing found.
 */
export function structuredDataProblems(data: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(data) || data['@context'] !== 'https://schema.org')
    problems.push('$: needs @context https://schema.org');
  check(data, '$', problems);
  return problems;
}

/**
 * The JSON-LD objects of a page's HTML, parsed as a crawler would (`JSON.parse` of each
 * `<script type="application/ld+json">`'s text).
 * @throws SyntaxError when one is not valid JSON
 */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}
