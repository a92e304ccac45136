import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider, useUnit } from 'effector-react';
import type { CitySuggestion } from 'shared/domain';
import { createCitySearch } from '../model';
import { CityCombobox } from './city-combobox';

const ROWS: CitySuggestion[] = [
  { id: 2, zip: '9000', name: 'Gent', label: 'Gent (9000)', lat: 51.05, lon: 3.72 },
  { id: 3, zip: '9050', name: 'Gentbrugge', label: 'Gentbrugge (9050)', lat: 51.04, lon: 3.76 },
];

const model = createCitySearch();

function Chosen() {
  const chosen = useUnit(model.$chosen);
  return <output data-testid="chosen">{chosen?.label ?? ''}</output>;
}

function setup() {
  const queries: { locale: string; text: string }[] = [];
  const scope = fork({
    handlers: [
      [
        model.searchCityFx,
        async (params: { locale: string; text: string }) => {
          queries.push(params);
          return ROWS;
        },
      ],
    ],
  });
  void allSettled(model.localeSet, { scope, params: 'en' });
  render(
    <Provider value={scope}>
      <CityCombobox
        model={model}
        label="Municipality"
        selectedLabel=""
        placeholder="Name or postcode"
        clearLabel="Remove the municipality"
        listLabel="Suggested municipalities"
      />
      <Chosen />
    </Provider>,
  );
  return { queries, user: userEvent.setup() };
}

describe('CityCombobox (WAI-ARIA combobox, SPEC §2 search-city)', () => {
  it('suggests as you type and is operated by the keyboard', async () => {
    const { user, queries } = setup();
    const input = screen.getByRole('combobox', { name: 'Municipality' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'gen');
    const listbox = await screen.findByRole('listbox', { name: 'Suggested municipalities' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(queries).toEqual([{ locale: 'en', text: 'gen' }]);
    expect(screen.getAllByRole('option')).toHaveLength(2);

    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', first?.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', second?.id);

    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen')).toHaveTextContent('Gentbrugge (9050)');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
  });

  it('closes the list with Escape without choosing', async () => {
    const { user } = setup();
    const input = screen.getByRole('combobox', { name: 'Municipality' });
    await user.type(input, 'gen');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('chosen')).toHaveTextContent('');
  });

  it('sends no search for one character', async () => {
    const { user, queries } = setup();
    await user.type(screen.getByRole('combobox'), 'g');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(queries).toEqual([]);
  });
});
