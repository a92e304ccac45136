import { Component, Suspense, startTransition, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { act, render, screen } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import {
  baseI18nOptions,
  loadNamespace,
  I18nextProvider,
  useNamespaces,
  useTranslation,
  type NamespaceLoaders,
  type NamespaceTexts,
} from './index';
import { LOCALES, type Locale } from '../domain';

async function freshInstance(lang: Locale = 'en'): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({ ...baseI18nOptions(lang, 'demo'), resources: {} });
  return instance;
}

/** Loaders that answer `texts` per language and count the calls; `fail` languages reject. */
function loadersOf(texts: Record<Locale, NamespaceTexts>, fail: Locale[] = []) {
  const calls: Locale[] = [];
  const loaders = Object.fromEntries(
    (Object.keys(texts) as Locale[]).map((lang) => [
      lang,
      () => {
        calls.push(lang);
        return fail.includes(lang)
          ? Promise.reject(new Error(`chunk ${lang} unreachable`))
          : Promise.resolve({ default: texts[lang] });
      },
    ]),
  ) as NamespaceLoaders;
  return { loaders, calls };
}

const TEXTS: Record<Locale, NamespaceTexts> = {
  nl: { greeting: 'Hallo' },
  fr: { greeting: 'Bonjour' },
  en: { greeting: 'Hello' },
  de: { greeting: 'Hallo!' },
};

