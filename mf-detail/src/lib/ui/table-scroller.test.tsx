import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TableScroller } from './table-scroller';

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
