/**
 * The i18next instances the server renders share. A render used to make an instance of its own
 * (a deep copy of every text the process had loaded) and to work out each text anew; now the
 * renders of one language, one answer of the market's site phrases (the same object for every
 * render of a data version: render.tsx's startupAnswer) and one set of the remotes' builds share
 * one instance, whose translate functions remember their texts (shared/i18n's useTranslation)
 * from one page to the next.
 *
 * A request never changes a shared instance for another: its language is fixed when it is made
 * (changeLanguage rejects), the site phrases are added before it is shared, and the only texts
 * added later are a team's namespace loaded once (`loadNamespace`), the same for every request
 * of those builds.
 * What a page carries to the browser is its own: `textsOf` keeps the namespaces it used.
 */
import i18next, { type i18n as I18n } from 'i18next';
import type { Locale, Translations } from 'shared/domain';
import { initI18n, SITE_NAMESPACE } from '../i18n/i18n';

/** The namespaces of a shared instance before pages used it, to keep in every page's texts. */
const basesByInstance = new WeakMap<I18n, readonly string[]>();

/**
 * A new instance in `lang`: the shell's texts (loaded into the process's i18next first), and the
 * market's site phrases when there are any; its language cannot be changed.
 */
async function made(lang: Locale, phrases: Translations | null): Promise<I18n> {
  await initI18n(lang);
  const instance = i18next.cloneInstance({ lng: lang, forkResourceStore: true, initAsync: false });
  if (phrases) instance.addResourceBundle(lang, SITE_NAMESPACE, phrases, true, true);
  // Shared by concurrent renders: a render may read it in its language, never move it to another.
  instance.changeLanguage = (next?: string) =>
    Promise.reject(
      new Error(`A shared server i18next instance stays in ${lang} (asked for ${next ?? '?'})`),
    );
  basesByInstance.set(instance, Object.keys(instance.store.data[lang] ?? {}));
  return instance;
}

/**
 * The instances (made or being made) by answer of the site phrases (an object; NO_PHRASES for
 * renders whose phrases call failed), then by language and remotes' builds: a phrases answer is
 * forgotten with its data version, and with it its instances.
 */
const instances = new WeakMap<object, Map<string, Promise<I18n>>>();
const NO_PHRASES = {};

/**
 * The i18next instance of a render in `lang` with the market's site phrases `phrases` (the
 * answer object of the phrases call; null when it failed) and the remotes' server builds
 * `builds` (render.tsx's remoteBuilds: a remote deployed anew may bring new texts, which a new
 * instance loads): shared with every render of the same three, made on first use; concurrent
 * first renders share its making.
 * @returns the instance, in `lang`, with the shell's texts and the site phrases
 * @throws (rejects) when the shell's texts of `lang` cannot be loaded; the next render tries again
 */
export function sharedI18n(lang: Locale, phrases: Translations | null, builds = ''): Promise<I18n> {
  const owner = phrases ?? NO_PHRASES;
  let byKey = instances.get(owner);
  if (!byKey) {
    byKey = new Map();
    instances.set(owner, byKey);
  }
  const key = `${lang}\n${builds}`;
  let instance = byKey.get(key);
  if (!instance) {
    // Another build of the remotes in this language: its instance serves no render again.
    for (const other of [...byKey.keys()]) if (other.startsWith(`${lang}\n`)) byKey.delete(other);
    const making = made(lang, phrases);
    const known = byKey;
    known.set(key, making);
    making.catch(() => {
      if (known.get(key) === making) known.delete(key);
    });
    instance = making;
  }
  return instance;
}

/**
 * The texts a page carries to the browser: of its language, the shared instance's own
 * namespaces (the shell's, the site phrases) and those the render used (`used`, in the order
 * asked for), each as the instance holds it.
 * @param instance an instance from `sharedI18n`
 * @param used the namespaces noted by the render (shared/i18n's UsedNamespacesContext)
 * @returns namespace to texts; a namespace the instance does not hold is left out
 */
export function textsOf(
  instance: I18n,
  lang: Locale,
  used: Iterable<string>,
): Record<string, Record<string, unknown>> {
  const data = (instance.store.data[lang] ?? {}) as Record<string, Record<string, unknown>>;
  const texts: Record<string, Record<string, unknown>> = {};
  for (const namespace of [...(basesByInstance.get(instance) ?? []), ...used]) {
    const namespaceTexts = data[namespace];
    if (namespaceTexts && !Object.hasOwn(texts, namespace)) texts[namespace] = namespaceTexts;
  }
  return texts;
}
