/**
 * @jest-environment node
 */
import { PassThrough } from 'node:stream';
import { use, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import {
  I18nextProvider,
  UsedNamespacesContext,
  useNamespaces,
  useTranslation,
  type NamespaceLoaders,
} from 'shared/i18n';
import type { Locale, Translations } from 'shared/domain';
import { sharedI18n, textsOf } from './shared-i18n';

/** A team's namespace, as a remote loads it. */
const TEAM: NamespaceLoaders = {
  nl: () => Promise.resolve({ default: { word: 'huis' } }),
  fr: () => Promise.resolve({ default: { word: 'maison' } }),
  en: () => Promise.resolve({ default: { word: 'house' } }),
  de: () => Promise.resolve({ default: { word: 'Haus' } }),
};

/** A promise and its resolve function: a render waits on it, so two renders overlap. */
function gate() {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Texts of the shell, the site phrases and, when asked, a team's namespace (after the gate). */
function Page({ lang, wait, team }: { lang: Locale; wait: Promise<void>; team: boolean }) {
  use(wait);
  const { t } = useTranslation('shell');
  const site = useTranslation('site').t;
  return (
    <p>
      {`${t('nav.offer')} / ${site('site.name')}`}
      {team ? <Team lang={lang} /> : null}
    </p>
  );
}

function Team({ lang }: { lang: Locale }) {
  useNamespaces([['team', TEAM]], lang);
  return <b>{useTranslation('team').t('word')}</b>;
}

/** Renders `children` with `i18n` as a server render does; the HTML and the namespaces used. */
function renderWith(i18n: I18n, children: ReactNode) {
  const used = new Set<string>();
  const html = new Promise<string>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <UsedNamespacesContext.Provider value={used}>{children}</UsedNamespacesContext.Provider>
      </I18nextProvider>,
      {
        onAllReady() {
          const out = new PassThrough();
          let text = '';
          out.on('data', (chunk: Buffer) => (text += chunk.toString()));
          out.on('end', () => resolve(text));
          stream.pipe(out);
        },
        onShellError: reject,
        onError: reject,
      },
    );
  });
  return { html, used };
}

describe('the i18next instances server renders share', () => {
  const dutch: Translations = { 'site.name': 'Immo Zonneveld (nl)' };
  const french: Translations = { 'site.name': 'Immo Zonneveld (fr)' };

  it('is one per language and answer of site phrases, made once for concurrent renders', async () => {
    const [a, b] = await Promise.all([sharedI18n('nl', dutch), sharedI18n('nl', dutch)]);
    expect(a).toBe(b);
    expect(await sharedI18n('fr', french)).not.toBe(a);
    // Another answer of the phrases (a new data version, another market): another instance.
    expect(await sharedI18n('nl', { ...dutch })).not.toBe(a);
    expect(a.language).toBe('nl');
  });

  it('keeps each of two concurrent renders in its own language and texts', async () => {
    const nl = await sharedI18n('nl', dutch);
    const fr = await sharedI18n('fr', french);
    const nlGate = gate();
    const frGate = gate();
    const nlRender = renderWith(nl, <Page lang="nl" wait={nlGate.promise} team />);
    const frRender = renderWith(fr, <Page lang="fr" wait={frGate.promise} team={false} />);
    // While both wait, a request tries to move an instance to another language: refused.
    await expect(nl.changeLanguage('fr')).rejects.toThrow(/stays in nl/);
    await expect(fr.changeLanguage('nl')).rejects.toThrow(/stays in fr/);
    frGate.open();
    nlGate.open();
    const [nlHtml, frHtml] = await Promise.all([nlRender.html, frRender.html]);
    expect(nlHtml).toContain('Aanbod / Immo Zonneveld (nl)');
    expect(nlHtml).toContain('<b>huis</b>');
    expect(frHtml).toContain('Offre / Immo Zonneveld (fr)');
    expect(frHtml).not.toContain('Zonneveld (nl)');
    expect(nl.language).toBe('nl');
    expect(fr.language).toBe('fr');
    // Each page carries the texts it used: the team's namespace only where it was asked for.
    expect(Object.keys(textsOf(nl, 'nl', nlRender.used))).toEqual(['shell', 'site', 'team']);
    expect(Object.keys(textsOf(fr, 'fr', frRender.used))).toEqual(['shell', 'site']);
    // The next Dutch page that does not ask for it does not carry it either.
    const next = renderWith(nl, <Page lang="nl" wait={Promise.resolve()} team={false} />);
    expect(await next.html).toContain('Aanbod');
    expect(Object.keys(textsOf(nl, 'nl', next.used))).toEqual(['shell', 'site']);
  });

  it('is made anew for a new build of the remotes, whose texts may have changed', async () => {
    const phrases: Translations = { 'site.name': 'Immo' };
    const first = await sharedI18n('de', phrases, 'search=a#1');
    const later = await sharedI18n('de', phrases, 'search=a#2');
    expect(later).not.toBe(first);
    expect(await sharedI18n('de', phrases, 'search=a#2')).toBe(later);
    // The old build's instance is not kept for renders to come.
    expect(await sharedI18n('de', phrases, 'search=a#1')).not.toBe(first);
  });

  it('gives a render without site phrases the shell texts alone', async () => {
    const bare = await sharedI18n('en', null);
    expect(await sharedI18n('en', null)).toBe(bare);
    expect(Object.keys(textsOf(bare, 'en', []))).toEqual(['shell']);
  });
});
