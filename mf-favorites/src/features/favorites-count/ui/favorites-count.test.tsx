import { act, render, screen } from '@testing-library/react';
import { allSettled } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import FavoritesCount from '#favorites/exposes/favorites-count';
import { storageChanged } from '#favorites/entities/favorite';
import { favoriteAdded, favoriteRemoved } from '#favorites/entities/favorite';
import { favoritesScope } from '#favorites/lib/test-fixtures';
import { loadFavoritesTexts } from '#favorites/config/i18n';
import { LOCALES } from 'shared/domain';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'favorites'), resources: {} });
  // The texts load per language, as in the browser.
  await Promise.all(LOCALES.map((lang) => loadFavoritesTexts(lang)));
});

describe('FavoritesCount (header counter)', () => {
  it('links to the favourites page, named with the live count', async () => {
    const { scope } = favoritesScope({ stored: '["1","2","3"]' });
    render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={['/en/']}>
          <FavoritesCount locale="en" />
        </MemoryRouter>
      </Provider>,
    );
    const link = await screen.findByRole('link', { name: 'Favourites 3' });
    expect(link).toHaveAttribute('href', '/en/favorites');
    expect(link.closest('[data-boundary="favorites"]')).not.toBeNull();
    expect(link).toHaveTextContent('3');

    await act(() => allSettled(favoriteAdded, { scope, params: 4 }));
    expect(link).toHaveAccessibleName('Favourites 4');
    await act(() => allSettled(favoriteRemoved, { scope, params: '1' }));
    await act(() => allSettled(favoriteRemoved, { scope, params: '2' }));
    expect(link).toHaveAccessibleName('Favourites 2');
    await act(() =>
      allSettled(storageChanged, { scope, params: { key: 'favorites', newValue: '[]' } }),
    );
    expect(link).toHaveAccessibleName('Favourites 0');
  });

  it('uses the path word and texts of the page language', async () => {
    const { scope } = favoritesScope({ stored: '["1"]' });
    render(
      <Provider value={scope}>
        <MemoryRouter>
          <FavoritesCount locale="de" />
        </MemoryRouter>
      </Provider>,
    );
    const link = await screen.findByRole('link', { name: 'Favoriten 1' });
    expect(link).toHaveAttribute('href', '/de/favoriten');
  });
});
