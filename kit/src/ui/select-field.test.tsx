import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from './select-field';

const CHOICES = [
  { value: 'FOR_SALE', label: 'For sale' },
  { value: 'TO_RENT', label: 'For rent' },
];

describe('SelectField', () => {
  it('names its field, hands the choice on and follows its value, back in history too', async () => {
    const handed: string[] = [];
    let setOutside: (value: string) => void = () => undefined;
    function Host() {
      const [value, setValue] = useState('');
      setOutside = setValue;
      return (
        <SelectField
          label="Transaction"
          name="status"
          value={value}
          empty="Any"
          choices={CHOICES}
          onChange={(next) => {
            handed.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Host />);
    const select = screen.getByLabelText('Transaction');
    expect(select).not.toHaveAttribute('aria-describedby');
    expect(select).toHaveAttribute('name', 'status');
    await userEvent.selectOptions(select, 'TO_RENT');
    expect(select).toHaveValue('TO_RENT');
    await waitFor(() => expect(handed).toEqual(['TO_RENT']));
    // Back in history: the old value returns, and the select follows it.
    act(() => setOutside(''));
    expect(select).toHaveValue('');
  });

  it('shows grouped choices under their heading and says its notice, tied to the select', () => {
    render(
      <SelectField
        label="Where"
        value="city:3"
        empty="Anywhere"
        choices={[
          {
            label: 'Coast',
            choices: [
              { value: 'location:1', label: 'Coast' },
              { value: 'city:3', label: 'Ostend' },
            ],
          },
        ]}
        notice="Ostend has no free period"
        onChange={() => undefined}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Where' });
    expect(select).toHaveValue('city:3');
    expect(screen.getByRole('group', { name: 'Coast' })).toContainElement(
      screen.getByRole('option', { name: 'Ostend' }),
    );
    expect(select).toHaveAccessibleDescription('Ostend has no free period');
    expect(screen.getByRole('status')).toHaveTextContent('Ostend has no free period');
  });
});
