/**
 * Start-up of the site (shell): read the runtime config, register the market's composition of
 * remotes, load the site by
 * hostname (settings with hiddenStatus) and the site phrases of the URL's language, and put them
 * on the event bus. The API being down never stops start-up: the site shows a notice instead.
 */
import { createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { Locale, Site, Translations } from 'shared/domain';
import type { RuntimeConfig } from '../../server/runtime-config';
import { setSiteName } from 'kit/seo';
import { createApi, createHttpClient } from 'shared/api';
import { shell, type ApiContext } from 'shared/bus';

/** The page was opened: the hostname whose site to load. */
export const appStarted = createEvent<{ hostname: string }>();

/** GET /config.json from the shell's own server. @throws when absent or malformed. */
export const fetchConfigFx = createEffect(async (): Promise<RuntimeConfig> => {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`config.json answered ${response.status}`);
  const config = (await response.json()) as RuntimeConfig;
  if (
    typeof config.apiBaseUrl !== 'string' ||
    typeof config.remotes !== 'object' ||
    typeof config.slots !== 'object' ||
    !Array.isArray(config.pages)
  ) {
    throw new Error('config.json lacks apiBaseUrl, remotes, slots or pages');
  }
  return config;
});

/**
 * Registers the market's composition of the config with the Module Federation runtime: its
 * providers (name to remoteEntry.js URL) and which provider fills each slot.
 */
export const registerCompositionFx = createEffect<
  Pick<RuntimeConfig, 'remotes' | 'slots' | 'pages' | 'routes'>,
  void
>();

/** GET /sites/by-hostname/{hostname}. */
export const fetchSiteFx = createEffect(
  async ({ baseUrl, hostname }: { baseUrl: string; hostname: string }): Promise<Site> =>
    createApi(createHttpClient({ baseUrl, siteId: 0 })).getSiteByHostname(hostname),
);

/** GET /translations/{lang}: the site phrases. */
export const fetchSitePhrasesFx = createEffect(
  async ({
    context,
    lang,
  }: {
    context: ApiContext;
    lang: Locale;
  }): Promise<{ lang: Locale; phrases: Translations }> => ({
    lang,
    phrases: await createApi(createHttpClient(context)).getTranslations(lang),
  }),
);

/** Stores the site phrases in i18next (set by the app with the real i18n). */
export const storeSitePhrasesFx = createEffect<{ lang: Locale; phrases: Translations }, void>();

/** The routed pages of the market (none until the config is read, or when it cannot be). */
export const $pages = createStore<RuntimeConfig['pages']>([], { sid: 'shell:pages' }).on(
  fetchConfigFx.doneData,
  (_, config) => config.pages,
);

/** The runtime config, null until read. */
export const $config = createStore<RuntimeConfig | null>(null, { sid: 'shell:config' }).on(
  fetchConfigFx.doneData,
  (_, c) => c,
);
/** True once start-up has finished, whether or not the API answered. */
export const $isReady = createStore(false, { sid: 'shell:ready' })
  .on(fetchSiteFx.finally, () => true)
  .on(fetchConfigFx.fail, () => true);
/** True when the API (or the config) could not be reached: the layout shows a notice. */
export const $isApiDown = createStore(false, { sid: 'shell:api-down' })
  .on(fetchSiteFx.fail, () => true)
  .on(fetchConfigFx.fail, () => true)
  .on(fetchSiteFx.done, () => false);

const $hostname = createStore('', { serialize: 'ignore' }).on(
  appStarted,
  (_, { hostname }) => hostname,
);

sample({ clock: appStarted, target: fetchConfigFx });
sample({
  clock: fetchConfigFx.doneData,
  fn: ({ remotes, slots, pages, routes }) => ({ remotes, slots, pages, routes }),
  target: registerCompositionFx,
});
sample({
  clock: fetchConfigFx.doneData,
  source: $hostname,
  fn: (hostname, config) => ({
    baseUrl: config.apiBaseUrl,
    hostname: config.siteHostname ?? hostname,
  }),
  target: fetchSiteFx,
});
sample({
  clock: fetchConfigFx.doneData,
  fn: (config) => [...new Set(config.pages.flatMap((page) => page.routes))],
  target: shell.routesComposed,
});
sample({ clock: fetchSiteFx.doneData, target: shell.siteLoaded });
sample({
  clock: fetchSiteFx.doneData,
  source: $config,
  filter: (config: RuntimeConfig | null): config is RuntimeConfig => config !== null,
  fn: (config, site) => ({ baseUrl: config.apiBaseUrl, siteId: site.id }),
  target: shell.apiContextConfigured,
});

/** The language whose phrases are wanted, once the site is known. */
const $phrasesWanted = createStore<Locale | null>(null, { sid: 'shell:phrases-wanted' }).on(
  shell.localeChanged,
  (_, lang) => lang,
);
/** The languages whose site phrases are in i18next (a server render's travel with the page). */
export const $loadedPhrases = createStore<Locale[]>([], { sid: 'shell:loaded-phrases' }).on(
  fetchSitePhrasesFx.doneData,
  (list, { lang }) => (list.includes(lang) ? list : [...list, lang]),
);

sample({
  clock: [shell.localeChanged, shell.apiContextConfigured],
  source: {
    lang: $phrasesWanted,
    context: shell.$apiContext,
    loaded: $loadedPhrases,
    ready: $isReady,
    down: $isApiDown,
  },
  filter: ({ lang, loaded, ready, down }) =>
    lang !== null && ready && !down && !loaded.includes(lang),
  fn: ({ lang, context }) => ({ lang: lang as Locale, context }),
  target: fetchSitePhrasesFx,
});
sample({ clock: fetchSitePhrasesFx.doneData, target: storeSitePhrasesFx });

/** Uses the site's name as the suffix of every page title. */
export const applySiteNameFx = createEffect((name: string) => setSiteName(name));
sample({ clock: fetchSiteFx.doneData, fn: (site) => site.name, target: applySiteNameFx });
