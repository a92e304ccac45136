import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n } from '../i18n/i18n';
import { Layout } from './layout';
import { seo } from 'shared/bus';

beforeAll(async () => {
  await initI18n('en');
});

/** Renders the layout at `path`; awaited, because the layout reads its texts with React's `use`. */
async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/en" element={<Layout lang="en" />}>
            <Route path="*" element={<p>page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
  });
}

describe('Layout', () => {
  it('links the holiday homes in the main navigation, in the page language', async () => {
    await renderAt('/en/holiday');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const link = within(nav).getByRole('link', { name: 'Holiday homes' });
    expect(link).toHaveAttribute('href', '/en/holiday');
    expect(link).toHaveAttribute('aria-current', 'page');
  });

  it('sets the page language and offers the same page in the other languages', async () => {
    await renderAt('/en/offer?trans=kopen&city=3');
    const switcher = screen.getByRole('navigation', { name: 'Language' });
    expect(within(switcher).getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'href',
      '/nl/aanbod?trans=kopen&city=3',
    );
    expect(within(switcher).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr/offre?trans=kopen&city=3',
    );
    expect(within(switcher).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/angebot?trans=kopen&city=3',
    );
    expect(within(switcher).getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(document.documentElement.lang).toBe('en');
  });

  it('maps a detail page to the short detail path of the other language', async () => {
    await renderAt('/en/offer/1234/villa-for-sale-in-9000-gent');
    const switcher = screen.getByRole('navigation', { name: 'Language' });
    expect(within(switcher).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr/offre/1234',
    );
  });

  it('links a detail page straight to its canonical address in the other languages once it tells them', async () => {
    const path = '/en/offer/1234/villa-for-sale-in-9000-gent';
    seo.pageAlternatesChanged({
      path,
      byLocale: { fr: '/fr/offre/1234/villa-a-vendre-a-9000-gand', en: path },
    });
    await renderAt(path);
    const switcher = screen.getByRole('navigation', { name: 'Language' });
    expect(within(switcher).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/fr/offre/1234/villa-a-vendre-a-9000-gand',
    );
    // A language the page did not tell falls back to the route table.
    expect(within(switcher).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/angebot/1234',
    );
    seo.pageAlternatesChanged({ path: '', byLocale: {} });
  });

  it('has the landmarks, the main menu and the skip link', async () => {
    await renderAt('/en/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Offer' })).toHaveAttribute('href', '/en/offer');
    expect(within(menu).getByRole('link', { name: 'Buy' })).toHaveAttribute(
      'href',
      '/en/offer?trans=kopen',
    );
  });
});
