import { allSettled, fork } from 'effector';
import type { Site } from '../domain';
import { seo, shell } from './index';

const site: Site = {
  id: 3,
  hostname: 'www.agency.be',
  name: 'Agency',
  email: 'info@agency.be',
  phone: '+32 9 000 00 00',
  address: { nl: 'Kouter 1, 9000 Gent' },
  settings: { hiddenStatus: [5, 6], defaultLocale: 'fr', locales: ['fr', 'nl'] },
};

describe('event bus', () => {
  it('starts with the default locale, no site and no hidden status', () => {
    const scope = fork();
    expect(scope.getState(shell.$locale)).toBe('nl');
    expect(scope.getState(shell.$site)).toBeNull();
    expect(scope.getState(shell.$hiddenStatus)).toEqual([]);
  });

  it('shell.localeChanged updates shell.$locale', async () => {
    const scope = fork();
    await allSettled(shell.localeChanged, { scope, params: 'fr' });
    expect(scope.getState(shell.$locale)).toBe('fr');
    await allSettled(shell.localeChanged, { scope, params: 'de' });
    expect(scope.getState(shell.$locale)).toBe('de');
  });

  it('shell.siteLoaded updates shell.$site, shell.$siteSettings and shell.$hiddenStatus', async () => {
    const scope = fork();
    await allSettled(shell.siteLoaded, { scope, params: site });
    expect(scope.getState(shell.$site)).toEqual(site);
    expect(scope.getState(shell.$siteSettings)).toEqual(site.settings);
    expect(scope.getState(shell.$hiddenStatus)).toEqual([5, 6]);
  });

  it('shell.apiContextConfigured updates shell.$apiContext', async () => {
    const scope = fork();
    await allSettled(shell.apiContextConfigured, {
      scope,
      params: { baseUrl: 'http://api.test', siteId: 3 },
    });
    expect(scope.getState(shell.$apiContext)).toEqual({ baseUrl: 'http://api.test', siteId: 3 });
  });

  it('keeps scopes apart', async () => {
    const french = fork();
    const other = fork({ values: [[shell.$locale, 'en']] });
    await allSettled(shell.localeChanged, { scope: french, params: 'fr' });
    expect(french.getState(shell.$locale)).toBe('fr');
    expect(other.getState(shell.$locale)).toBe('en');
  });
});

describe('bus units say their owner', () => {
  it('names each unit by its owning team', () => {
    expect(shell.localeChanged.shortName).toBe('shell:locale-changed');
    expect(shell.$apiContext.shortName).toBe('shell:api-context');
    expect(seo.pageAlternatesChanged.shortName).toBe('seo:page-alternates-changed');
  });

  it('keeps the alternates of the page on screen', async () => {
    const scope = fork();
    await allSettled(seo.pageAlternatesChanged, {
      scope,
      params: { path: '/nl/aanbod', byLocale: { fr: '/fr/offre' } },
    });
    expect(scope.getState(seo.$pageAlternates).byLocale.fr).toBe('/fr/offre');
  });
});
