import { LOCALES, type Locale } from '../domain';
import {
  ajaxRoutePattern,
  buildAjaxPath,
  buildPath,
  composeRoutes,
  installedRoutes,
  installRoutes,
  isLocale,
  isPersonalRoute,
  localeOfPath,
  parsePath,
  routeProblems,
  routerPatterns,
  switchLocalePath,
  type RouteType,
  type TeamRoutes,
} from './index';

// The site's table, composed from every team's manifest by the jest setup (as the site server).
const SITE = installedRoutes();
afterEach(() => installRoutes(SITE));

/** Parameters of each route type, with the English path SPEC §2 gives for them. */
const ROUTES: ReadonlyArray<[RouteType, Record<string, string>, string]> = [
  ['home', {}, '/en/'],
  ['search', {}, '/en/offer'],
  ['detail', { estateId: '12' }, '/en/offer/12'],
  [
    'detailSlug',
    { estateId: '12', slug: 'villa-for-sale-in-gent' },
    '/en/offer/12/villa-for-sale-in-gent',
  ],
  [
    'projectEntity',
    { estateId: '20', slug: 'residence-in-8400-ostend', entityId: '21' },
    '/en/offer/20/residence-in-8400-ostend/21',
  ],
  ['favorites', {}, '/en/favorites'],
  ['keepMeInformed', {}, '/en/keep-me-informed'],
  ['keepMeInformedSuccess', {}, '/en/keep-me-informed/success'],
  ['unsubscribe', { token: 'abc123' }, '/en/keep-me-informed/unsubscribe/abc123'],
  ['editSubscription', { token: 'abc123' }, '/en/keep-me-informed/abc123'],
  ['cancelAppointment', { appointmentId: 'ap-9' }, '/en/cancel-appointment/ap-9'],
  ['holidaySearch', {}, '/en/holiday'],
  ['holiday', { rentalUnitId: '5' }, '/en/holiday/5'],
  ['detailPage', {}, '/en/detail'],
  ['privacyStatement', {}, '/en/privacy-statement'],
  ['termsOfUse', {}, '/en/terms-of-use'],
  ['contact', {}, '/en/contact'],
  ['aboutUs', {}, '/en/about-us'],
  ['estatePage', { a: 'new-builds', b: 'ghent' }, '/en/discover/new-builds/ghent'],
];

/** SPEC §2 path words for the offer, holiday, favourites and cancel-appointment segments. */
const SPEC_WORDS: Record<Locale, [string, string, string, string]> = {
  nl: ['aanbod', 'vakantie', 'favorieten', 'afspraak-annuleren'],
  fr: ['offre', 'vacances', 'favoris', 'annuler-rendez-vous'],
  de: ['angebot', 'ferien', 'favoriten', 'termin-absagen'],
  en: ['offer', 'holiday', 'favorites', 'cancel-appointment'],
};

describe('buildPath (SPEC §2)', () => {
  it('names the general contact page in each language', () => {
    expect(LOCALES.map((l) => buildPath('contact', l))).toEqual([
      '/nl/contact',
      '/fr/contact',
      '/en/contact',
      '/de/kontakt',
    ]);
    expect(parsePath('/de/kontakt')).toEqual({ lang: 'de', type: 'contact', params: {} });
  });

  it.each(ROUTES)('%s gives the English path of the spec', (type, params, path) => {
    expect(buildPath(type, 'en', params)).toBe(path);
  });

  it.each(LOCALES.map((l) => [l]))('uses the path words of SPEC §2 in %s', (lang) => {
    const [offer, holiday, favorites, cancel] = SPEC_WORDS[lang];
    expect(buildPath('detail', lang, { estateId: 12 })).toBe(`/${lang}/${offer}/12`);
    expect(buildPath('detailSlug', lang, { estateId: 12, slug: 's' })).toBe(
      `/${lang}/${offer}/12/s`,
    );
    expect(buildPath('projectEntity', lang, { estateId: 1, slug: 's', entityId: 2 })).toBe(
      `/${lang}/${offer}/1/s/2`,
    );
    expect(buildPath('holiday', lang, { rentalUnitId: 5 })).toBe(`/${lang}/${holiday}/5`);
    expect(buildPath('holidaySearch', lang)).toBe(`/${lang}/${holiday}`);
    expect(buildPath('favorites', lang)).toBe(`/${lang}/${favorites}`);
    expect(buildPath('cancelAppointment', lang, { appointmentId: 'x' })).toBe(
      `/${lang}/${cancel}/x`,
    );
  });

  it('throws in tests for a route type no team declares, cast past tsc from data', () => {
    expect(() => buildPath('nowhere' as RouteType, 'nl')).toThrow(
      'Unknown route type "nowhere": no team declares it in its routes.json',
    );
    expect(() => buildPath('toString' as RouteType, 'fr')).toThrow('Unknown route type');
  });

  it('resolves a declared route type the market does not serve to "/"', () => {
    installRoutes(composeRoutes([]));
    expect(buildPath('holidaySearch', 'nl')).toBe('/');
  });

  it('throws in tests for a route with a missing or empty parameter', () => {
    expect(() => buildPath('detail', 'en')).toThrow(
      'Route "detail" needs the parameter "estateId"',
    );
    expect(() => buildPath('detailSlug', 'en', { estateId: '12', slug: '' })).toThrow(
      'Route "detailSlug" needs the parameter "slug"',
    );
  });

  it('in production, logs an unbuildable link once and answers "/"', () => {
    const env = process.env.NODE_ENV;
    const logged: unknown[][] = [];
    const log = jest.spyOn(console, 'error').mockImplementation((...line) => logged.push(line));
    process.env.NODE_ENV = 'production';
    try {
      expect(buildPath('nowhere' as RouteType, 'nl')).toBe('/');
      expect(buildPath('nowhere' as RouteType, 'fr')).toBe('/');
      expect(buildPath('detail', 'en')).toBe('/');
      expect(buildPath('detail', 'en', { estateId: 3 })).toBe('/en/offer/3');
    } finally {
      process.env.NODE_ENV = env;
      log.mockRestore();
    }
    expect(logged).toEqual([
      ['buildPath: Unknown route type "nowhere": no team declares it in its routes.json'],
      ['buildPath: Route "detail" needs the parameter "estateId"'],
    ]);
  });

  it('URI-encodes parameters', () => {
    expect(buildPath('editSubscription', 'en', { token: 'a/b c' })).toBe(
      '/en/keep-me-informed/a%2Fb%20c',
    );
  });
});

