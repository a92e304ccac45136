import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { buildProject, buildUnit } from '#detail/lib/test-estates';
import { initTestI18n } from '#detail/lib/test-i18n';
import { loadDetailTexts } from '#detail/config/i18n';
import { UnitsTable } from './units-table';

beforeAll(async () => {
  await initTestI18n('en');
  await loadDetailTexts('en');
});

const units = [
  buildUnit('2001', '2000', 0, 'A0.1', {
    dimensions: { areaBuild: 84 } as never,
    general: { price: { value: 245000 } },
  }),
  buildUnit('2002', '2000', 1, 'A1.1', { dimensions: { areaBuild: 102 } as never }),
];
const project = buildProject('2000', units);

function renderTable() {
  return render(
    <MemoryRouter>
      <UnitsTable project={project} units={units} title="Residentie Zonnehof" locale="en" />
    </MemoryRouter>,
  );
}

describe('UnitsTable', () => {
  it('is a table for assistive technology at every width: caption, column and row headers', () => {
    renderTable();
    const table = screen.getByRole('table', { name: /Residentie Zonnehof/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Unit', 'Floor', 'Bedrooms', 'Surface', 'Price']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('rowheader')).toContainElement(first.getByRole('link'));
    expect(first.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\/2001$/));
    // The card's own names of the facts are not read besides the column headers.
    const cells = first.getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toContain('Surface84 m²');
    const surface = cells.find((c) => c.textContent?.includes('84 m²'))!;
    expect(within(surface).getByText('Surface')).toHaveAttribute('aria-hidden', 'true');
  });

  it('names no fact a unit does not have in its card', () => {
    renderTable();
    const second = within(screen.getAllByRole('row')[2]!);
    expect(second.getAllByRole('cell')[1]).toHaveTextContent(/^$/);
    expect(second.queryByText('Bedrooms')).toBeNull();
    expect(second.getByText('Price')).toHaveAttribute('aria-hidden', 'true');
  });
});