describe('loadNamespace', () => {
  it('fetches only the asked language, once, however often it is asked', async () => {
    const instance = await freshInstance();
    const { loaders, calls } = loadersOf(TEXTS);
    await Promise.all([
      loadNamespace('demo', loaders, 'fr', instance),
      loadNamespace('demo', loaders, 'fr', instance),
    ]);
    await loadNamespace('demo', loaders, 'fr', instance);
    expect(calls).toEqual(['fr']);
    expect(instance.t('greeting', { lng: 'fr', ns: 'demo' })).toBe('Bonjour');
    expect(instance.hasResourceBundle('nl', 'demo')).toBe(false);
  });

  it('rejects when the chunk cannot be fetched, and tries again on the next call', async () => {
    const instance = await freshInstance();
    let reachable = false;
    const loaders: NamespaceLoaders = {
      ...loadersOf(TEXTS).loaders,
      de: () =>
        reachable
          ? Promise.resolve({ default: TEXTS.de })
          : Promise.reject(new Error('chunk de unreachable')),
    };
    await expect(loadNamespace('demo', loaders, 'de', instance)).rejects.toThrow(
      'chunk de unreachable',
    );
    reachable = true;
    await loadNamespace('demo', loaders, 'de', instance);
    expect(instance.t('greeting', { lng: 'de', ns: 'demo' })).toBe('Hallo!');
  });

  it('keeps texts that are already there (added up front)', async () => {
    const instance = await freshInstance();
    instance.addResourceBundle('en', 'demo', TEXTS.en);
    const { loaders } = loadersOf({ ...TEXTS, en: { greeting: 'Other' } });
    await loadNamespace('demo', loaders, 'en', instance);
    expect(instance.t('greeting', { lng: 'en', ns: 'demo' })).toBe('Hello');
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

function Greeting({
  lang,
  loaders,
  instance,
}: {
  lang: Locale;
  loaders: NamespaceLoaders;
  instance: i18n;
}) {
  useNamespaces([['demo', loaders]], lang, instance);
  return <p>{instance.t('greeting', { lng: lang, ns: 'demo' })}</p>;
}

describe('useNamespaces', () => {
  it('suspends until the texts of the language are in, then renders them', async () => {
    const instance = await freshInstance();
    const { loaders, calls } = loadersOf(TEXTS);
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Greeting lang="nl" loaders={loaders} instance={instance} />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Hallo')).toBeInTheDocument();
    expect(screen.queryByText('greeting')).not.toBeInTheDocument();
    expect(calls).toEqual(['nl']);
  });

  it('renders at once, without fetching, when the texts are already loaded', async () => {
    const instance = await freshInstance();
    const { loaders, calls } = loadersOf(TEXTS);
    await loadNamespace('demo', loaders, 'en', instance);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting lang="en" loaders={loaders} instance={instance} />
      </Suspense>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(calls).toEqual(['en']);
  });

  it('hands a chunk that cannot be fetched to the error boundary', async () => {
    const instance = await freshInstance();
    const { loaders } = loadersOf(TEXTS, ['fr']);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Greeting lang="fr" loaders={loaders} instance={instance} />
          </Suspense>
        </Boundary>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk fr unreachable');
    spy.mockRestore();
  });

  it('renders both namespaces when their texts arrive one after the other', async () => {
    const instance = await freshInstance();
    let secondArrives: () => void = () => undefined;
    const texts = (value: NamespaceTexts) => ({ default: value });
    // The first namespace's chunk is there at once, the second's only when the test says so.
    const first: NamespaceLoaders = Object.fromEntries(
      LOCALES.map((l) => [l, () => Promise.resolve(texts({ title: 'Favourites' }))]),
    ) as NamespaceLoaders;
    const second: NamespaceLoaders = Object.fromEntries(
      LOCALES.map((l) => [
        l,
        () =>
          new Promise<{ default: NamespaceTexts }>((resolve) => {
            secondArrives = () => resolve(texts({ close: 'Close' }));
          }),
      ]),
    ) as NamespaceLoaders;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function TwoNamespaces() {
      useNamespaces(
        [
          ['first', first],
          ['second', second],
        ],
        'en',
        instance,
      );
      // Hooks after the suspension point, as in every exposed module.
      const renders = useRef(0);
      const [label] = useState(() => instance.t('second:close', { lng: 'en' }));
      renders.current += 1;
      return <p>{`${instance.t('first:title', { lng: 'en' })} / ${label}`}</p>;
    }
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    // A navigation renders in a transition (concurrent), where React replays a suspended
    // component as soon as the promise it waits for is settled.
    await act(async () => {
      startTransition(() =>
        root.render(
          <Suspense fallback={<p>loading</p>}>
            <TwoNamespaces />
          </Suspense>,
        ),
      );
    });
    await act(async () => secondArrives());
    expect(await screen.findByText('Favourites / Close')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
  });

  it('lets a component with hooks after it render when the texts arrive during its render', async () => {
    const instance = await freshInstance();
    const { loaders } = loadersOf(TEXTS);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function GreetingWithState() {
      useNamespaces([['demo', loaders]], 'de', instance);
      const [greeting] = useState(() => instance.t('greeting', { lng: 'de', ns: 'demo' }));
      const renders = useRef(0);
      renders.current += 1;
      return <p>{greeting}</p>;
    }
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    // The chunk is there at once, so React replays the suspended component in the same render.
    await act(async () => {
      startTransition(() =>
        root.render(
          <Suspense fallback={<p>loading</p>}>
            <GreetingWithState />
          </Suspense>,
        ),
      );
    });
    expect(await screen.findByText('Hallo!')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
  });
});

describe('useTranslation', () => {
  async function instanceWith(lang: Locale = 'en'): Promise<i18n> {
    const instance = await freshInstance(lang);
    for (const code of LOCALES) instance.addResourceBundle(code, 'demo', TEXTS[code]);
    instance.addResourceBundle('en', 'other', { greeting: 'Hi there' });
    return instance;
  }

  function Greeting({ ns, lng }: { ns?: string | string[]; lng?: Locale }) {
    const { t } = useTranslation(ns, lng ? { lng } : undefined);
    return <p>{t('greeting')}</p>;
  }

  it("translates in the render's instance: its default namespace, a given one, the first of a list", async () => {
    const instance = await instanceWith();
    render(
      <I18nextProvider i18n={instance}>
        <Greeting />
        <Greeting ns="other" />
        <Greeting ns={['other', 'demo']} />
        <Greeting ns="demo" lng="fr" />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'Hello',
      'Hi there',
      'Hi there',
      'Bonjour',
    ]);
  });

  it('renders again when the language changes or texts arrive, and keeps its function otherwise', async () => {
    const instance = await instanceWith();
    const seen: unknown[] = [];
    function Tracked() {
      const { t } = useTranslation('late');
      seen.push(t);
      return <p>{t('word')}</p>;
    }
    const { rerender } = render(
      <I18nextProvider i18n={instance}>
        <Tracked />
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('word')).toBeInTheDocument();
    rerender(
      <I18nextProvider i18n={instance}>
        <Tracked />
        <Greeting />
      </I18nextProvider>,
    );
    expect(seen[1]).toBe(seen[0]);
    act(() => instance.addResourceBundle('en', 'late', { word: 'arrived' }));
    expect(screen.getByText('arrived')).toBeInTheDocument();
    // Its function remembers texts only until they change: new ones, or ones taken away.
    act(() => instance.addResourceBundle('en', 'late', { word: 'changed' }, true, true));
    expect(screen.getByText('changed')).toBeInTheDocument();
    act(() => instance.removeResourceBundle('en', 'late'));
    expect(screen.getByText('word')).toBeInTheDocument();
    act(() => instance.addResourceBundle('en', 'late', { word: 'arrived' }));
    await act(() => instance.changeLanguage('nl'));
    expect(screen.getByText('Hallo')).toBeInTheDocument();
  });

  it('does not render again when the language is set to the one it already is', async () => {
    const instance = await instanceWith();
    let renders = 0;
    function Counted() {
      const { t } = useTranslation();
      renders += 1;
      return <p>{t('greeting')}</p>;
    }
    render(
      <I18nextProvider i18n={instance}>
        <Counted />
      </I18nextProvider>,
    );
    expect(renders).toBe(1);
    await act(() => instance.changeLanguage('en'));
    expect(renders).toBe(1);
    await act(() => instance.changeLanguage('de'));
    expect(screen.getByText('Hallo!')).toBeInTheDocument();
    expect(renders).toBe(2);
    await act(() => instance.changeLanguage('de'));
    expect(renders).toBe(2);
  });
});
