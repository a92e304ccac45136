/**
 * The demo's second market: another agency, Immo Ardennes in Spa, served by the same
 * processes on `ardennes.localhost`, with its own name, offices, estates (in Wallonia) and site
 * phrases. Pure and deterministic like `generateDemoData`.
 */
import type { Locale } from 'shared/domain';
import type { Estate, EstatePage, Page, Site, Translations } from '../contract/domain';
import { LANGS, names, type Names } from '../reference/locales';
import { ARDENNES_SALES_REPS } from './catalog';
import { DEMO_CITIES } from './cities';
import { demoNavigation, demoPages } from './content';
import { demoAgencyLegal, type AgencyFacts } from './legal';
import { ardennesOffice } from './office';
import { addDemoDocuments } from './documents';
import { buildStandaloneEstate } from './estates';
import type { DemoData } from './generate';
import { createRandom } from './prng';
import { generateRentalData } from './rentals';
import { buildSkarabeeListings } from './skarabee';

/** The id and hostname of the second demo site. */
export const SECOND_SITE_ID = 2;
export const SECOND_SITE_HOSTNAME = 'ardennes.localhost';
/** Its estates: standalone estates in Walloon municipalities, ids from 7001. */
export const SECOND_SITE_ESTATES = 80;
const FIRST_ID = 7001;
const NAME = 'Immo Ardennes';
const EMAIL = 'info@immo-ardennes.be';
const PHONE = '+32 87 77 12 34';
const ADDRESS = 'Place Royale 5, 4900 Spa';

/** What the legal texts say of Immo Ardennes (demo numbers). */
export const ARDENNES: AgencyFacts = {
  name: NAME,
  address: names(ADDRESS, ADDRESS, ADDRESS, ADDRESS),
  email: EMAIL,
  phone: PHONE,
  legal: demoAgencyLegal(
    names('Immo Ardennes SRL', 'Immo Ardennes SRL', 'Immo Ardennes SRL', 'Immo Ardennes SRL'),
    {
      companyNumber: '0823.456.789',
      bivNumber: '507 812',
      insurer: 'Ethias',
      policy: '45.281.337',
    },
  ),
  courts: names(
    'de rechtbanken van Luik, afdeling Verviers',
    'des tribunaux de Liège, division Verviers',
    'the courts of Liège, Verviers division',
    'die Gerichte von Lüttich, Abteilung Verviers',
  ),
};

/** The second site (SPEC §3 Site), hiddenStatus as the first. */
export function secondSite(): Site {
  return {
    id: SECOND_SITE_ID,
    hostname: SECOND_SITE_HOSTNAME,
    name: NAME,
    email: EMAIL,
    phone: PHONE,
    address: names(ADDRESS, ADDRESS, ADDRESS, ADDRESS),
    settings: {
      hiddenStatus: [4, 12],
      defaultLocale: 'fr',
      locales: ['nl', 'fr', 'en', 'de'],
      legal: ARDENNES.legal,
      holidayBookings: 'enquiries',
      office: ardennesOffice(),
    },
  };
}

const PHRASES: Record<string, Names> = {
  'site.name': names(NAME, NAME, NAME, NAME),
  'site.tagline': names(
    'Uw thuis in de Ardennen',
    'Votre chez-vous en Ardenne',
    'Your home in the Ardennes',
    'Ihr Zuhause in den Ardennen',
  ),
  'site.address': names(ADDRESS, ADDRESS, ADDRESS, ADDRESS),
  'site.phone': names(PHONE, PHONE, PHONE, PHONE),
  'site.email': names(EMAIL, EMAIL, EMAIL, EMAIL),
  'site.hero.title': names(
    'Wonen tussen bossen en rivieren',
    'Vivre entre forêts et rivières',
    'Live between forests and rivers',
    'Wohnen zwischen Wäldern und Flüssen',
  ),
  'site.hero.subtitle': names(
    'Woningen, gronden en appartementen te koop en te huur in Wallonië, van Spa tot de Semois.',
    'Maisons, terrains et appartements à vendre et à louer en Wallonie, de Spa à la Semois.',
    'Houses, plots and apartments for sale and to rent in Wallonia, from Spa to the Semois.',
    'Häuser, Grundstücke und Wohnungen zum Kauf und zur Miete in der Wallonie, von Spa bis zur Semois.',
  ),
  'site.footer.about': names(
    'Immo Ardennes is een vastgoedkantoor in Spa en Durbuy, sinds 2005 thuis in de Ardennen.',
    'Immo Ardennes est une agence immobilière à Spa et Durbuy, chez elle en Ardenne depuis 2005.',
    'Immo Ardennes is an estate agency in Spa and Durbuy, at home in the Ardennes since 2005.',
    'Immo Ardennes ist ein Immobilienbüro in Spa und Durbuy, seit 2005 in den Ardennen zu Hause.',
  ),
  'site.footer.hours': names(
    'Di–za 9.30–17.30',
    'Mar–sam 9h30–17h30',
    'Tue–Sat 9.30am–5.30pm',
    'Di–Sa 9.30–17.30 Uhr',
  ),
  // Its holiday homes are all in the Ardennes.
  'site.holiday.title': names(
    'Vakantiewoningen in de Ardennen',
    'Locations de vacances en Ardenne',
    'Holiday homes in the Ardennes',
    'Ferienunterkünfte in den Ardennen',
  ),
  'site.holiday.description': names(
    "Chalets, vakantiewoningen en villa's in de Ardennen, te huur per week, midweek of weekend.",
    'Chalets, maisons de vacances et villas en Ardenne, à louer à la semaine, en midweek ou le week-end.',
    'Chalets, holiday homes and villas in the Ardennes, to rent by the week, midweek or weekend.',
    'Chalets, Ferienhäuser und Villen in den Ardennen, zu mieten pro Woche, Midweek oder Wochenende.',
  ),
  'site.seo.description': names(
    'Huizen, appartementen en bouwgronden te koop en te huur in de Ardennen bij Immo Ardennes.',
    'Maisons, appartements et terrains à vendre et à louer en Ardenne chez Immo Ardennes.',
    'Houses, apartments and building plots for sale and to rent in the Ardennes at Immo Ardennes.',
    'Häuser, Wohnungen und Baugrundstücke zum Kauf und zur Miete in den Ardennen bei Immo Ardennes.',
  ),
};

