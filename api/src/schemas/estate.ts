/** JSON schemas of the Estate record (SPEC §3) and of search answers. */
import {
  bool,
  boolN,
  idName,
  int,
  intN,
  localizedText,
  localizedTextN,
  nullable,
  num,
  numN,
  str,
  strN,
} from './common';
import { STATUS_CODES } from '../reference/transactions';

const city = {
  type: 'object',
  properties: { id: int, zip: str, name: localizedText, alias: localizedText },
} as const;

const address = {
  type: 'object',
  properties: {
    visible: {
      type: 'boolean',
      description: 'When false the street, number and exact point are not shown.',
    },
    street: nullable({ type: 'object', properties: { street_address: localizedText } }),
    number: strN,
    box: strN,
    city,
    region: {
      ...strN,
      description: 'FLANDERS, BRUSSELS or WALLONIA for Belgian estates; null abroad.',
    },
    country: { type: 'object', properties: { id: str } },
    geoLocation: nullable({ type: 'object', properties: { lat: num, lon: num } }),
  },
} as const;

const sticker = nullable({
  type: 'object',
  properties: { id: int, name: localizedText, color: strN, colorText: strN },
});

const price = {
  type: 'object',
  description: 'Prices in euro; rent prices are per period (month).',
  properties: {
    value: numN,
    priceFrom: { ...numN, description: 'Lowest unit price of a project.' },
    groundValue: numN,
    infrastructureValue: numN,
    furnitureValue: numN,
    constructionValue: numN,
    deposit: numN,
    period: nullable({ type: 'object', properties: { name: localizedText } }),
  },
} as const;

const general = {
  type: 'object',
  properties: {
    id: str,
    parentId: { ...strN, description: 'The project of a unit.' },
    project: bool,
    headType: { type: 'object', properties: { id: int, name: localizedText } },
    subType: idName,
    title: localizedText,
    description: localizedText,
    shortDescription: localizedText,
    architect: nullable({ type: 'object', properties: { name: str } }),
    transaction: idName,
    reference: strN,
    floor: intN,
    floorId: intN,
    entityNumber: strN,
    buildingName: strN,
    petsAllowed: boolN,
    asbestosInventory: boolN,
    certificateAsbestos: strN,
    guid: {
      ...strN,
      description: 'Set when the estate comes from the alternate source (SPEC §4).',
    },
    bedroomCount: intN,
    bathroomCount: intN,
    publicationDate: { type: 'string', description: 'ISO 8601 date-time.' },
    address,
    sticker,
    price,
    tax: numN,
    registrationCost: numN,
    notarySalery: numN,
    townPlanningValue: strN,
    townPlanningViolation: strN,
    buildingLicense: strN,
    allocationLicense: strN,
    presaleRight: strN,
    certificateAsBuilt: strN,
    heritageProtected: strN,
    heritageInventoried: strN,
    renovationObligation: strN,
    floodingBuildingScore: strN,
    floodingParcelScore: strN,
  },
} as const;

