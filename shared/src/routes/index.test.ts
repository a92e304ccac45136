import { LOCALES, type Locale } from '../domain';
import {
  PATH_WORDS,
  buildPath,
  isLocale,
  parsePath,
  routerPatterns,
  switchLocalePath,
  type RouteType,
} from './index';

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
  de: ['angebot', 'feiertage', 'favoriten', 'termin-absagen'],
  en: ['offer', 'holiday', 'favorites', 'cancel-appointment'],
};

describe('buildPath (SPEC §2)', () => {
  it('names the general contact page in each language (issue 11)', () => {
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

  it('resolves an unknown route type to "/"', () => {
    expect(buildPath('nowhere', 'nl')).toBe('/');
    expect(buildPath('toString', 'fr')).toBe('/');
  });

  it('resolves a route with a missing or empty parameter to "/"', () => {
    expect(buildPath('detail', 'en')).toBe('/');
    expect(buildPath('detailSlug', 'en', { estateId: '12', slug: '' })).toBe('/');
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

describe('PATH_WORDS', () => {
  it('hold the words of SPEC §2', () => {
    for (const lang of LOCALES) {
      const { offer, holiday, favorites, cancelAppointment } = PATH_WORDS[lang];
      expect([offer, holiday, favorites, cancelAppointment]).toEqual(SPEC_WORDS[lang]);
    }
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
    expect(switchLocalePath('/en/holiday/5', 'de')).toBe('/de/feiertage/5');
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