describe('parsePath', () => {
  const cases = LOCALES.flatMap((lang) =>
    ROUTES.map(([type, params]) => [lang, type, params] as const),
  );

  it.each(cases)('reads back %s %s', (lang, type, params) => {
    expect(parsePath(buildPath(type, lang, params))).toEqual({ lang, type, params });
  });

  it('round-trips parameters that need encoding', () => {
    const params = { token: 'a/b c%é' };
    expect(parsePath(buildPath('unsubscribe', 'de', params))).toEqual({
      lang: 'de',
      type: 'unsubscribe',
      params,
    });
  });

  it('allows a trailing slash and a home page without one', () => {
    expect(parsePath('/fr/offre/12/')).toEqual({
      lang: 'fr',
      type: 'detail',
      params: { estateId: '12' },
    });
    expect(parsePath('/nl')).toEqual({ lang: 'nl', type: 'home', params: {} });
  });

  it('gives null for an unknown language, a word of another language or a malformed path', () => {
    expect(parsePath('/')).toBeNull();
    expect(parsePath('/es/oferta/12')).toBeNull();
    expect(parsePath('/nl/offer/12')).toBeNull();
    expect(parsePath('/en/offer/1/2/3/4')).toBeNull();
    expect(parsePath('/en/offer/%E0%A4%A')).toBeNull();
  });
});

/** A team's manifest with the same words in every language. */
const team = (words: Record<string, string>, rest: Omit<TeamRoutes, 'words'>): TeamRoutes => ({
  words: { nl: words, fr: words, en: words, de: words },
  ...rest,
});

describe('composeRoutes', () => {
  const shop = team(
    { shop: 'shop', basket: 'basket' },
    {
      pages: [
        { type: 'basket', pattern: '{shop}/{basket}', page: 'ShopPage' },
        { type: 'item', pattern: '{shop}/:itemId', page: 'ShopPage' },
      ],
      ajax: { stock: 'stock/:itemId' },
      personal: ['basket'],
      sitemap: [{ route: 'basket' }],
    },
  );

  it("serves a team's routes, endpoints and personal pages once installed", () => {
    installRoutes(composeRoutes([{ owner: 'shop', routes: shop }]));
    // A test's own table may install route types that no team declares.
    expect(buildPath('item' as RouteType, 'fr', { itemId: 7 })).toBe('/fr/shop/7');
    expect(parsePath('/de/shop/basket')).toEqual({ lang: 'de', type: 'basket', params: {} });
    expect(parsePath('/de/shop/9')).toEqual({ lang: 'de', type: 'item', params: { itemId: '9' } });
    expect(buildAjaxPath('stock', 'nl', { itemId: 7 })).toBe('/nl/ajax/stock/7');
    expect(ajaxRoutePattern('stock')).toBe('/:lang/ajax/stock/:itemId');
    expect(isPersonalRoute('basket')).toBe(true);
    expect(isPersonalRoute('item')).toBe(false);
    expect(buildPath('search', 'nl')).toBe('/');
    expect(() => buildAjaxPath('searchCity', 'nl')).toThrow('No endpoint searchCity');
    expect(installedRoutes().sitemap).toEqual([{ route: 'basket', owner: 'shop' }]);
  });

  it('takes a route two providers of one slot declare alike once', () => {
    const table = composeRoutes([
      { owner: 'shop', routes: shop },
      { owner: 'other-shop', routes: shop },
    ]);
    expect(table.pages.map((page) => `${page.owner}:${page.type}`)).toEqual([
      'shop:basket',
      'shop:item',
    ]);
  });

  it('names a missing word, a route declared differently and two teams matching one path', () => {
    const clash = team(
      { shop: 'shop', other: 'winkel' },
      {
        pages: [
          { type: 'item', pattern: '{other}/:itemId' },
          { type: 'all', pattern: ':any/:x' },
        ],
      },
    );
    const missing = team({}, { pages: [{ type: 'lost', pattern: '{nowhere}' }] });
    const problems = routeProblems([
      { owner: 'shop', routes: shop },
      { owner: 'clash', routes: clash },
      { owner: 'missing', routes: missing },
    ]);
    expect(problems).toEqual([
      "clash: item differs from shop's",
      "clash: all and shop's basket overlap in nl",
      "clash: all and shop's item overlap in nl",
      'missing: lost lacks a word of its pattern in nl',
      'missing: lost lacks a word of its pattern in fr',
      'missing: lost lacks a word of its pattern in en',
      'missing: lost lacks a word of its pattern in de',
    ]);
    expect(() => composeRoutes([{ owner: 'missing', routes: missing }])).toThrow('lacks a word');
  });
});

