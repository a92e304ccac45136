/**
 * The demo site's content besides estates: the site record, its site-phrases translations,
 * navigation menus, pages and entities (SPEC §3 Other entities).
 */
import type { Locale } from 'shared/domain';
import type {
  Entity,
  EntityItem,
  EstatePage,
  NavigationMenu,
  Page,
  Site,
  Translations,
} from '../contract/domain';
import { LANGS, names, type Names } from '../reference/locales';
import { SALES_REPS } from './catalog';
import { demoAgencyLegal, legalPages, type AgencyFacts } from './legal';
import { zonneveldOffice } from './office';

/** The id and hostname of the demo site; unknown hostnames also get this site (see routes/sites.ts). */
export const DEMO_SITE_ID = 1;
export const DEMO_HOSTNAME = 'localhost';

/** What the legal texts say of Immo Zonneveld (demo numbers). */
export const ZONNEVELD: AgencyFacts = {
  name: 'Immo Zonneveld',
  address: names(
    'Korenmarkt 12, 9000 Gent',
    'Korenmarkt 12, 9000 Gand',
    'Korenmarkt 12, 9000 Ghent',
    'Korenmarkt 12, 9000 Gent',
  ),
  email: 'info@immo-zonneveld.be',
  phone: '+32 9 123 45 67',
  legal: demoAgencyLegal(
    names('Immo Zonneveld BV', 'Immo Zonneveld SRL', 'Immo Zonneveld BV', 'Immo Zonneveld BV'),
    {
      companyNumber: '0712.345.678',
      bivNumber: '512 345',
      insurer: 'AXA Belgium',
      policy: '730.390.160',
    },
  ),
  courts: names(
    'de rechtbanken van Gent',
    'des tribunaux de Gand',
    'the courts of Ghent',
    'die Gerichte von Gent',
  ),
};

/** The demo site (SPEC §3 Site): Immo Zonneveld in Gent, hiddenStatus [4, 12]. */
export function demoSite(): Site {
  return {
    id: DEMO_SITE_ID,
    hostname: DEMO_HOSTNAME,
    name: ZONNEVELD.name,
    email: ZONNEVELD.email,
    phone: ZONNEVELD.phone,
    address: { ...ZONNEVELD.address },
    settings: {
      hiddenStatus: [4, 12],
      defaultLocale: 'nl',
      locales: ['nl', 'fr', 'en', 'de'],
      legal: ZONNEVELD.legal,
      office: zonneveldOffice(),
    },
  };
}

