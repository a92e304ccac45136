import { fireEvent, render, screen, within } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { Estate, Locale } from 'shared/domain';
import { LOCALES } from 'shared/domain';
import { loadDetailTexts } from '#detail/config/i18n';
import { buildEstate, TRANSACTIONS } from '#detail/lib/test-estates';
import { initTestI18n } from '#detail/lib/test-i18n';
import { PurchaseCostsSection } from './purchase-costs-section';

beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all(LOCALES.map((lang) => loadDetailTexts(lang)));
});

function renderSection(estate: Estate, locale: Locale = 'en') {
  return render(
    <Provider value={fork()}>
      <PurchaseCostsSection estate={estate} listing={null} locale={locale} />
    </Provider>,
  );
}

/** The amount of the table row named `name`. */
const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('PurchaseCostsSection', () => {
  it('shows the estimate of a Flemish sale as SPEC §9 money, and updates at once for the own home', () => {
    renderSection(buildEstate('1'));
    const section = screen.getByRole('region', { name: 'What buying will cost' });
    expect(within(section).getByRole('note')).toHaveTextContent('An estimate, not advice.');
    expect(within(row('Registration duties')).getByText('€ 67.200')).toBeVisible();
    expect(within(row('Registration duties')).getByText('12%')).toBeVisible();
    expect(within(section).getByText('Costs: € 71.819. With the price: € 631.819.')).toBeVisible();

    fireEvent.click(screen.getByRole('checkbox', { name: 'This will be my only own home' }));
    expect(within(row('Registration duties')).getByText('€ 11.200')).toBeVisible();
    expect(within(row('Registration duties')).getByText('2%')).toBeVisible();
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(/2% instead of 12%/);
  });

  it('shows the Brussels abatement on the base it applies to', () => {
    const flat = buildEstate('1', { general: { price: { value: 400_000 } } });
    flat.general.address = { ...flat.general.address, region: 'BRUSSELS' };
    renderSection(flat, 'fr');
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Ce sera mon habitation propre et unique' }),
    );
    expect(within(row('Droits d’enregistrement')).getByText('€ 25.000')).toBeVisible();
    expect(within(row('Droits d’enregistrement')).getByText('12,5% × € 200.000')).toBeVisible();
  });

  it('charges VAT without the own-home choice for a new building', () => {
    const house = buildEstate('1');
    renderSection(buildEstate('2', { technical: { ...house.technical, newBuilding: true } }), 'nl');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(within(row('Btw op de prijs')).getByText('€ 117.600')).toBeVisible();
    expect(screen.queryByRole('rowheader', { name: 'Registratierechten' })).toBeNull();
  });

  it('lists every source with its date, and shows nothing for a rent', () => {
    renderSection(buildEstate('1'), 'de');
    fireEvent.click(screen.getByText('Quellen und Daten der Sätze'));
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText(/verkooprecht 12 %/)).toHaveAttribute('lang', 'nl');
    expect(screen.getAllByText(/gilt seit \d\d\/\d\d\/\d{4}/).length).toBeGreaterThan(0);
    const { container } = renderSection(
      buildEstate('3', { general: { transaction: TRANSACTIONS.toRent } }),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
