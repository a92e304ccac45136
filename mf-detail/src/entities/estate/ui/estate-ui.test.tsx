import { render, screen, within } from '@testing-library/react';
import { buildEstate } from '#detail/lib/test-estates';
import { initTestI18n } from '#detail/lib/test-i18n';
import { loadDetailTexts } from '#detail/config/i18n';
import { displayGroups, energyFields } from '../lib/display-fields';
import { FieldGroups } from './field-groups';
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

describe('DescriptionSection (descriptions that carry HTML)', () => {
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

describe('FieldGroups (nothing shown twice)', () => {
  it('shows a list group as its values once, under the heading alone', () => {
    const groups = displayGroups(
      buildEstate('1', {
        environments: [{ id: 1, name: { en: 'Town' } }],
        extraFields: [
          { extra_field_autoid: 7, type: 'TEXT', value: 'Quiet street', value_lang_string: null },
        ],
      }),
      'en',
    ).filter((g) => g.id === 'environments' || g.id === 'extraFields');
    render(<FieldGroups groups={groups} />);
    const surroundings = screen.getByRole('region', { name: 'Surroundings' });
    expect(within(surroundings).getByRole('listitem')).toHaveTextContent(/^Town$/);
    expect(within(surroundings).getAllByText('Town')).toHaveLength(1);
    const more = screen.getByRole('region', { name: 'More information' });
    expect(within(more).getAllByText('More information')).toHaveLength(1);
    expect(within(more).getByRole('listitem')).toHaveTextContent('Quiet street');
  });
});

describe('Fact language', () => {
  it('marks a value in another language than the page with lang', () => {
    const groups = displayGroups(
      buildEstate('1', { general: { buildingName: 'Blok A' } }),
      'en',
      'nl',
    );
    render(<FieldGroups groups={groups.filter((g) => g.id === 'general')} />);
    expect(screen.getByText('Blok A')).toHaveAttribute('lang', 'nl');
  });
});