/** The Estate record; `children` refers back to it. */
export const estateSchema = {
  $id: 'Estate',
  type: 'object',
  description:
    'An estate (SPEC §3). Areas in m², distances in m, money in euro, EPC in kWh/m²/year, total EPC in kWh/year, CO2 in kg/m²/year.',
  properties: {
    id: str,
    general,
    ki: { type: 'object', properties: { indexed: numN, nonIndexed: numN, communityTax: numN } },
    salesRep: nullable({
      type: 'object',
      properties: {
        firstname: str,
        lastname: str,
        phone: strN,
        mobile: strN,
        email: strN,
        picture: strN,
        description: localizedTextN,
      },
    }),
    dimensions: {
      type: 'object',
      properties: {
        areaGround: numN,
        areaBuild: numN,
        areaBuildable: numN,
        widthHouse: numN,
        widthGround: numN,
        depthHouse: numN,
        depthGround: numN,
        depthGroundFloor: numN,
        depthFloor: numN,
        commentArea: localizedTextN,
      },
    },
    energy: {
      type: 'object',
      properties: {
        epcValue: numN,
        epcValueTotal: numN,
        epbReference: strN,
        epcReference: strN,
        energyLabel: {
          ...strN,
          description:
            "The EPC value's label on the scale of the estate's region: Flanders A_plus, A... F; Brussels A... G; " +
            'Wallonia A_plus_plus, A_plus, A... G (reference/energy.ts; Flemish scale abroad).',
        },
        customEpcLabel: strN,
        eLevel: numN,
        kLevel: numN,
        co2: numN,
        shared: boolN,
      },
    },
    technical: {
      type: 'object',
      properties: {
        newBuilding: boolN,
        constructionYear: intN,
        renovationYear: intN,
        buildingType: strN,
        condition: strN,
        available: strN,
        availableDate: strN,
        furniture: boolN,
        petsAllowed: boolN,
        monthlyCost: numN,
        directionGarden: strN,
        oLevelSensitivity: strN,
        oLevelZone: strN,
        certificateConformity: strN,
        certificateElectricity: strN,
        elevator: boolN,
      },
    },
    layout: {
      type: 'array',
      description:
        'Rooms; typeId 1 bedroom, 5 bathroom, 6 garage, 10 terrace, 14 parking space, 16 toilet.',
      items: {
        type: 'object',
        properties: {
          typeId: int,
          name: localizedText,
          floor: intN,
          count: int,
          surface: numN,
          comment: localizedTextN,
          common: bool,
          sort: int,
        },
      },
    },
    facilities: {
      type: 'array',
      items: { type: 'object', properties: { id: int, name: localizedText, value: strN } },
    },
    buildTechnicals: {
      type: 'array',
      items: {
        type: 'object',
        properties: { criteria: localizedText, value: strN, comment: localizedTextN },
      },
    },
    files: {
      type: 'array',
      items: { type: 'object', properties: { type: str, link: str, comment: localizedTextN } },
    },
    pictures: {
      type: 'array',
      description: 'Pictures, to be shown sorted by index (stored unsorted).',
      items: {
        type: 'object',
        properties: { file: str, thumbnail: str, index: int, width: int, height: int },
      },
    },
    videos: { type: 'array', items: { type: 'object', properties: { typeId: int, link: str } } },
    environments: { type: 'array', items: idName },
    rentalOptions: { type: 'array', items: idName },
    extraFields: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          extra_field_autoid: int,
          type: str,
          value: strN,
          value_lang_string: localizedTextN,
        },
      },
    },
    children: {
      type: 'array',
      description: 'Units of a project, sorted by floor.',
      items: { $ref: 'Estate#' },
    },
    collections: { type: 'array', items: int },
  },
  required: ['id', 'general'],
} as const;

/**
 * A search answer (SPEC §7): the total number of matches, one page of estates and, for a grouped
 * search, the size of every group (api/contract/domain EstateSearchResult).
 */
export const searchResultSchema = {
  $id: 'EstateSearchResult',
  type: 'object',
  properties: {
    total: { type: 'object', properties: { value: int }, required: ['value'] },
    results: { type: 'array', items: { $ref: 'Estate#' } },
    groups: {
      type: 'array',
      description:
        'Only when the request has a groupBy: one entry per group over all the matches (not only the page; ' +
        'the counts add up to total.value), in display order (SPEC §9): TYPE by head type id in the order ' +
        '1, 3, 7, 2, 4, 6, 10, 5, 9, STATUS by transaction id in the order 1, 3, 2, 4, 10, 5, 6 (other ids ' +
        'after, ascending), SUBTYPE and CITY by name in the X-Language language (accents and case ignored, ' +
        'then by id, unnamed after named), as the pages are sorted. The estates without a key (no id or id 0) ' +
        "form the last group, key ''.",
      items: {
        type: 'object',
        properties: {
          key: {
            type: 'string',
            description:
              "The group key as a decimal string: the head type, subtype, transaction or city id; '' for no key.",
          },
          count: { ...int, description: 'Matching estates in the group.' },
        },
        required: ['key', 'count'],
      },
    },
  },
  required: ['total', 'results'],
} as const;

