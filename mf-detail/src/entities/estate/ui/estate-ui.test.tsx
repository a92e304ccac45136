import { render, screen, within } from '@testing-library/react';
import { buildEstate } from '../../../lib/test-estates';
import { initTestI18n } from '../../../lib/test-i18n';
import { loadDetailTexts } from '../../../config/i18n';
import { energyFields } from '../lib/display-fields';
import { EpcBlock } from './epc-block';
import { PriceText } from './price-text';
import { DescriptionSection } from './description-section';
import { detailMeta } from '../lib/estate-view';

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

describe('DescriptionSection (issue 16: descriptions that carry HTML)', () => {
  it('renders a description with markup as sanitised HTML', () => {
    const estate = buildEstate('1', {
      general: {
        description: {
          en: '<p>Bright <strong>villa</strong>.</p><ul><li>Garden</li></ul><img src="x" onerror="alert(1)"><script>alert(2)</script>',
        },
      },
    });
    const { container } = render(<DescriptionSection estate={estate} locale="en" />);
    const region = screen.getByRole('region', { name: 'Description' });
    expect(within(region).getByText('villa').tagName).toBe('STRONG');
    expect(within(region).getByRole('listitem')).toHaveTextContent('Garden');
    expect(container.querySelector('img, script')).toBeNull();
    expect(region.textContent).not.toContain('<p>');
    expect(detailMeta(estate, 'en').description).toBe('Bright villa. Garden');
  });

  it('renders a plain description as its paragraphs, and nothing without one', () => {
    const estate = buildEstate('1', { general: { description: { en: 'One.\n\nTwo < three.' } } });
    const { rerender } = render(<DescriptionSection estate={estate} locale="en" />);
    expect(screen.getByText('Two < three.').tagName).toBe('P');
    rerender(<DescriptionSection estate={estate} locale="fr" />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
