/**
 * The demo's second market (issue 10): another agency, Immo Ardennes in Spa, served by the same
 * processes on `ardennes.localhost`, with its own name, offices, estates (in Wallonia) and site
 * phrases. Pure and deterministic like `generateDemoData`.
 */
import type { Estate, Locale, NavigationMenu, Page, Site, Translations } from 'shared/domain';
import { LANGS, names, type Names } from '../reference/locales';
import { SALES_REPS } from './catalog';
import { DEMO_CITIES } from './cities';
import { demoNavigation, demoPages } from './content';
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

/** The second site (SPEC §3 Site), hiddenStatus as the first. */
export function secondSite(): Site {
  return {
    id: SECOND_SITE_ID,
    hostname: SECOND_SITE_HOSTNAME,
    name: NAME,
    email: EMAIL,
    phone: PHONE,
    address: names(ADDRESS, ADDRESS, ADDRESS, ADDRESS),
    settings: { hiddenStatus: [4, 12], defaultLocale: 'fr', locales: ['nl', 'fr', 'en', 'de'] },
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

/** The first site's menus with this agency's contact address. */
function navigation(): NavigationMenu[] {
  return demoNavigation().map((menu) => ({
    ...menu,
    items: menu.items.map((item) =>
      item.route && 'url' in item.route && item.route.url.startsWith('mailto:')
        ? { ...item, route: { url: `mailto:${EMAIL}` } }
        : item,
    ),
  }));
}

/** The first site's pages, naming this agency. */
function pages(): Page[] {
  const rename = (text: string | undefined) => text?.replaceAll('Immo Zonneveld', NAME);
  return demoPages().map((page) => ({
    ...page,
    body: Object.fromEntries(Object.entries(page.body).map(([l, t]) => [l, rename(t)])),
  }));
}

/**
 * The second market's demo data: the site, 80 estates in Walloon municipalities (with their
 * documents and second-source listings), its phrases, menus, pages, two offices and 14 holiday
 * rental units in the Ardennes.
 * @returns a fresh `DemoData` (callers may mutate it)
 */
export function generateSecondSiteData(): DemoData {
  const random = createRandom('immo-ardennes-demo-v1');
  const walloon = DEMO_CITIES.filter((city) => city.region === 'WALLONIA');
  const ctx = { random, cities: walloon };
  const estates: Estate[] = [];
  for (let i = 0; i < SECOND_SITE_ESTATES; i += 1) {
    estates.push(buildStandaloneEstate(ctx, String(FIRST_ID + i)));
  }
  addDemoDocuments(estates);
  return {
    site: secondSite(),
    estates,
    cities: [],
    translations: translations(),
    navigation: navigation(),
    pages: pages(),
    estatePages: [],
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
    salesReps: SALES_REPS.map((rep) => ({
      ...rep,
      description: rep.description ? { ...rep.description } : null,
    })),
    skarabeeListings: buildSkarabeeListings(estates),
    rentals: generateRentalData(SECOND_SITE_ID),
  };
}
