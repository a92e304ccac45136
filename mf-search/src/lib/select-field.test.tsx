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
    expect(select).toHaveAttribute('name', 'status');
    await userEvent.selectOptions(select, 'TO_RENT');
    expect(select).toHaveValue('TO_RENT');
    await waitFor(() => expect(handed).toEqual(['TO_RENT']));
    // Back in history: the old value returns, and the select follows it.
    act(() => setOutside(''));
    expect(select).toHaveValue('');
  });
});
