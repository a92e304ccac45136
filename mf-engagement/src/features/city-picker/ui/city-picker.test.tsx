import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import i18next from 'i18next';
import { useState } from 'react';
import type { CitySuggestion } from 'shared/domain';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { loadEngagementTexts } from '#engagement/config/i18n';
import { loadSharedUiTexts } from 'kit/ui';
import { citySearch } from '#engagement/entities/city-search';
import { CityPicker } from './city-picker';

const GENT: CitySuggestion = {
  id: 9000,
  zip: '9000',
  name: 'Gent',
  label: 'Gent (9000)',
  lat: 51.05,
  lon: 3.72,
};
const GENK: CitySuggestion = {
  id: 3600,
  zip: '3600',
  name: 'Genk',
  label: 'Genk (3600)',
  lat: 50.96,
  lon: 5.5,
};

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'engagement'), resources: {} });
  await loadEngagementTexts('en');
  await loadSharedUiTexts('en');
});

function setup() {
  const changes: number[][] = [];
  const scope = fork({ handlers: [[citySearch.searchCityFx, async () => [GENT, GENK]]] });
  function Field() {
    const [value, setValue] = useState<number[]>([]);
    return (
      <CityPicker
        locale="en"
        value={value}
        onChange={(ids) => {
          changes.push(ids);
          setValue(ids);
        }}
        locations={[]}
      />
    );
  }
  render(
    <Provider value={scope}>
      <Field />
    </Provider>,
  );
  return { changes, input: screen.getByRole('combobox') };
}

describe('CityPicker (downshift combobox)', () => {
  it('is a labelled combobox, closed at first', () => {
    const { input } = setup();
    expect(input).toHaveAccessibleName();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
  });

  it('chooses a suggestion with the arrows and Enter', async () => {
    const { input, changes } = setup();
    await userEvent.type(input, 'gen');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]!.id);
    await userEvent.keyboard('{Enter}');
    expect(changes).toEqual([[3600]]);
    expect(screen.getByText('Genk (3600)')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the suggestions on Escape without choosing', async () => {
    const { input, changes } = setup();
    await userEvent.type(input, 'gen');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(changes).toEqual([]);
  });
});
