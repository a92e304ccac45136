import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import type { Estate, EstateSearchRequest } from 'shared/domain';
import type { SearchAnswer } from 'shared/api';

import FavoritesPage from '#favorites/exposes/favorites-page';
import {
  failedAnswer,
  favoritesScope,
  makeEstate,
  makeEstates,
  termsSearch,
  type FavoritesScopeOptions,
} from '#favorites/lib/test-fixtures';
import { FAVORITES_PAGE_SIZE } from '../model';
import { loadFavoritesTexts } from '#favorites/config/i18n';
import { $favorites } from '#favorites/entities/favorite';
import { LOCALES } from 'shared/domain';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'favorites'), resources: {} });
  // The texts load per language, as in the browser.
  await Promise.all(LOCALES.map((lang) => loadFavoritesTexts(lang)));
});

/** The English text of a key of the 'favorites' namespace. */
const text = (key: string, options: Record<string, unknown> = {}) =>
  i18next.t(key, { ns: 'favorites', lng: 'en', ...options });

function setup(options: FavoritesScopeOptions) {
  const setup = favoritesScope(options);
  const user = userEvent.setup();
  const view = render(
    <Provider value={setup.scope}>
      <MemoryRouter initialEntries={['/en/favorites']}>
        <FavoritesPage locale="en" />
      </MemoryRouter>
    </Provider>,
  );
  return { ...setup, user, view };
}

describe('FavoritesPage (SPEC §2 Favourites page)', () => {
  it('shows the grid loading state: heading, skeletons and a status', async () => {
    let release: () => void = () => undefined;
    const { view } = setup({
      stored: '["1","2"]',
      search: async (request: EstateSearchRequest): Promise<SearchAnswer<Estate>> => {
        await new Promise<void>((done) => (release = done));
        return termsSearch(makeEstates(2))(request);
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(text('favorites.title'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Favourites');
    expect(await screen.findByRole('status')).toHaveTextContent(text('page.loading'));
    // What the page is for, in every state (the server renders it before any script runs).
    expect(screen.getByText(text('page.intro'))).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(view.container.querySelectorAll('[aria-hidden="true"] li')).toHaveLength(2);
    expect(screen.queryByText(text('favorites.no.estates'))).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('shows the favourite estates as cards with their toggles, and the title', async () => {
    setup({ stored: '["2","1"]', search: termsSearch(makeEstates(2)) });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Your favourite properties' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 favourites');
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/offer\/2\//),
    );
    expect(within(first).getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(document.title).toBe('Favourites');
    expect(document.querySelector('[data-boundary="favorites"]')).not.toBeNull();
  });

  it('removes a card, updates the ids and the storage, and keeps the focus in the list', async () => {
    const { user, written, scope } = setup({
      stored: '["1","2","3"]',
      search: termsSearch(makeEstates(3)),
    });
    const cards = await screen.findAllByRole('article');
    await user.click(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Remove from favourites' }),
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(written).toEqual([['1', '3']]);
    expect(scope.getState($favorites)).toEqual(['1', '3']);
    const next = within(screen.getAllByRole('article')[1] as HTMLElement).getByRole('button', {
      name: 'Remove from favourites',
    });
    expect(next).toHaveFocus();
  });

  it('shows the empty message with a link to the search once loading is done', async () => {
    setup({ stored: null });
    expect(await screen.findByText(text('favorites.no.estates'))).toBeInTheDocument();
    expect(screen.getByText('You have no favourites yet.')).toBeInTheDocument();
    expect(screen.getByText(/kept here, in this browser: no account needed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse our offer' })).toHaveAttribute(
      'href',
      '/en/offer',
    );
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('moves the focus to the heading when the last card is removed', async () => {
    const { user } = setup({ stored: '["1"]', search: termsSearch(makeEstates(1)) });
    const [card] = await screen.findAllByRole('article');
    await user.click(
      within(card as HTMLElement).getByRole('button', { name: 'Remove from favourites' }),
    );
    expect(await screen.findByText('You have no favourites yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('keeps ["1173","1484","999999"]: a card, a hidden one and a gone one, each removable', async () => {
    const { user, written, scope } = setup({
      stored: '["1173","1484","999999"]',
      search: termsSearch([
        makeEstate({ id: '1173' }),
        makeEstate({ id: '1484', general: { transaction: { id: 4 } } }),
      ]),
    });
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 favourites');
    expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/offer\/1173\//),
    );
    expect(cards[1]).toHaveAccessibleName('Not available at the moment');
    expect(cards[1]).toHaveTextContent('reference 1484');
    expect(within(cards[1] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(cards[2]).toHaveAccessibleName('No longer available');
    expect(cards[2]).toHaveTextContent('reference 999999');
    expect(written).toEqual([]);
    expect(scope.getState($favorites)).toEqual(['1173', '1484', '999999']);
    // Only the visitor removes one.
    await user.click(
      within(cards[2] as HTMLElement).getByRole('button', { name: 'Remove from favourites' }),
    );
    expect(written).toEqual([['1173', '1484']]);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('shows 10,000 favourites a page at a time, counted like the header', async () => {
    const stored = Array.from({ length: 10_000 }, (_, i) => String(100_000 + i));
    const { user, view } = setup({ stored: JSON.stringify(stored) });
    // Counted with a selector: role queries over hundreds of cards are slow in jsdom.
    const articles = () => view.container.querySelectorAll('article').length;
    await waitFor(() => expect(articles()).toBe(FAVORITES_PAGE_SIZE));
    expect(screen.getByRole('status')).toHaveTextContent(
      `10000 favourites · ${FAVORITES_PAGE_SIZE} of 10000 shown`,
    );
    expect(screen.queryByText('You have no favourites yet.')).not.toBeInTheDocument();
    await user.click(screen.getByText('Show more favourites'));
    await waitFor(() => expect(articles()).toBe(2 * FAVORITES_PAGE_SIZE));
  }, 30_000);

  it('shows a localized error with a retry', async () => {
    let down = true;
    const { user } = setup({
      stored: '["1"]',
      search: (request) => (down ? failedAnswer() : termsSearch(makeEstates(1))(request)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your favourites could not be loaded');
    expect(screen.queryByText('You have no favourites yet.')).not.toBeInTheDocument();
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
