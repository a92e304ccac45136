import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildEstate } from '../../../lib/estate-fixtures';
import { initTestI18n } from '../../../lib/test-i18n';
import { loadDetailTexts } from '../../../config/i18n';
import { energyFields } from '../lib/display-fields';
import { skarabeeTabs } from '../lib/skarabee-view';
import { EpcBlock } from './epc-block';
import { SkarabeeTabs } from './skarabee-tabs';
import { TableScroller } from './table-scroller';
import { PriceText } from './facts';

beforeAll(async () => {
  await initTestI18n('en');
  await loadDetailTexts('en');
});

const energyGroup = (epcValue: number) => {
  const estate = buildEstate('1', {
    energy: {
      ...buildEstate('x').energy,
      energyLabel: 'G',
      epcValue,
      epcValueTotal: 1000,
      co2: 12,
    },
  });
  const fields = energyFields(estate, 'en');
  return { id: 'energy' as const, label: 'Energy performance', fields, visible: true };
};

describe('EpcBlock', () => {
  it('places the marker at value/700 and caps it at 100 %', () => {
    const { rerender } = render(<EpcBlock group={energyGroup(350)} epcValue={350} locale="en" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('epc-marker')).toHaveStyle({ left: '50%' });
    rerender(<EpcBlock group={energyGroup(900)} epcValue={900} locale="en" />);
    expect(screen.getByTestId('epc-marker')).toHaveStyle({ left: '100%' });
    const region = screen.getByRole('region', { name: 'Energy performance' });
    expect(within(region).getByText('1.000 kWh/year')).toBeInTheDocument();
    expect(within(region).getByText('12 kg/m²/year')).toBeInTheDocument();
  });
});

describe('SkarabeeTabs', () => {
  it('moves between tabs with the arrow keys, Home and End', async () => {
    const tabs = skarabeeTabs(
      {
        id: 's',
        title: {},
        description: {},
        short_description: {},
        external_id: 'x',
        status: 'FOR_SALE',
        type: 'HOUSE',
        subType: 'VILLA',
        archived: false,
        archived_at: null,
        fields: {
          'general.dossierNumber': 'D1',
          'comfort.heating': 'GAS',
          'planning.permission': 'YES',
        },
      },
      'en',
    );
    render(<SkarabeeTabs tabs={tabs} heading="All details" locale="en" />);
    const list = screen.getByRole('tablist', { name: 'All details' });
    const [general, comfort, planning] = within(list).getAllByRole('tab');
    expect(general).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'General' })).toHaveTextContent('D1');

    const user = userEvent.setup();
    await user.tab();
    expect(general).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(comfort).toHaveFocus();
    expect(comfort).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Comfort' })).toHaveTextContent('Gas');
    await user.keyboard('{End}');
    expect(planning).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(general).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(planning).toHaveAttribute('aria-selected', 'true');
  });
});

describe('TableScroller', () => {
  it('is a named region that the keyboard reaches, so a wide table can be scrolled', async () => {
    const user = userEvent.setup();
    render(
      <TableScroller label="Layout">
        <table>
          <caption>Layout</caption>
          <tbody>
            <tr>
              <td>Living room</td>
            </tr>
          </tbody>
        </table>
      </TableScroller>,
    );
    await user.tab();
    expect(screen.getByRole('region', { name: 'Layout' })).toHaveFocus();
  });
});

describe('PriceText', () => {
  it('gives a rent per period, also as the "from" price of a project to rent', () => {
    const { rerender } = render(
      <PriceText
        price={{ kind: 'price', amount: '€ 950', from: false, period: 'month' }}
        locale="en"
      />,
    );
    expect(screen.getByText('€ 950 / month')).toBeInTheDocument();
    rerender(
      <PriceText
        price={{ kind: 'price', amount: '€ 650', from: true, period: 'month' }}
        locale="en"
      />,
    );
    expect(screen.getByText('From € 650 / month')).toBeInTheDocument();
  });
});
