import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { LOCALES } from 'shared/domain';
import CompareToggle from '#favorites/exposes/compare-toggle';
import { $compareIds } from '#favorites/entities/compare';
import { subscribeStorageFx } from '#favorites/entities/favorite';
import { loadFavoritesTexts } from '#favorites/config/i18n';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'favorites'), resources: {} });
  await Promise.all(LOCALES.map((lang) => loadFavoritesTexts(lang)));
});

afterEach(() => window.localStorage.clear());

function setup(stored: string[], ui: React.ReactNode) {
  window.localStorage.setItem('compare', JSON.stringify(stored));
  const scope = fork({ handlers: [[subscribeStorageFx, () => undefined]] });
  render(
    <Provider value={scope}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Provider>,
  );
  return { scope, user: userEvent.setup() };
}

describe('CompareToggle', () => {
  it('adds and takes out the estate, stored, with a link to the comparison on a detail page', async () => {
    const { scope, user } = setup(
      ['3'],
      <CompareToggle estateId="7" locale="en" variant="button" />,
    );
    const button = await screen.findByRole('button', { name: 'Compare' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Remove from comparison');
    expect(scope.getState($compareIds)).toEqual(['3', '7']);
    expect(screen.getByRole('link', { name: 'View comparison (2)' })).toHaveAttribute(
      'href',
      '/en/compare?estates=3,7',
    );
    await user.click(button);
    expect(JSON.parse(window.localStorage.getItem('compare') ?? '')).toEqual(['3']);
  });

  it('says why a fifth estate is not added, in the page’s language', async () => {
    const { scope, user } = setup(['1', '2', '3', '4'], <CompareToggle estateId="9" locale="fr" />);
    const button = await screen.findByRole('button', { name: 'Comparer' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(scope.getState($compareIds)).toEqual(['1', '2', '3', '4']);
    expect(screen.getByRole('status').textContent).toContain(
      'Vous comparez déjà 4 biens\u00a0: retirez-en un d’abord.',
    );
    expect(screen.getByRole('link', { name: 'Voir la comparaison (4)' })).toHaveAttribute(
      'href',
      '/fr/comparer?estates=1,2,3,4',
    );
  });
});