/** The site-phrases keys; every language has every key. */
const PHRASES: Record<string, Names> = {
  'site.name': names('Immo Zonneveld', 'Immo Zonneveld', 'Immo Zonneveld', 'Immo Zonneveld'),
  'site.tagline': names(
    'Uw thuis in heel België',
    'Votre chez-vous partout en Belgique',
    'Your home anywhere in Belgium',
    'Ihr Zuhause in ganz Belgien',
  ),
  'site.address': names(
    'Korenmarkt 12, 9000 Gent',
    'Korenmarkt 12, 9000 Gand',
    'Korenmarkt 12, 9000 Ghent',
    'Korenmarkt 12, 9000 Gent',
  ),
  'site.phone': names('+32 9 123 45 67', '+32 9 123 45 67', '+32 9 123 45 67', '+32 9 123 45 67'),
  'site.email': names(
    'info@immo-zonneveld.be',
    'info@immo-zonneveld.be',
    'info@immo-zonneveld.be',
    'info@immo-zonneveld.be',
  ),
  'site.hero.title': names(
    'Vind uw droomwoning',
    'Trouvez la maison de vos rêves',
    'Find your dream home',
    'Finden Sie Ihr Traumhaus',
  ),
  'site.hero.subtitle': names(
    'Meer dan 400 woningen, appartementen en projecten te koop en te huur in Vlaanderen, Brussel en Wallonië.',
    'Plus de 400 maisons, appartements et projets à vendre et à louer en Flandre, à Bruxelles et en Wallonie.',
    'Over 400 houses, apartments and projects for sale and to rent in Flanders, Brussels and Wallonia.',
    'Über 400 Häuser, Wohnungen und Projekte zum Kauf und zur Miete in Flandern, Brüssel und der Wallonie.',
  ),
  'site.footer.about': names(
    'Immo Zonneveld is een onafhankelijk vastgoedkantoor in Gent, actief in heel België sinds 1998.',
    'Immo Zonneveld est une agence immobilière indépendante basée à Gand, active dans toute la Belgique depuis 1998.',
    'Immo Zonneveld is an independent estate agency based in Ghent, active across Belgium since 1998.',
    'Immo Zonneveld ist ein unabhängiges Immobilienbüro in Gent, seit 1998 in ganz Belgien tätig.',
  ),
  'site.footer.hours': names(
    'Ma–vr 9.00–18.00 · za 10.00–16.00',
    'Lun–ven 9h00–18h00 · sam 10h00–16h00',
    'Mon–Fri 9am–6pm · Sat 10am–4pm',
    'Mo–Fr 9–18 Uhr · Sa 10–16 Uhr',
  ),
  // The holiday pages' heading and description: this agency lets homes at the coast and in the
  // Ardennes (the holiday remotes' own texts name no region, as another agency's homes may be
  // anywhere).
  'site.holiday.title': names(
    'Vakantiewoningen aan de Belgische kust en in de Ardennen',
    'Locations de vacances à la côte belge et en Ardenne',
    'Holiday homes on the Belgian coast and in the Ardennes',
    'Ferienunterkünfte an der belgischen Küste und in den Ardennen',
  ),
  'site.holiday.description': names(
    "Appartementen, studio's, vakantiewoningen en chalets aan zee en in de Ardennen, te huur per week, midweek of weekend.",
    'Appartements, studios, maisons de vacances et chalets à la mer et en Ardenne, à louer à la semaine, en midweek ou le week-end.',
    'Apartments, studios, holiday homes and chalets by the sea and in the Ardennes, to rent by the week, midweek or weekend.',
    'Wohnungen, Studios, Ferienhäuser und Chalets am Meer und in den Ardennen, zu mieten pro Woche, Midweek oder Wochenende.',
  ),
  'site.seo.description': names(
    'Huizen, appartementen, bouwgronden en nieuwbouwprojecten te koop en te huur bij Immo Zonneveld.',
    'Maisons, appartements, terrains et projets neufs à vendre et à louer chez Immo Zonneveld.',
    'Houses, apartments, building plots and new-build projects for sale and to rent at Immo Zonneveld.',
    'Häuser, Wohnungen, Baugrundstücke und Neubauprojekte zum Kauf und zur Miete bei Immo Zonneveld.',
  ),
};

/** The site-phrases namespace per language: a flat key to text map (SPEC §7 GET /translations/{lang}). */
export function demoTranslations(): Record<Locale, Translations> {
  const out = {} as Record<Locale, Translations>;
  for (const lang of LANGS) {
    out[lang] = Object.fromEntries(Object.entries(PHRASES).map(([key, text]) => [key, text[lang]]));
  }
  return out;
}

/**
 * The navigation menus: 'main' (home, the offer with buy and rent below it, favourites,
 * keep-me-informed, an e-mail link) and 'footer' (privacy statement, terms of use, about us, the
 * holiday homes' rental conditions and
 * the landing pages, whose route parameters are each language's own path segments, the Dutch ones
 * by default).
 * Routes are route types of shared/routes with their parameters, or absolute URLs.
 * @param agency the agency's e-mail address and its own landing pages (default: Immo
 *   Zonneveld's); the footer links only these, since another agency's pages are not on its site
 */
