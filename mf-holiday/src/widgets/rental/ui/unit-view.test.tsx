import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { shell } from 'shared/bus';
import type { Site } from 'shared/domain';
import type { RentalUnit } from 'api/contract';
import { loadSharedUiTexts } from 'kit/ui';
import { makeRentalUnit } from 'shared/testing/rentals';
import { fetchRentalUnitFx } from '#holiday/entities/rental-unit';
import { initTestI18n } from '#holiday/lib/test-i18n';
import { BOOKING_ID, RentalUnitView } from './unit-view';

jest.setTimeout(20_000);

beforeAll(async () => {
  await initTestI18n();
  await loadSharedUiTexts('en');
});

const site = { id: 1, name: 'Immo Zonneveld', phone: '050 12 34 56', email: 'info@example.be' };

async function setup(unit: RentalUnit) {
  const scope = fork({
    values: [[shell.$site, site as Site]],
    handlers: [[fetchRentalUnitFx, async () => unit]],
  });
  await act(async () => {
    render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={[`/en/holiday/${unit.id}`]}>
          <RentalUnitView
            locale="en"
            id={String(unit.id)}
            booking={() => <p data-testid="booking">the provider's booking</p>}
          />
        </MemoryRouter>
      </Provider>,
    );
  });
  await screen.findByRole('heading', { level: 1 });
}

describe('RentalUnitView', () => {
  it("heads the page with the name, the lowest free week's rent, the place and key facts", async () => {
    const unit = makeRentalUnit(501);
    await setup(unit);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apartment Zeezicht 3.1');
    const week = Math.min(
      ...unit.periods.filter((p) => p.type === 'WEEK' && p.status === 'FREE').map((p) => p.price),
    );
    expect(screen.getByTestId('rental-price')).toHaveTextContent(`Price: from € ${week} per week`);
    expect(screen.getByTestId('rental-place')).toHaveTextContent('8420 De Haan, Belgian coast');
    const facts = screen.getByRole('list', { name: 'Key facts' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['4 persons', '2 bedrooms', '1 bathroom', 'Garage']);
  });

  it('lists the other kinds of period, one price per item and no separator', async () => {
    const unit = makeRentalUnit(501);
    await setup(unit);
    const others = screen.getByRole('list', { name: 'Other periods' });
    const items = within(others)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toMatch(/^[^·]+ from € [\d.]+$/);
  });

  it('says so when no period is free', async () => {
    const unit = makeRentalUnit(502);
    await setup({ ...unit, periods: unit.periods.map((p) => ({ ...p, status: 'BOOKED' })) });
    expect(screen.getByTestId('rental-price')).toHaveTextContent('Price: No free period');
  });

  it('offers a stay request, a question and the agency beside the page, and a call bar', async () => {
    await setup(makeRentalUnit(501));
    const aside = screen.getByTestId('rental-aside');
    expect(within(aside).getByRole('link', { name: 'Request a stay' })).toHaveAttribute(
      'href',
      `#${BOOKING_ID}`,
    );
    expect(within(aside).getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    expect(within(aside).getByRole('link', { name: '050 12 34 56' })).toHaveAttribute(
      'href',
      'tel:050123456',
    );
    expect(document.getElementById(BOOKING_ID)).toContainElement(screen.getByTestId('booking'));
    const bar = screen.getByTestId('rental-call-bar');
    expect(within(bar).getByRole('link', { name: 'Call' })).toHaveAttribute(
      'href',
      'tel:050123456',
    );
    expect(within(bar).getByRole('link', { name: 'Request a stay' })).toHaveAttribute(
      'href',
      `#${BOOKING_ID}`,
    );
  });

  it('folds the costs and the facts, leaving out what the unit does not have', async () => {
    const unit = makeRentalUnit(501);
    await setup({ ...unit, general: { ...unit.general, floor: null, building: null } });
    const facts = screen.getByRole('heading', { name: 'Facts' }).closest('details');
    expect(facts).not.toHaveAttribute('open');
    expect(within(facts!).queryByText('Floor')).not.toBeInTheDocument();
    expect(within(facts!).getByText('Registration number Toerisme Vlaanderen')).toBeInTheDocument();
    const costs = screen.getByRole('heading', { name: 'Costs' }).closest('details');
    expect(within(costs!).getByText('€ 400')).toBeInTheDocument();
  });
});
