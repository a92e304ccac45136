import { fireEvent, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import type { Estate, Locale } from 'shared/domain';
import { LOCALES } from 'shared/domain';
import { loadDetailTexts } from '#detail/config/i18n';
import { buildEstate, TRANSACTIONS } from '#detail/lib/test-estates';
import { initTestI18n } from '#detail/lib/test-i18n';
import { MonthlyCostSection } from './monthly-cost-section';

beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all(LOCALES.map((lang) => loadDetailTexts(lang)));
});

function renderSection(estate: Estate, locale: Locale = 'en', url = '/en/offer/1/house') {
  return render(
    <Provider value={fork()}>
      <MemoryRouter initialEntries={[url]}>
        <MonthlyCostSection estate={estate} locale={locale} />
      </MemoryRouter>
    </Provider>,
  );
}

const house = (price: number) => buildEstate('1', { general: { price: { value: price } } });
const result = () => screen.getByTestId('monthly-result');

describe('MonthlyCostSection', () => {
  it('starts from 80 % of the price, 3 % and 20 years, stated, and computes at once', () => {
    renderSection(house(250_000));
    const section = screen.getByRole('region', { name: 'Monthly payment' });
    expect(within(section).getByRole('note')).toHaveTextContent('An estimate, not a loan offer.');
    expect(section).toHaveTextContent('a loan of 80% of the price at a fixed yearly rate of 3%');
    expect(screen.getByRole('textbox', { name: 'Loan amount (€)' })).toHaveValue('200.000');
    expect(screen.getByRole('textbox', { name: 'Fixed yearly rate (%)' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Duration (years)' })).toHaveValue('20');
    expect(result()).toHaveTextContent('€ 1.105,15 a month');
    expect(result()).toHaveTextContent('In 240 monthly payments you repay € 265.236');

    fireEvent.change(screen.getByRole('textbox', { name: 'Fixed yearly rate (%)' }), {
      target: { value: '3,5' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Duration (years)' }), {
      target: { value: '25' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Loan amount (€)' }), {
      target: { value: '250.000' },
    });
    expect(result()).toHaveTextContent('€ 1.244,21 a month');
  });

  it('is a GET form back to the page, read from the query without scripts', () => {
    const { container } = renderSection(
      house(250_000),
      'nl',
      '/nl/aanbod/1/huis?loan=300000&rate=4&years=30',
    );
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/nl/aanbod/1/huis#monthly-cost');
    expect(screen.getByRole('textbox', { name: 'Geleend bedrag (€)' })).toHaveAttribute(
      'name',
      'loan',
    );
    expect(result()).toHaveTextContent('€ 1.419,91 per maand');
  });

  it('keeps a wrong figure, says what it takes in the page language, and shows no payment', () => {
    renderSection(house(250_000), 'fr', '/fr/offre/1/maison?loan=abc&rate=20');
    const loan = screen.getByRole('textbox', { name: 'Montant emprunté (€)' });
    expect(loan).toHaveValue('abc');
    expect(loan).toHaveAttribute('aria-invalid', 'true');
    expect(loan).toHaveAccessibleDescription(
      'Indiquez un montant de €\u00a01.000 à €\u00a010.000.000, par exemple 250.000.',
    );
    expect(
      screen.getByRole('textbox', { name: 'Taux annuel fixe (%)' }),
    ).toHaveAccessibleDescription(/de 0% à 15%/);
    expect(screen.getByRole('textbox', { name: 'Durée (années)' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(result()).toHaveTextContent('Corrigez les données signalées');
    expect(result()).not.toHaveTextContent('€');
    fireEvent.change(loan, { target: { value: '150000' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Taux annuel fixe (%)' }), {
      target: { value: '2' },
    });
    expect(result()).toHaveTextContent('par mois');
  });

  it('shows nothing for an estate that cannot be bought', () => {
    const { container } = renderSection(
      buildEstate('3', { general: { transaction: TRANSACTIONS.toRent } }),
      'de',
    );
    expect(container).toBeEmptyDOMElement();
  });
});
