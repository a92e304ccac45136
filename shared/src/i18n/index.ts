/**
 * i18next helpers shared by the shell and the remotes. The shell initialises the one i18next
 * instance (a federation singleton) with the language of the URL; each remote loads its own
 * namespaces per language with `loadNamespace`/`useNamespaces`. A missing key logs a warning and
 * shows the key (SPEC §8).
 */
import { createContext, use, useContext, useSyncExternalStore, type ReactPromise } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import i18next, { type i18n, type InitOptions, type TFunction } from 'i18next';
import type { Locale } from '../domain';
import { LOCALES } from 'shared/domain';
import { memoizedT } from './memo';

/** Logs a missing translation key as a warning (SPEC §8). */
export function warnMissingKey(languages: readonly string[], namespace: string, key: string): void {
  console.warn(`Missing translation key "${namespace}:${key}" for ${languages.join(', ')}`);
}

/**
 * The i18next options every instance of the site uses: no fallback language, so a missing key
 * shows the key itself; missing keys reported through `warnMissingKey`.
 */
export function baseI18nOptions(lng: Locale, defaultNS: string): InitOptions {
  return {
    lng,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    defaultNS,
    ns: [defaultNS],
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (lngs, ns, key) => warnMissingKey(lngs, ns, key),
    returnNull: false,
    react: { useSuspense: false },
  };
}

/** Texts of one namespace in one language: a nested key/text object, as in a locales JSON file. */
export type NamespaceTexts = Record<string, unknown>;

/**
 * How to fetch a namespace's texts, per language: each a dynamic import of that language's JSON
 * file (`() => import('../locales/nl.json')`), so webpack makes one chunk per language and a page
 * downloads only the language it shows.
 */
export type NamespaceLoaders = Record<Locale, () => Promise<{ default: NamespaceTexts }>>;

const loadsByInstance = new WeakMap<i18n, Map<string, Promise<void>>>();

/**
 * Loads the texts of `namespace` in `lang` into an i18next instance (the shared one by default),
 * once: concurrent and later calls get the same promise. Resolves when the texts are in; rejects
 * with the loader's error when the language's chunk cannot be fetched, and then forgets the
 * attempt so that a later call tries again.
 */
export function loadNamespace(
  namespace: string,
  loaders: NamespaceLoaders,
  lang: Locale,
  instance: i18n = i18next,
): Promise<void> {
  let loads = loadsByInstance.get(instance);
  if (!loads) {
    loads = new Map();
    loadsByInstance.set(instance, loads);
  }
  const key = `${lang}|${namespace}`;
  const known = loads.get(key);
  if (known) return known;
  const attempts = loads;
  const load = loaders[lang]().then(
    (module) => {
      if (!instance.hasResourceBundle(lang, namespace)) {
        instance.addResourceBundle(lang, namespace, module.default, true, false);
      }
    },
    (error: unknown) => {
      attempts.delete(key);
      throw error;
    },
  );
  attempts.set(key, load);
  return load;
}

/**
 * The namespaces a render asked for with `useNamespaces`, in the order first asked: a server
 * render that shares one i18next instance between requests gives each request a set of its own,
 * so its page carries the texts it used, not those of every page the instance has served. Null
 * (the default): nothing is noted.
 */
export const UsedNamespacesContext = createContext<Set<string> | null>(null);

/**
 * React hook: makes sure the texts of each `[namespace, loaders]` pair in `lang` are in the i18next
 * instance (`instance`, else the render's: the I18nextProvider's, else the shared one) before the
 * component renders. Missing ones are fetched in
 * parallel with `loadNamespace` while the component suspends (React `use`): the nearest Suspense
 * boundary shows its fallback on a first load, and during a navigation (a transition) the page
 * already on screen stays until the texts are in. A failed fetch is thrown to the nearest error
 * boundary. Each namespace is noted in the render's `UsedNamespacesContext`, if it gives one.
 */
export function useNamespaces(
  namespaces: ReadonlyArray<readonly [string, NamespaceLoaders]>,
  lang: Locale,
  instance?: i18n,
): void {
  // The instance of the render (a server render gives one per request through I18nextProvider),
  // else the page's.
  const context = useContext(I18nContext);
  const target = instance ?? context?.i18n ?? i18next;
  const used = useContext(UsedNamespacesContext);
  if (used) for (const [namespace] of namespaces) used.add(namespace);
  // Always exactly one `use`, of one cached promise per language and set of namespaces: React
  // replays a component that suspended expecting the same `use` calls, so calling it only while
  // something is missing breaks the replay ("did not call use() when it finished").
  use(loadNamespaces(namespaces, lang, target) as ReactPromise<void>);
}

/**
 * A promise that carries its outcome as React's `use` reads it (`status`, `value`, `reason`), so a
 * settled one never suspends.
 */
type TrackedPromise = Promise<void> & {
  status?: 'fulfilled' | 'rejected';
  value?: undefined;
  reason?: unknown;
};

