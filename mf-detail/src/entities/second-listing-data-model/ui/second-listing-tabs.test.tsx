import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { secondListingTabs } from '../lib/second-listing';
import { SecondListingTabs } from './second-listing-tabs';

describe('SecondListingTabs', () => {
  it('moves between tabs with the arrow keys, Home and End', async () => {
    const tabs = secondListingTabs(
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
    render(<SecondListingTabs tabs={tabs} heading="All details" locale="en" />);
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
