import { render, screen, within } from '@testing-library/react';
import { buildEstate } from '#detail/lib/test-estates';
import { initTestI18n } from '#detail/lib/test-i18n';
import { loadDetailTexts } from '#detail/config/i18n';
import { keyFacts } from '../lib/key-facts';
import { displayGroups, groupOf } from '../lib/display-fields';
import { KeyFactsBar } from './key-facts-bar';
import { FieldGroups } from './field-groups';

beforeAll(async () => {
  await initTestI18n('en');
  await loadDetailTexts('en');
  await loadDetailTexts('nl');
});

describe('KeyFactsBar', () => {
  it('lists the facts in words, the energy label in its colour', () => {
    const estate = buildEstate('1', {
      general: { bedroomCount: 1, bathroomCount: 2 },
      dimensions: { ...buildEstate('x').dimensions, areaBuild: 90, areaGround: null },
      energy: { ...buildEstate('x').energy, energyLabel: 'G' },
    });
    render(<KeyFactsBar facts={keyFacts(estate)} locale="en" />);
    const list = screen.getByRole('list', { name: 'Key facts' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 bedroom', '2 bathrooms', '90 m² living area', 'EPC G']);
    expect(screen.getByTestId('detail-key-facts-epc')).toHaveStyle({
      backgroundColor: '#c62a1f',
    });
  });
});

describe('FieldGroups folded', () => {
  // Outside Wallonia the empty planning fields read "Not entered" (SPEC §5).
  const estate = buildEstate('1', { general: { buildingLicense: 'YES' } });

  it('folds each group into a closed disclosure named by its heading', () => {
    const planning = groupOf(displayGroups(estate, 'en'), 'planning');
    const { container } = render(<FieldGroups groups={[planning]} locale="en" folded />);
    const details = container.querySelector('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    const region = screen.getByRole('region', { name: planning.label });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(planning.label);
  });

  it('names the fields not entered in one line instead of a row each', () => {
    const planning = groupOf(displayGroups(estate, 'nl'), 'planning');
    const empty = planning.fields.filter((f) => f.visible && f.value === 'Niet ingevuld');
    expect(empty.length).toBeGreaterThan(2);
    const { container } = render(<FieldGroups groups={[planning]} locale="nl" folded />);
    const values = [...container.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(values).not.toContain('Niet ingevuld');
    expect(values.length).toBeGreaterThan(0);
    expect(
      screen.getByText(`Niet ingevuld: ${empty.map((f) => f.label).join(', ')}`),
    ).toBeInTheDocument();
  });
});