const groupLoadsByInstance = new WeakMap<i18n, Map<string, TrackedPromise>>();

/**
 * Loads several namespaces in `lang` (each with `loadNamespace`) as one promise, the same for
 * every call with the same language and namespaces; it is fulfilled from the start when all the
 * texts are already in. A rejected one is forgotten so that a later call tries again. Rejects
 * with the first loader's error.
 */
function loadNamespaces(
  namespaces: ReadonlyArray<readonly [string, NamespaceLoaders]>,
  lang: Locale,
  instance: i18n,
): TrackedPromise {
  let groups = groupLoadsByInstance.get(instance);
  if (!groups) {
    groups = new Map();
    groupLoadsByInstance.set(instance, groups);
  }
  const key = `${lang}|${namespaces.map(([namespace]) => namespace).join(',')}`;
  const known = groups.get(key);
  if (known) return known;
  const attempts = groups;
  const missing = namespaces.filter(([namespace]) => !instance.hasResourceBundle(lang, namespace));
  const load: TrackedPromise = Promise.all(
    missing.map(([namespace, loaders]) => loadNamespace(namespace, loaders, lang, instance)),
  ).then(
    () => {
      load.status = 'fulfilled';
    },
    (error: unknown) => {
      attempts.delete(key);
      load.status = 'rejected';
      load.reason = error;
      throw error;
    },
  );
  if (missing.length === 0) load.status = 'fulfilled';
  attempts.set(key, load);
  return load;
}

/** What `useTranslation` gives: a translate function and the i18next instance it reads. */
export interface Translation {
  t: TFunction;
  i18n: i18n;
}

/** Per i18next instance: how many times its language or texts changed, and who listens. */
interface InstanceChanges {
  revision: number;
  listeners: Set<() => void>;
  /**
   * Its translate functions by language and namespace, each remembering its texts (memoizedT),
   * made anew after each change.
   */
  fixed: Map<string, TFunction>;
}

const changesByInstance = new WeakMap<i18n, InstanceChanges>();

/**
 * The changes of an instance, listened to once: a language change or texts added to its store
 * (a namespace that arrived after a component first rendered) bump its revision.
 */
function changesOf(instance: i18n): InstanceChanges {
  let changes = changesByInstance.get(instance);
  if (!changes) {
    const created: InstanceChanges = { revision: 0, listeners: new Set(), fixed: new Map() };
    const bump = () => {
      created.revision += 1;
      created.fixed.clear();
      for (const listener of created.listeners) listener();
    };
    // i18next says `languageChanged` on every `changeLanguage`, to the same language too: only a
    // new language renders again, or the whole page would render a second time on each such call.
    let language = instance.language;
    instance.on('languageChanged', (next: string) => {
      if (next === language) return;
      language = next;
      bump();
    });
    instance.store?.on('added', bump);
    instance.store?.on('removed', bump);
    changesByInstance.set(instance, created);
    changes = created;
  }
  return changes;
}

/**
 * React hook: a translate function of `namespace` (the first of a list, as react-i18next does;
 * the instance's default namespace when none is given) in `options.lng`, else in the instance's
 * current language at each call. The instance is the render's (I18nextProvider's), else the one
 * `initReactI18next` registered, else i18next's default. The component renders again when the
 * instance's language changes or texts are added to it.
 *
 * It replaces react-i18next's `useTranslation`, whose version 17 copies every property of the
 * i18next instance into a wrapper object for each component that calls it: on a server-rendered
 * listing (fifteen cards, each with several translated parts) that copy cost more than the
 * translations themselves, on the server for every page and in the browser before the page is
 * live. The texts stay in i18next; only the binding is this one.
 */
export function useTranslation(
  namespace?: string | readonly string[],
  options?: { lng?: string },
): Translation {
  const context = useContext(I18nContext);
  const instance = context?.i18n ?? getI18n() ?? i18next;
  const changes = changesOf(instance);
  // Renders again after a change; the change also made the functions below anew.
  useSyncExternalStore(
    (listener) => {
      changes.listeners.add(listener);
      return () => changes.listeners.delete(listener);
    },
    () => changes.revision,
    () => changes.revision,
  );
  const first = typeof namespace === 'string' ? namespace : namespace?.[0];
  const lng = options?.lng ?? null;
  // One function per language and namespace, shared by every component that asks for it, which
  // remembers the texts it gave until the next change.
  const key = `${lng ?? ''}|${first ?? ''}`;
  let t = changes.fixed.get(key);
  if (!t) {
    t = memoizedT(instance.getFixedT(lng, first ?? null) as TFunction);
    changes.fixed.set(key, t);
  }
  return { t, i18n: instance };
}

/*
 * React bindings (react-i18next), re-exported from here so every package binds to the one
 * react-i18next of the page (`shared/*` is a federation singleton) and webpack can tree-shake
 * the parts the site does not use (Trans, its HTML parser, its useTranslation).
 */
export { I18nextProvider, initReactI18next } from 'react-i18next';
