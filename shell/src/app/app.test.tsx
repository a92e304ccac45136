import { matchRoutes } from 'react-router-dom';
import { preferredLocale, siteRoutes } from './app';

jest.mock('../mf/remotes', () => ({ remotePage: jest.fn() }));

describe('preferredLocale', () => {
  it('picks the first of the browser languages the site has', () => {
    expect(preferredLocale(['de-DE', 'en'])).toBe('de');
    expect(preferredLocale(['es-ES', 'fr-BE', 'nl'])).toBe('fr');
    expect(preferredLocale(['EN-gb'])).toBe('en');
  });

  it('falls back to Dutch when none matches', () => {
    expect(preferredLocale(['es', 'it'])).toBe('nl');
    expect(preferredLocale([])).toBe('nl');
  });
});

describe('siteRoutes', () => {
  const pages = [
    { id: 'search/SearchPage' as const, routes: ['search' as const] },
    { id: 'detail/DetailPage' as const, routes: ['detail' as const, 'detailSlug' as const] },
  ];
  /** The element of the deepest route matching `path`, with its props. */
  const matched = (path: string, given = pages) => {
    const match = matchRoutes(siteRoutes(given), path)?.at(-1);
    return match?.route.element as React.ReactElement<Record<string, unknown>> | undefined;
  };

  it("routes each page of the market's slots in every language, from shared's route table", () => {
    expect(matched('/fr/offre')?.props.id).toBe('search/SearchPage');
    expect(matched('/de/angebot/12')?.props.id).toBe('detail/DetailPage');
    expect(matched('/nl/aanbod/12/huis-te-koop-in-gent')?.props.id).toBe('detail/DetailPage');
  });

  it('routes the shell pages, and anything else to the not-found page', () => {
    expect(matched('/en/privacy-statement')).toBeDefined();
    expect(matched('/en/offer', [])?.props.id).toBeUndefined();
    const notFound = matchRoutes(siteRoutes([]), '/en/offer');
    expect(notFound?.at(-1)?.route.handle).toEqual({ notFound: true });
    expect(notFound?.[0]?.route.path).toBe('/en');
  });

  it("gives a path of one language that language's routes only, matching as the whole table does", () => {
    for (const path of ['/fr/offre', '/de/angebot/12', '/en/privacy-statement', '/en/nowhere']) {
      const summary = (routes: ReturnType<typeof siteRoutes>) =>
        matchRoutes(routes, path)?.map((m) => [m.pathnameBase, m.route.path, m.route.handle]);
      expect(summary(siteRoutes(pages, path))).toEqual(summary(siteRoutes(pages)));
    }
    expect(siteRoutes(pages, '/fr/offre').map((route) => route.path)).toEqual(['/fr', '*']);
    expect(siteRoutes(pages, '/xx/offre').map((route) => route.path)).toEqual([
      ...['/nl', '/fr', '/en', '/de'],
      '*',
    ]);
    expect(siteRoutes(pages, '/fr/offre')).toBe(siteRoutes(pages, '/fr/aanbod'));
  });
});
