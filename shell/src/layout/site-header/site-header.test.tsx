import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useLocation } from 'shared/router';
import { initI18n } from '../../i18n/i18n';
import { SiteHeader } from './site-header';

beforeAll(async () => {
  await initI18n('en');
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

async function renderHeader(path = '/en/offer') {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <SiteHeader lang="en" siteName="Immo Zonneveld" />
                <p>page</p>
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
  });
}

const phoneMenu = () => screen.getByTestId('phone-menu') as HTMLDetailsElement;
const menuButton = () => phoneMenu().querySelector('summary')!;

describe('SiteHeader', () => {
  it('has a brand link home and a menu button (a disclosure) holding the menu and languages', async () => {
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Immo Zonneveld' })).toHaveAttribute('href', '/en/');
    const details = phoneMenu();
    expect(details.tagName).toBe('DETAILS');
    expect(details.open).toBe(false);
    expect(menuButton()).toHaveTextContent('Menu');
    const inside = within(details);
    expect(inside.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(inside.getByRole('link', { name: 'Holiday homes' })).toBeInTheDocument();
    expect(inside.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    expect(inside.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('hreflang', 'de');
  });

  // jsdom does not open a <details> from the keyboard (the browser does: e2e/tests/header.spec.ts).
  it('closes on Escape from inside, the focus back on the button', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(menuButton());
    expect(phoneMenu().open).toBe(true);
    await user.tab();
    expect(within(phoneMenu()).getByRole('link', { name: 'Home' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(phoneMenu().open).toBe(false);
    expect(menuButton()).toHaveFocus();
  });

  it('closes when the visitor follows one of its links', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(menuButton());
    expect(phoneMenu().open).toBe(true);
    await user.click(within(phoneMenu()).getByRole('link', { name: 'Rent' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/en/offer?trans=huren');
    expect(phoneMenu().open).toBe(false);
  });

  it('closes on a click elsewhere on the page', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(menuButton());
    expect(phoneMenu().open).toBe(true);
    await user.click(screen.getByText('page'));
    expect(phoneMenu().open).toBe(false);
  });
});