function translations(): Record<Locale, Translations> {
  const out = {} as Record<Locale, Translations>;
  for (const lang of LANGS) {
    out[lang] = Object.fromEntries(Object.entries(PHRASES).map(([key, text]) => [key, text[lang]]));
  }
  return out;
}

/** City ids of the demo (cities.ts, in row order) that this agency's landing pages search. */
const CITY = { liege: 28, arlon: 36, spa: 37, durbuy: 38, dinant: 39, saintVith: 41 } as const;

/**
 * This agency's landing pages (SPEC §7 GET /estate-pages/{a}/{b}), listed in its footer: houses
 * for sale in the Ardennes, apartments for sale in Liège and building plots in Wallonia. Head
 * types: 1 house, 2 apartment, 3 plot (reference/head-types.ts).
 */
export function secondSiteEstatePages(): EstatePage[] {
  return [
    {
      id: 1,
      slugs: {
        nl: { a: 'huizen-te-koop', b: 'ardennen' },
        fr: { a: 'maisons-a-vendre', b: 'ardenne' },
        en: { a: 'houses-for-sale', b: 'ardennes' },
        de: { a: 'haeuser-zum-kauf', b: 'ardennen' },
      },
      title: names(
        'Huizen te koop in de Ardennen',
        'Maisons à vendre en Ardenne',
        'Houses for sale in the Ardennes',
        'Häuser zum Kauf in den Ardennen',
      ),
      description: names(
        'Huizen te koop in Spa, Durbuy, Dinant, Sankt Vith en Aarlen bij Immo Ardennes.',
        'Maisons à vendre à Spa, Durbuy, Dinant, Saint-Vith et Arlon chez Immo Ardennes.',
        'Houses for sale in Spa, Durbuy, Dinant, Sankt Vith and Arlon at Immo Ardennes.',
        'Häuser zum Kauf in Spa, Durbuy, Dinant, Sankt Vith und Arel bei Immo Ardennes.',
      ),
      body: names(
        '<p>Een huis in de <strong>Ardennen</strong>, tussen bossen en rivieren: van dorpswoning tot villa.</p>',
        '<p>Une maison en <strong>Ardenne</strong>, entre forêts et rivières\u00a0: de la maison de village à la villa.</p>',
        '<p>A house in the <strong>Ardennes</strong>, between forests and rivers: from village house to villa.</p>',
        '<p>Ein Haus in den <strong>Ardennen</strong>, zwischen Wäldern und Flüssen: vom Dorfhaus bis zur Villa.</p>',
      ),
      query: {
        status: ['FOR_SALE'],
        type: [1],
        city: [CITY.spa, CITY.durbuy, CITY.dinant, CITY.saintVith, CITY.arlon],
      },
    },
    {
      id: 2,
      slugs: {
        nl: { a: 'appartementen-te-koop', b: 'luik' },
        fr: { a: 'appartements-a-vendre', b: 'liege' },
        en: { a: 'apartments-for-sale', b: 'liege' },
        de: { a: 'wohnungen-zum-kauf', b: 'luettich' },
      },
      title: names(
        'Appartementen te koop in Luik',
        'Appartements à vendre à Liège',
        'Apartments for sale in Liège',
        'Wohnungen zum Kauf in Lüttich',
      ),
      description: names(
        'Appartementen te koop in Luik, dicht bij het station en de Maas.',
        'Appartements à vendre à Liège, près de la gare et de la Meuse.',
        'Apartments for sale in Liège, close to the station and the Meuse.',
        'Wohnungen zum Kauf in Lüttich, nahe am Bahnhof und an der Maas.',
      ),
      body: names(
        '<p>Wonen in <strong>Luik</strong>: appartementen in de stad, dicht bij winkels en het openbaar vervoer.</p>',
        '<p>Habiter <strong>Liège</strong>\u00a0: des appartements en ville, près des commerces et des transports en commun.</p>',
        '<p>Living in <strong>Liège</strong>: apartments in town, close to shops and public transport.</p>',
        '<p>Wohnen in <strong>Lüttich</strong>: Wohnungen in der Stadt, nahe an Geschäften und öffentlichen Verkehrsmitteln.</p>',
      ),
      query: { status: ['FOR_SALE'], type: [2], city: [CITY.liege] },
    },
    {
      id: 3,
      slugs: {
        nl: { a: 'bouwgronden', b: 'wallonie' },
        fr: { a: 'terrains-a-batir', b: 'wallonie' },
        en: { a: 'building-plots', b: 'wallonia' },
        de: { a: 'baugrundstuecke', b: 'wallonien' },
      },
      title: names(
        'Bouwgronden in Wallonië',
        'Terrains à bâtir en Wallonie',
        'Building plots in Wallonia',
        'Baugrundstücke in der Wallonie',
      ),
      description: names(
        'Bouwgronden te koop in Wallonië bij Immo Ardennes.',
        'Terrains à bâtir à vendre en Wallonie chez Immo Ardennes.',
        'Building plots for sale in Wallonia at Immo Ardennes.',
        'Baugrundstücke zum Kauf in der Wallonie bei Immo Ardennes.',
      ),
      body: names(
        '<p>Zelf bouwen in <strong>Wallonië</strong>? Wij kennen de gronden, hun stedenbouwkundige bestemming en hun ligging.</p>',
        '<p>Construire vous-même en <strong>Wallonie</strong>\u00a0? Nous connaissons les terrains, leur affectation urbanistique et leur situation.</p>',
        '<p>Building your own home in <strong>Wallonia</strong>? We know the plots, their zoning and their surroundings.</p>',
        '<p>Selbst bauen in der <strong>Wallonie</strong>? Wir kennen die Grundstücke, ihre Zweckbestimmung und ihre Lage.</p>',
      ),
      query: { status: ['FOR_SALE'], type: [3] },
    },
  ];
}

