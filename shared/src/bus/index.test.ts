import { allSettled, fork } from 'effector';
import type { Site } from '../domain';
import {
  $apiContext,
  $hiddenStatus,
  $locale,
  $site,
  $siteSettings,
  apiContextConfigured,
  localeChanged,
  siteLoaded,
} from './index';

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
    expect(scope.getState($locale)).toBe('nl');
    expect(scope.getState($site)).toBeNull();
    expect(scope.getState($hiddenStatus)).toEqual([]);
  });

  it('localeChanged updates $locale', async () => {
    const scope = fork();
    await allSettled(localeChanged, { scope, params: 'fr' });
    expect(scope.getState($locale)).toBe('fr');
    await allSettled(localeChanged, { scope, params: 'de' });
    expect(scope.getState($locale)).toBe('de');
  });

  it('siteLoaded updates $site, $siteSettings and $hiddenStatus', async () => {
    const scope = fork();
    await allSettled(siteLoaded, { scope, params: site });
    expect(scope.getState($site)).toEqual(site);
    expect(scope.getState($siteSettings)).toEqual(site.settings);
    expect(scope.getState($hiddenStatus)).toEqual([5, 6]);
  });

  it('apiContextConfigured updates $apiContext', async () => {
    const scope = fork();
    await allSettled(apiContextConfigured, {
      scope,
      params: { baseUrl: 'http://api.test', siteId: 3 },
    });
    expect(scope.getState($apiContext)).toEqual({ baseUrl: 'http://api.test', siteId: 3 });
  });

  it('keeps scopes apart', async () => {
    const french = fork();
    const other = fork({ values: [[$locale, 'en']] });
    await allSettled(localeChanged, { scope: french, params: 'fr' });
    expect(french.getState($locale)).toBe('fr');
    expect(other.getState($locale)).toBe('en');
  });
});
