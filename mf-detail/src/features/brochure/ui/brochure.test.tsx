/**
 * The brochure's parts: the "Print / PDF" link (the print view before scripts, printing at once
 * when the page holds its QR code), the QR code on paper and the print view's note.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { LOCALES } from 'shared/domain';
import { loadDetailTexts } from '#detail/config/i18n';
import { initTestI18n } from '#detail/lib/test-i18n';
import { brochureQrMade } from '../model';
import { BrochureQrCode, PrintAction, PrintViewBanner } from './brochure';

beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all(LOCALES.map((lang) => loadDetailTexts(lang)));
});

const PATH = '/en/offer/12/house-ghent';
const QR = { url: `https://agency.test${PATH}`, svg: '<svg aria-hidden="true"></svg>' };

const inScope = (scope: Scope, node: ReactNode) =>
  render(<Provider value={scope}>{node}</Provider>);

let print: jest.SpyInstance;
beforeEach(() => {
  print = jest.spyOn(window, 'print').mockImplementation(() => {});
});
afterEach(() => print.mockRestore());

describe('PrintAction', () => {
  it('links to the print view, in each language', () => {
    for (const [locale, name] of [
      ['nl', 'Afdrukken / PDF'],
      ['fr', 'Imprimer / PDF'],
      ['en', 'Print / PDF'],
      ['de', 'Drucken / PDF'],
    ] as const) {
      const { unmount } = inScope(fork(), <PrintAction canonicalPath={PATH} locale={locale} />);
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', `${PATH}?print`);
      unmount();
    }
  });

  it('prints at once when the page holds its own QR code', async () => {
    const scope = fork();
    await allSettled(brochureQrMade, { scope, params: QR });
    inScope(scope, <PrintAction canonicalPath={PATH} locale="en" />);
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Print / PDF' }));
    expect(followed).toBe(false);
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("goes to the print view when the QR code is another page's", async () => {
    const scope = fork();
    await allSettled(brochureQrMade, {
      scope,
      params: { ...QR, url: 'https://agency.test/en/offer/13/x' },
    });
    inScope(scope, <PrintAction canonicalPath={PATH} locale="en" />);
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Print / PDF' }));
    expect(followed).toBe(true);
    expect(print).not.toHaveBeenCalled();
  });
});

describe('BrochureQrCode', () => {
  it("shows this page's code with its URL, named for screen readers", async () => {
    const scope = fork();
    await allSettled(brochureQrMade, { scope, params: QR });
    inScope(scope, <BrochureQrCode canonicalPath={PATH} locale="fr" />);
    // Hidden on screen: paper (and the print view's stylesheet) shows it.
    expect(
      screen.getByRole('img', { name: 'Code QR de cette page', hidden: true }),
    ).not.toBeVisible();
    // French puts a non-breaking space before the colon.
    expect(screen.getByTestId('detail-qr').textContent).toContain(
      'Scannez le code pour ouvrir cette page en ligne\u00a0:',
    );
    expect(screen.getByTestId('detail-qr')).toHaveTextContent(QR.url);
  });

  it("shows nothing without a code, or with another page's", async () => {
    const scope = fork();
    const { container } = inScope(scope, <BrochureQrCode canonicalPath={PATH} locale="en" />);
    expect(container).toBeEmptyDOMElement();
    await act(() =>
      allSettled(brochureQrMade, { scope, params: { ...QR, url: 'https://agency.test/en/x' } }),
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PrintViewBanner', () => {
  it('says how to print, prints on demand and leads back to the full page', () => {
    inScope(fork(), <PrintViewBanner canonicalPath={PATH} locale="nl" />);
    expect(screen.getByRole('note')).toHaveTextContent('afdrukfunctie van uw browser');
    fireEvent.click(screen.getByRole('button', { name: 'Nu afdrukken' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Terug naar de volledige pagina' })).toHaveAttribute(
      'href',
      PATH,
    );
  });
});