/** The demo's pages with this agency's legal texts (and its name in the others). */
function pages(): Page[] {
  const rename = (text: string | undefined) => text?.replaceAll('Immo Zonneveld', NAME);
  return demoPages(ARDENNES).map((page) => ({
    ...page,
    body: Object.fromEntries(Object.entries(page.body).map(([l, t]) => [l, rename(t)])),
  }));
}

/**
 * The second market's demo data: the site, 80 estates in Walloon municipalities (with their
 * documents and second-source listings) shown by its own staff, its phrases, menus, pages and
 * landing pages, two offices and 14 holiday rental units in the Ardennes.
 * @returns a fresh `DemoData` (callers may mutate it)
 */
export function generateSecondSiteData(): DemoData {
  const random = createRandom('immo-ardennes-demo-v1');
  const walloon = DEMO_CITIES.filter((city) => city.region === 'WALLONIA');
  const ctx = { random, cities: walloon, salesReps: ARDENNES_SALES_REPS };
  const estates: Estate[] = [];
  for (let i = 0; i < SECOND_SITE_ESTATES; i += 1) {
    estates.push(buildStandaloneEstate(ctx, String(FIRST_ID + i)));
  }
  addDemoDocuments(estates);
  const estatePages = secondSiteEstatePages();
  return {
    site: secondSite(),
    estates,
    cities: [],
    translations: translations(),
    navigation: demoNavigation({ email: EMAIL, estatePages }),
    pages: pages(),
    estatePages,
    entities: [
      {
        name: 'offices',
        items: [
          {
            id: 1,
            values: {
              name: `${NAME} Spa`,
              address: ADDRESS,
              phone: PHONE,
              lat: 50.4925,
              lon: 5.865,
            },
          },
          {
            id: 2,
            values: {
              name: `${NAME} Durbuy`,
              address: 'Rue de la Prévôté 4, 6940 Durbuy',
              phone: '+32 86 21 12 34',
              lat: 50.3526,
              lon: 5.4564,
            },
          },
        ],
      },
    ],
    collections: [],
    salesReps: ARDENNES_SALES_REPS.map((rep) => ({
      ...rep,
      description: rep.description ? { ...rep.description } : null,
    })),
    skarabeeListings: buildSkarabeeListings(estates),
    rentals: generateRentalData(SECOND_SITE_ID),
  };
}
