import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled } from 'effector';
import { MemoryRouter } from 'react-router-dom';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { LOCALES } from 'shared/domain';
import { loadFavoritesTexts } from '#favorites/config/i18n';
import { storageChanged } from '#favorites/entities/favorite';
import { $recentlyViewed } from '#favorites/entities/recently-viewed';
import {
  favoritesScope,
  makeEstate,
  termsSearch,
  type FavoritesScopeOptions,
} from '#favorites/lib/test-fixtures';
import RecentlyViewedFragment from '#favorites/exposes/recently-viewed';
import ViewedEstate from '#favorites/exposes/viewed-estate';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'favorites'), resources: {} });
  await Promise.all(LOCALES.map((lang) => loadFavoritesTexts(lang)));
});

beforeEach(() => window.localStorage.clear());

function setup(options: FavoritesScopeOptions, locale: 'en' | 'nl' = 'en') {
  const setup = favoritesScope(options);
  const view = render(
    <Provider value={setup.scope}>
      <MemoryRouter initialEntries={[`/${locale}/`]}>
        <RecentlyViewedFragment locale={locale} />
      </MemoryRouter>
    </Provider>,
  );
  return { ...setup, view, user: userEvent.setup() };
}

describe('RecentlyViewed', () => {
  it('shows the estates opened lately, the latest first, leaving out those gone or hidden', async () => {
    const existing = [
      makeEstate({ id: '1' }),
      makeEstate({ id: '2' }),
      makeEstate({ id: '3', general: { transaction: { id: 4 } } }),
    ];
    const { requests } = setup({ recent: '["2","9","3","1"]', search: termsSearch(existing) });
    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    const list = within(section).getByRole('list', { name: 'Properties you viewed recently' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector('a')?.getAttribute('href')).toMatch(/\/en\/offer\/2\//);
    expect(cards[1]!.querySelector('a')?.getAttribute('href')).toMatch(/\/en\/offer\/1\//);
    expect(requests).toEqual([
      { query: { terms: { 'children.general.id': ['2', '9', '3', '1'] } }, size: 4, view: 'card' },
    ]);
    // Each card keeps its favourite toggle.
    expect(within(cards[0]!).getByRole('button', { name: 'Add to favourites' })).toBeVisible();
  });

  it('shows nothing while the list is empty, or its stored content is not a list', async () => {
    const { view, requests } = setup({ recent: '{"broken":' });
    await act(async () => undefined);
    expect(view.container).toBeEmptyDOMElement();
    expect(requests).toEqual([]);
  });

  it('is cleared by the visitor: storage emptied, said politely, focus on its heading', async () => {
    window.localStorage.setItem('recentlyViewed', '["1"]');
    const { user, scope } = setup({ recent: '["1"]' });
    await user.click(await screen.findByRole('button', { name: 'Clear the list' }));
    expect(scope.getState($recentlyViewed)).toEqual([]);
    expect(window.localStorage.getItem('recentlyViewed')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('The list is cleared.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Recently viewed' })).toHaveFocus();
  });

  it('follows another tab: an estate opened there shows here', async () => {
    const { scope } = setup({ recent: null }, 'nl');
    await act(async () => undefined);
    expect(screen.queryByRole('region')).toBeNull();
    await act(() =>
      allSettled(storageChanged, { scope, params: { key: 'recentlyViewed', newValue: '["5"]' } }),
    );
    expect(await screen.findByRole('region', { name: 'Onlangs bekeken' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });
});

describe('ViewedEstate', () => {
  it('renders nothing and puts the estate first in the stored list, again for another estate', async () => {
    window.localStorage.setItem('recentlyViewed', '["3","4"]');
    const { scope } = favoritesScope({});
    const view = render(
      <Provider value={scope}>
        <ViewedEstate estateId="4" />
      </Provider>,
    );
    await act(async () => undefined);
    expect(view.container).toBeEmptyDOMElement();
    expect(window.localStorage.getItem('recentlyViewed')).toBe('["4","3"]');
    view.rerender(
      <Provider value={scope}>
        <ViewedEstate estateId="8" />
      </Provider>,
    );
    await act(async () => undefined);
    expect(JSON.parse(window.localStorage.getItem('recentlyViewed') ?? '')).toEqual([
      '8',
      '4',
      '3',
    ]);
  });
});