describe('the site’s composed routes', () => {
  it('compose without a problem, each page route once', () => {
    const types = SITE.pages.map((page) => page.type);
    expect(new Set(types).size).toBe(types.length);
    expect(types).toEqual(expect.arrayContaining(ROUTES.map(([type]) => type)));
  });

  it('keep the endpoints of SPEC §2 and the personal pages', () => {
    expect(buildAjaxPath('similarEstate', 'fr', { estateId: 12 })).toBe(
      '/fr/ajax/similar-estate/12',
    );
    expect(ajaxRoutePattern('searchCity')).toBe('/:lang/ajax/search-city');
    expect(ajaxRoutePattern('contactFormHandler')).toBe('/:lang/ajax/contact-form-handler');
    expect(SITE.personal).toEqual([
      'keepMeInformedSuccess',
      'unsubscribe',
      'editSubscription',
      'cancelAppointment',
    ]);
  });
});

describe('localeOfPath', () => {
  it('reads the language of a path without any route table', () => {
    installRoutes(composeRoutes([]));
    expect(localeOfPath('/fr/offre/12')).toBe('fr');
    expect(localeOfPath('/de')).toBe('de');
    expect(localeOfPath('/es/oferta')).toBeNull();
    expect(localeOfPath('/')).toBeNull();
  });
});

describe('routerPatterns', () => {
  it('gives react-router patterns of one language', () => {
    const patterns = routerPatterns('nl');
    expect(patterns.home).toBe('/nl/');
    expect(patterns.detail).toBe('/nl/aanbod/:estateId');
    expect(patterns.projectEntity).toBe('/nl/aanbod/:estateId/:slug/:entityId');
    expect(patterns.cancelAppointment).toBe('/nl/afspraak-annuleren/:appointmentId');
  });
});

describe('switchLocalePath', () => {
  it('keeps the route and its parameters and changes the words', () => {
    expect(switchLocalePath('/nl/favorieten', 'fr')).toBe('/fr/favoris');
    expect(switchLocalePath('/en/holiday/5', 'de')).toBe('/de/ferien/5');
    expect(switchLocalePath('/de/termin-absagen/ap-9', 'nl')).toBe('/nl/afspraak-annuleren/ap-9');
    expect(switchLocalePath('/fr/offre/12', 'en')).toBe('/en/offer/12');
    expect(switchLocalePath('/en/keep-me-informed/tok', 'nl')).toBe('/nl/hou-me-op-de-hoogte/tok');
  });

  it('maps a detail slug to the short detail path, the slug being language-specific', () => {
    expect(switchLocalePath('/nl/aanbod/12/villa-te-koop-in-gent', 'fr')).toBe('/fr/offre/12');
  });

  it('maps a project entity to the short detail path with the unit as query', () => {
    expect(switchLocalePath('/en/offer/20/residence/21', 'nl')).toBe('/nl/aanbod/20?entity=21');
  });

  it('gives the home page for a path of no known route', () => {
    expect(switchLocalePath('/en/nowhere/at/all', 'fr')).toBe('/fr/');
    expect(switchLocalePath('/', 'de')).toBe('/de/');
  });
});

describe('isLocale', () => {
  it('knows the four languages only', () => {
    expect(LOCALES.every(isLocale)).toBe(true);
    expect(isLocale('es')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