export function demoNavigation(
  agency: { email: string; estatePages: readonly EstatePage[] } = {
    email: demoSite().email,
    estatePages: demoEstatePages(),
  },
): NavigationMenu[] {
  return [
    {
      name: 'main',
      items: [
        {
          id: 1,
          label: names('Home', 'Accueil', 'Home', 'Startseite'),
          route: { type: 'home' },
          children: [],
        },
        {
          id: 2,
          label: names('Aanbod', 'Offre', 'Properties', 'Angebot'),
          route: { type: 'search' },
          children: [
            {
              id: 21,
              label: names('Kopen', 'Acheter', 'Buy', 'Kaufen'),
              route: { type: 'search', params: { trans: 'kopen' } },
              children: [],
            },
            {
              id: 22,
              label: names('Huren', 'Louer', 'Rent', 'Mieten'),
              route: { type: 'search', params: { trans: 'huren' } },
              children: [],
            },
          ],
        },
        {
          id: 3,
          label: names('Kopen', 'Acheter', 'Buy', 'Kaufen'),
          route: { type: 'search', params: { trans: 'kopen' } },
          children: [],
        },
        {
          id: 4,
          label: names('Huren', 'Louer', 'Rent', 'Mieten'),
          route: { type: 'search', params: { trans: 'huren' } },
          children: [],
        },
        {
          id: 5,
          label: names('Favorieten', 'Favoris', 'Favourites', 'Favoriten'),
          route: { type: 'favorites' },
          children: [],
        },
        {
          id: 6,
          label: names(
            'Hou me op de hoogte',
            'Tenez-moi informé',
            'Keep me informed',
            'Auf dem Laufenden bleiben',
          ),
          route: { type: 'keepMeInformed' },
          children: [],
        },
        {
          id: 7,
          label: names('Contact', 'Contact', 'Contact', 'Kontakt'),
          route: { url: `mailto:${agency.email}` },
          children: [],
        },
      ],
    },
    {
      name: 'footer',
      items: [
        {
          id: 11,
          label: names(
            'Privacyverklaring',
            'Déclaration de confidentialité',
            'Privacy statement',
            'Datenschutzerklärung',
          ),
          route: { type: 'privacyStatement' },
          children: [],
        },
        {
          id: 12,
          label: names(
            'Gebruiksvoorwaarden',
            "Conditions d'utilisation",
            'Terms of use',
            'Nutzungsbedingungen',
          ),
          route: { type: 'termsOfUse' },
          children: [],
        },
        {
          id: 13,
          label: names('Over ons', 'À propos', 'About us', 'Über uns'),
          route: { type: 'aboutUs' },
          children: [],
        },
        {
          id: 14,
          label: names(
            'Huurvoorwaarden',
            'Conditions de location',
            'Rental conditions',
            'Mietbedingungen',
          ),
          route: { type: 'rentalConditions' },
          children: [],
        },
        ...agency.estatePages.map((page) => ({
          id: 20 + page.id,
          label: { ...page.title },
          route: {
            type: 'estatePage',
            params: { ...page.slugs.nl },
            localizedParams: Object.fromEntries(
              Object.entries(page.slugs).map(([lang, slugs]) => [lang, { ...slugs }]),
            ),
          },
          children: [],
        })),
      ],
    },
  ];
}

/**
 * Pages: the privacy statement, terms of use and rental conditions of `agency` (demo/legal.ts)
 * and about us; urls match the shared route words.
 */
export function demoPages(agency: AgencyFacts = ZONNEVELD): Page[] {
  const { privacy, terms, rentalConditions } = legalPages(agency);
  return [
    privacy,
    terms,
    {
      id: 3,
      url: names('over-ons', 'a-propos', 'about-us', 'ueber-uns'),
      title: names('Over ons', 'À propos', 'About us', 'Über uns'),
      body: names(
        '<p>Sinds 1998 helpen wij kopers, verkopers, huurders en verhuurders in heel België.</p>',
        '<p>Depuis 1998, nous accompagnons acheteurs, vendeurs, locataires et bailleurs dans toute la Belgique.</p>',
        '<p>Since 1998 we have helped buyers, sellers, tenants and landlords all over Belgium.</p>',
        '<p>Seit 1998 begleiten wir Käufer, Verkäufer, Mieter und Vermieter in ganz Belgien.</p>',
      ),
    },
    rentalConditions,
  ];
}

