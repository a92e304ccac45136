import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { LOCALES, type Locale } from 'shared/domain';
import { buildPath } from 'shared/routes';
import { makeEstate } from 'shared/testing/estates';
import { loadSharedUiTexts } from 'kit/ui';
import { FindYourWay } from './index';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'shared-ui'), resources: {} });
  await Promise.all(LOCALES.map((lang) => loadSharedUiTexts(lang)));
});

function renderHelp(
  locale: Locale,
  estates = [makeEstate({ id: '41' }), makeEstate({ id: '42' })],
) {
  return render(
    <MemoryRouter>
      <h1>Not found</h1>
      <FindYourWay locale={locale} estates={estates} />
    </MemoryRouter>,
  );
}

describe('FindYourWay', () => {
  it('offers a search form to the listing that works without scripts: a GET form with its filter keys', async () => {
    renderHelp('en');
    const form = await screen.findByRole('search', { name: 'Search our properties' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', buildPath('search', 'en'));
    const trans = within(form).getByRole('combobox', { name: 'I want to' });
    expect(trans).toHaveAttribute('name', 'trans');
    expect(
      within(trans)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'kopen', 'huren']);
    expect(within(form).getByRole('spinbutton', { name: 'Maximum price (€)' })).toHaveAttribute(
      'name',
      'price-max',
    );
    expect(within(form).getByRole('button', { name: 'Show the properties' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('shows the newest estates as cards under their heading, and the way home', async () => {
    renderHelp('en');
    const newest = await screen.findByRole('region', { name: 'Newest properties' });
    expect(within(newest).getAllByRole('article')).toHaveLength(2);
    expect(within(newest).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'To the home page' })).toHaveAttribute(
      'href',
      buildPath('home', 'en'),
    );
  });

  it("speaks the page's language and leaves out the newest estates when there are none", async () => {
    renderHelp('fr', []);
    const form = await screen.findByRole('search', { name: 'Cherchez dans notre offre' });
    expect(form).toHaveAttribute('action', buildPath('search', 'fr'));
    expect(screen.queryByRole('region', { name: 'Nouveaux biens' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Vers la page d’accueil' })).toHaveAttribute(
      'href',
      buildPath('home', 'fr'),
    );
  });
});
