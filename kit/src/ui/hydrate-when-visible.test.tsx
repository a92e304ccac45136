import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { HydrateWhenVisible } from './hydrate-when-visible';
import {
  BROWSER_RENDERING,
  FederatedFragment,
  provideRemoteLoader,
  RemoteRenderingContext,
  type RemoteRendering,
} from 'kit/remote';

/** The IntersectionObservers the parts made, to tell them their part came into view. */
let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] =
  [];

beforeEach(() => {
  observers = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  };
});

afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = '';
});

/** A section with a button that counts its presses (live only once hydrated). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ label = 'Pressed' }: { label?: string }) {
  return (
    <main>
      <HydrateWhenVisible>
        <Counter label={label} />
      </HydrateWhenVisible>
    </main>
  );
}

const SERVER: RemoteRendering = { ...BROWSER_RENDERING, server: true, used: new Set() };

/** The server's HTML of `element` in a container of the document. */
function serverHtml(element: React.ReactElement, rendering = SERVER): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <RemoteRenderingContext.Provider value={rendering}>{element}</RemoteRenderingContext.Provider>,
  );
  document.body.append(container);
  return container;
}

async function hydrate(container: HTMLElement, element: React.ReactElement, onError = jest.fn()) {
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: onError });
  });
  return root!;
}

const press = async (button: HTMLElement) => {
  await act(async () => {
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
};

describe('HydrateWhenVisible', () => {
  it('renders its children on the server, in a block of its own', () => {
    const container = serverHtml(<Page />);
    expect(container.querySelector('main > div[data-hydrate="visible"] button')).toHaveTextContent(
      'Pressed 0',
    );
  });

  it('leaves the server HTML alone until the part comes near the viewport, then hydrates it', async () => {
    const container = serverHtml(<Page />);
    const button = container.querySelector('button')!;
    const onError = jest.fn();
    await hydrate(container, <Page />, onError);
    // Not hydrated yet: the press does nothing.
    await press(button);
    expect(button).toHaveTextContent('Pressed 0');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toBe('200px');
    await act(async () => {
      observers[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    });
    await press(button);
    // The same element, hydrated in place: the server's HTML was kept.
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Pressed 1');
    expect(onError).not.toHaveBeenCalled();
  });

  it('hydrates at once when the visitor points at the part, so the first press counts', async () => {
    const container = serverHtml(<Page />);
    const button = container.querySelector('button')!;
    await hydrate(container, <Page />);
    await act(async () => {
      button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    await press(button);
    expect(button).toHaveTextContent('Pressed 1');
  });

  it('keeps the server HTML when the page re-renders before the part hydrated, then follows it', async () => {
    const container = serverHtml(<Page label="Pressed" />);
    const button = container.querySelector('button')!;
    const onError = jest.fn();
    const root = await hydrate(container, <Page label="Pressed" />, onError);
    await act(async () => root.render(<Page label="Clicked" />));
    expect(container.querySelector('button')).toBe(button);
    expect(button).toHaveTextContent('Pressed 0');
    await act(async () => {
      button.dispatchEvent(new Event('focusin', { bubbles: true }));
    });
    expect(button).toHaveTextContent('Clicked 0');
    expect(onError).not.toHaveBeenCalled();
  });

  it('hydrates at once in a browser without IntersectionObserver', async () => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    const container = serverHtml(<Page />);
    const button = container.querySelector('button')!;
    await hydrate(container, <Page />);
    await press(button);
    expect(button).toHaveTextContent('Pressed 1');
  });

  it('renders and runs its children at once in a render that hydrates nothing', async () => {
    render(<Page />);
    const button = screen.getByRole('button');
    await press(button);
    expect(button).toHaveTextContent('Pressed 1');
    expect(observers).toHaveLength(0);
  });

  it("leaves another team's fragment inside it out of the modules loaded before hydration", () => {
    provideRemoteLoader(async () => ({ default: () => <p>Form</p> }));
    const used = new Set<string>();
    serverHtml(
      <>
        <FederatedFragment id="favorites/FavoritesCount" props={{ locale: 'en' }} />
        <HydrateWhenVisible>
          <FederatedFragment
            id="engagement/SendToFriend"
            props={{ locale: 'en', estateId: '1173' }}
          />
        </HydrateWhenVisible>
        <HydrateWhenVisible preloadFragments>
          <FederatedFragment
            id="favorites/FavoriteToggle"
            props={{ locale: 'en', estateId: '1173', variant: 'icon' }}
          />
        </HydrateWhenVisible>
      </>,
      { ...SERVER, used },
    );
    // The toggle of a card is loaded before hydration all the same (preloadFragments).
    expect([...used]).toEqual(['favorites/FavoritesCount', 'favorites/FavoriteToggle']);
  });
});
