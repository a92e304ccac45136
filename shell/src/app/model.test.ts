import { allSettled, fork } from 'effector';
import type { Site } from 'shared/domain';
import { shell } from 'shared/bus';
import {
  $isApiDown,
  $isReady,
  appStarted,
  fetchConfigFx,
  fetchSiteFx,
  fetchSitePhrasesFx,
  registerCompositionFx,
  storeSitePhrasesFx,
  applySiteNameFx,
} from './model';

const site: Site = {
  id: 7,
  hostname: 'localhost',
  name: 'Immo Test',
  email: 'info@example.be',
  phone: '+32 9 123 45 67',
  address: { nl: 'Kerkstraat 1, 9000 Gent' },
  settings: { hiddenStatus: [4, 12], defaultLocale: 'nl', locales: ['nl', 'fr', 'en', 'de'] },
};

const config = {
  apiBaseUrl: '/api',
  siteHostname: 'ardennes.localhost',
  remotes: { search: 'http://localhost:3001/remoteEntry.js' },
  slots: { search: 'search' },
};

describe('shell start-up', () => {
  it("reads the config, registers the market's composition, loads its site and puts it on the bus", async () => {
    const registered: unknown[] = [];
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [fetchConfigFx, async () => config],
        [registerCompositionFx, (composition: unknown) => void registered.push(composition)],
        [
          fetchSiteFx,
          async ({ hostname }: { hostname: string }) => {
            asked.push(hostname);
            return { ...site, hostname };
          },
        ],
        [fetchSitePhrasesFx, async ({ lang }: { lang: 'nl' }) => ({ lang, phrases: {} })],
        [storeSitePhrasesFx, () => undefined],
        [applySiteNameFx, () => undefined],
      ],
    });
    await allSettled(appStarted, { scope, params: { hostname: 'localhost' } });
    expect(registered).toEqual([{ remotes: config.remotes, slots: config.slots }]);
    // The market's own hostname, not the one the page was opened on.
    expect(asked).toEqual(['ardennes.localhost']);
    expect(scope.getState(shell.$site)?.name).toBe('Immo Test');
    expect(scope.getState(shell.$hiddenStatus)).toEqual([4, 12]);
    expect(scope.getState(shell.$apiContext)).toEqual({ baseUrl: '/api', siteId: 7 });
    expect(scope.getState($isReady)).toBe(true);
    expect(scope.getState($isApiDown)).toBe(false);
  });

  it('loads the site phrases of the URL language once, and again for a new language', async () => {
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [fetchConfigFx, async () => config],
        [registerCompositionFx, () => undefined],
        [fetchSiteFx, async () => site],
        [
          fetchSitePhrasesFx,
          async ({ lang }: { lang: 'nl' | 'fr' }) => {
            asked.push(lang);
            return { lang, phrases: { 'site.name': 'x' } };
          },
        ],
        [storeSitePhrasesFx, () => undefined],
        [applySiteNameFx, () => undefined],
      ],
    });
    await allSettled(shell.localeChanged, { scope, params: 'nl' });
    await allSettled(appStarted, { scope, params: { hostname: 'localhost' } });
    await allSettled(shell.localeChanged, { scope, params: 'nl' });
    await allSettled(shell.localeChanged, { scope, params: 'fr' });
    expect(asked).toEqual(['nl', 'fr']);
  });

  it('finishes start-up with an API-down notice when the site cannot be loaded', async () => {
    const scope = fork({
      handlers: [
        [fetchConfigFx, async () => config],
        [registerCompositionFx, () => undefined],
        [
          fetchSiteFx,
          async () => {
            throw new Error('connect ECONNREFUSED');
          },
        ],
      ],
    });
    await allSettled(appStarted, { scope, params: { hostname: 'localhost' } });
    expect(scope.getState($isReady)).toBe(true);
    expect(scope.getState($isApiDown)).toBe(true);
    expect(scope.getState(shell.$site)).toBeNull();
  });

  it('finishes start-up with the notice when config.json is missing', async () => {
    const scope = fork({
      handlers: [
        [
          fetchConfigFx,
          async () => {
            throw new Error('config.json answered 404');
          },
        ],
      ],
    });
    await allSettled(appStarted, { scope, params: { hostname: 'localhost' } });
    expect(scope.getState($isReady)).toBe(true);
    expect(scope.getState($isApiDown)).toBe(true);
  });
});