/** City ids of the demo (cities.ts, in row order). */
const CITY = { antwerpen: 1, gent: 2, brugge: 3 } as const;

/**
 * The landing pages (SPEC §7 GET /estate-pages/{a}/{b}): content and a predefined search, listed
 * in the footer menu: new builds (projects) in Gent, apartments to rent in Antwerp, houses for
 * sale in Bruges. Head types: 1 house, 2 apartment, 9 project (reference/head-types.ts).
 */
export function demoEstatePages(): EstatePage[] {
  return [
    {
      id: 1,
      slugs: {
        nl: { a: 'nieuwbouw', b: 'gent' },
        fr: { a: 'construction-neuve', b: 'gand' },
        en: { a: 'new-builds', b: 'ghent' },
        de: { a: 'neubau', b: 'gent' },
      },
      title: names(
        'Nieuwbouw in Gent',
        'Constructions neuves à Gand',
        'New builds in Ghent',
        'Neubauten in Gent',
      ),
      description: names(
        'Nieuwbouwprojecten van Immo Zonneveld in Gent: energiezuinig wonen in de stad.',
        "Les projets neufs d'Immo Zonneveld à Gand\u00a0: habiter en ville, sobre en énergie.",
        'New-build projects by Immo Zonneveld in Ghent: energy-efficient homes in the city.',
        'Neubauprojekte von Immo Zonneveld in Gent: energieeffizient wohnen in der Stadt.',
      ),
      body: names(
        '<p>Een nieuwbouwwoning kopen in <strong>Gent</strong>? Onze projecten combineren een centrale ligging met een laag energieverbruik.</p><ul><li>Verkoop onder het btw-stelsel</li><li>Afwerking naar keuze</li></ul>',
        '<p>Acheter un logement neuf à <strong>Gand</strong>\u00a0? Nos projets allient une situation centrale et une faible consommation d’énergie.</p><ul><li>Vente sous le régime TVA</li><li>Finitions au choix</li></ul>',
        '<p>Buying a new home in <strong>Ghent</strong>? Our projects combine a central location with low energy use.</p><ul><li>Sold under the VAT regime</li><li>Finishes of your choice</li></ul>',
        '<p>Eine neue Wohnung in <strong>Gent</strong> kaufen? Unsere Projekte verbinden eine zentrale Lage mit niedrigem Energieverbrauch.</p><ul><li>Verkauf unter der Mehrwertsteuerregelung</li><li>Ausstattung nach Wahl</li></ul>',
      ),
      query: { status: ['FOR_SALE'], type: [9], city: [CITY.gent] },
    },
    {
      id: 2,
      slugs: {
        nl: { a: 'appartementen-te-huur', b: 'antwerpen' },
        fr: { a: 'appartements-a-louer', b: 'anvers' },
        en: { a: 'apartments-to-rent', b: 'antwerp' },
        de: { a: 'wohnungen-zur-miete', b: 'antwerpen' },
      },
      title: names(
        'Appartementen te huur in Antwerpen',
        'Appartements à louer à Anvers',
        'Apartments to rent in Antwerp',
        'Wohnungen zur Miete in Antwerpen',
      ),
      description: names(
        'Huurappartementen in Antwerpen, van studio tot penthouse.',
        'Appartements à louer à Anvers, du studio au penthouse.',
        'Apartments to rent in Antwerp, from studios to penthouses.',
        'Mietwohnungen in Antwerpen, vom Studio bis zum Penthouse.',
      ),
      body: names(
        '<p>Huren in <strong>Antwerpen</strong>: wij selecteren appartementen dicht bij het openbaar vervoer.</p>',
        '<p>Louer à <strong>Anvers</strong>\u00a0: nous sélectionnons des appartements proches des transports en commun.</p>',
        '<p>Renting in <strong>Antwerp</strong>: we select apartments close to public transport.</p>',
        '<p>Mieten in <strong>Antwerpen</strong>: Wir wählen Wohnungen in der Nähe öffentlicher Verkehrsmittel aus.</p>',
      ),
      query: { status: ['TO_RENT'], type: [2], city: [CITY.antwerpen] },
    },
    {
      id: 3,
      slugs: {
        nl: { a: 'huizen-te-koop', b: 'brugge' },
        fr: { a: 'maisons-a-vendre', b: 'bruges' },
        en: { a: 'houses-for-sale', b: 'bruges' },
        de: { a: 'haeuser-zum-kauf', b: 'bruegge' },
      },
      title: names(
        'Huizen te koop in Brugge',
        'Maisons à vendre à Bruges',
        'Houses for sale in Bruges',
        'Häuser zum Kauf in Brügge',
      ),
      description: names(
        'Woningen te koop in en rond Brugge.',
        'Maisons à vendre à Bruges et aux alentours.',
        'Houses for sale in and around Bruges.',
        'Häuser zum Kauf in und um Brügge.',
      ),
      body: names(
        '<p>Een huis in <strong>Brugge</strong>, van rijwoning tot villa.</p>',
        '<p>Une maison à <strong>Bruges</strong>, de la maison mitoyenne à la villa.</p>',
        '<p>A house in <strong>Bruges</strong>, from terraced house to villa.</p>',
        '<p>Ein Haus in <strong>Brügge</strong>, vom Reihenhaus bis zur Villa.</p>',
      ),
      query: { status: ['FOR_SALE'], type: [1], city: [CITY.brugge] },
    },
  ];
}