/** A location offered by the filter (SPEC §3 Filter data). */
const location = {
  type: 'object',
  properties: { id: int, zip: str, name: localizedText, alias: localizedText, lat: num, lon: num },
} as const;

/** Filter options (SPEC §3 Filter data). */
export const estateFiltersSchema = {
  $id: 'EstateFilters',
  type: 'object',
  properties: {
    headTypes: {
      type: 'array',
      items: idName,
      description: 'Head types present, in grouping order.',
    },
    subTypes: {
      type: 'array',
      items: { type: 'object', properties: { id: int, name: localizedText, headTypeId: int } },
    },
    bedrooms: { type: 'array', items: int, description: 'Always 1..6; 6 means 6 or more.' },
    locations: {
      type: 'array',
      items: location,
      description: 'Cities that have estates, sorted by name in X-Language.',
    },
    prices: {
      type: 'array',
      items: num,
      description: 'Price steps in euro (per month for rent-only queries).',
    },
    transactions: { type: 'array', items: idName },
    countries: {
      type: 'array',
      items: { type: 'object', properties: { id: str, name: localizedText } },
    },
  },
} as const;

/** The contact of an estate's sales representative. */
export const contactInfoSchema = {
  $id: 'ContactInfo',
  type: 'object',
  properties: {
    firstname: str,
    lastname: str,
    phone: strN,
    mobile: strN,
    email: strN,
    picture: strN,
  },
} as const;

/** An estate collection. */
export const estateCollectionSchema = {
  $id: 'EstateCollection',
  type: 'object',
  properties: {
    id: int,
    name: localizedText,
    estateIds: { type: 'array', items: str },
    estates: {
      type: 'array',
      description:
        'The id and title of each estate of estateIds, in that order (ids the site lacks are left out).',
      items: {
        type: 'object',
        properties: { id: str, title: localizedText },
        required: ['id', 'title'],
      },
    },
  },
} as const;

/** The status codes of SPEC §3 Enumerations (the site's one list, shared/estate/status). */
const statusCode = { type: 'string', enum: [...STATUS_CODES] } as const;

/** The type codes of SPEC §3 Enumerations. */
const typeCode = {
  type: 'string',
  enum: ['APARTMENT', 'GARAGE', 'PLOT', 'COMMERCIAL', 'HOUSE', 'PROJECT'],
} as const;

/** A second-source listing (SPEC §3 "Second listing data model"). */
export const skarabeeListingSchema = {
  $id: 'SkarabeeListing',
  type: 'object',
  description:
    'An estate from the second source. `fields` maps dotted keys (comfort.heating, financial.price, ' +
    'flood_information.is_in_flood_area...) to a string (often an enumeration code of SPEC §3), a number, ' +
    'a boolean or null (not entered).',
  properties: {
    id: { ...str, description: "The listing's own id, e.g. skl-1020." },
    title: localizedText,
    description: localizedText,
    short_description: localizedText,
    external_id: { ...str, description: 'The id of the estate the listing belongs to.' },
    status: statusCode,
    type: typeCode,
    subType: { ...str, description: 'A subtype code, e.g. VILLA, LOFT.' },
    archived: bool,
    archived_at: {
      ...strN,
      description: 'Date (YYYY-MM-DD) of archiving, null when not archived.',
    },
    fields: {
      type: 'object',
      // Any JSON value (serialized as is): a string, a number, a boolean or null.
      additionalProperties: { description: 'A string, number, boolean or null.' },
    },
  },
  required: [
    'id',
    'title',
    'description',
    'short_description',
    'external_id',
    'status',
    'type',
    'subType',
    'archived',
    'archived_at',
    'fields',
  ],
} as const;
