import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';

import FavoriteToggle from '#favorites/exposes/favorite-toggle';
import { $favorites, favoriteAdded } from '#favorites/entities/favorite';
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

function setup(stored: string | null, ui: React.ReactNode) {
  const setup = favoritesScope({ stored });
  render(<Provider value={setup.scope}>{ui}</Provider>);
  return { ...setup, user: userEvent.setup() };
}

describe('FavoriteToggle (SPEC §2 card toggle, §4)', () => {
  it('toggles aria-pressed and its label, and stores the list', async () => {
    const { user, written, scope } = setup('["1"]', <FavoriteToggle estateId="7" locale="en" />);
    const button = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAttribute('data-boundary', 'favorites');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Remove from favourites');
    expect(written).toEqual([['1', '7']]);
    expect(scope.getState($favorites)).toEqual(['1', '7']);

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toHaveAccessibleName('Add to favourites');
    expect(written[1]).toEqual(['1']);
  });

  it('shows the stored state, follows changes from elsewhere and speaks the page language', async () => {
    const { scope } = setup('["7"]', <FavoriteToggle estateId="7" locale="nl" />);
    const button = await screen.findByRole('button', { name: 'Verwijderen uit favorieten' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await allSettled(favoriteAdded, { scope, params: '8' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('is described by the title of the card it sits in', async () => {
    setup(
      null,
      <article aria-labelledby="card-title">
        <h3 id="card-title">Villa in Ghent</h3>
        <FavoriteToggle estateId="3" locale="en" />
      </article>,
    );
    const button = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(button).toHaveAccessibleDescription('Villa in Ghent');
  });

  it('shows its text in the button variant', async () => {
    const { user } = setup(null, <FavoriteToggle estateId="3" locale="fr" variant="button" />);
    const button = await screen.findByRole('button', { name: 'Ajouter aux favoris' });
    expect(button).toHaveTextContent('Ajouter aux favoris');
    await user.click(button);
    expect(button).toHaveTextContent('Retirer des favoris');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });
});