/** Entities with their items (SPEC §3 Other entities): the team, testimonials and offices. */
export function demoEntities(): Array<Entity & { items: EntityItem[] }> {
  return [
    {
      name: 'team',
      items: SALES_REPS.map((rep, i) => ({
        id: i + 1,
        values: {
          firstname: rep.firstname,
          lastname: rep.lastname,
          email: rep.email,
          mobile: rep.mobile,
          picture: rep.picture,
          role: rep.description,
        },
      })),
    },
    {
      name: 'testimonials',
      items: [
        {
          id: 1,
          values: {
            author: 'Annelies & Koen',
            city: 'Gent',
            rating: 5,
            text: names(
              'Op zes weken was ons huis verkocht, met een prijs boven verwachting.',
              'Notre maison a été vendue en six semaines, à un prix au-delà de nos attentes.',
              'Our house sold in six weeks, for more than we expected.',
              'Unser Haus war in sechs Wochen verkauft, zu einem Preis über unseren Erwartungen.',
            ),
          },
        },
        {
          id: 2,
          values: {
            author: 'Marc D.',
            city: 'Namur',
            rating: 4,
            text: names(
              'Vlotte opvolging van de verhuur van ons appartement.',
              'Un suivi efficace de la location de notre appartement.',
              'Smooth handling of the letting of our flat.',
              'Reibungslose Betreuung der Vermietung unserer Wohnung.',
            ),
          },
        },
        {
          id: 3,
          values: {
            author: 'Sarah L.',
            city: 'Leuven',
            rating: 5,
            text: names(
              'Dankzij de duidelijke uitleg over de EPC en de notariskosten kochten wij met een gerust hart.',
              'Grâce aux explications claires sur le PEB et les frais de notaire, nous avons acheté en toute sérénité.',
              'Clear explanations of the EPC and the notary costs meant we bought with peace of mind.',
              'Dank klarer Erklärungen zum Energieausweis und zu den Notarkosten kauften wir mit gutem Gefühl.',
            ),
          },
        },
      ],
    },
    {
      name: 'offices',
      items: [
        {
          id: 1,
          values: {
            name: 'Immo Zonneveld Gent',
            address: 'Korenmarkt 12, 9000 Gent',
            phone: '+32 9 123 45 67',
            lat: 51.0547,
            lon: 3.7219,
          },
        },
        {
          id: 2,
          values: {
            name: 'Immo Zonneveld Bruxelles',
            address: 'Avenue Louise 231, 1050 Ixelles',
            phone: '+32 2 123 45 67',
            lat: 50.8245,
            lon: 4.3657,
          },
        },
      ],
    },
  ];
}
