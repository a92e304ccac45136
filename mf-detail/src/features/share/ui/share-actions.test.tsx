import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import type { Locale } from 'shared/domain';
import { LOCALES } from 'shared/domain';
import { loadDetailTexts } from '#detail/config/i18n';
import { initTestI18n } from '#detail/lib/test-i18n';
import { publicOriginKnown } from '../model';
import { ShareActions } from './share-actions';

beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all(LOCALES.map((lang) => loadDetailTexts(lang)));
});

const PATH = '/fr/offre/12/maison-a-vendre-gand';
const URL_ON_MARKET = `https://www.agency.be${PATH}`;

async function renderShare(locale: Locale = 'en') {
  const scope = fork();
  await allSettled(publicOriginKnown, { scope, params: 'https://www.agency.be' });
  return render(
    <Provider value={scope}>
      <ShareActions canonicalPath={PATH} title="Maison à Gand" locale={locale} />
    </Provider>,
  );
}

const nav = navigator as unknown as Record<string, unknown>;
afterEach(() => {
  delete nav.share;
  delete nav.canShare;
  delete nav.clipboard;
});

describe('ShareActions', () => {
  it('offers WhatsApp, Facebook and e-mail with the canonical URL on the market’s origin', async () => {
    await renderShare('fr');
    fireEvent.click(screen.getByText('Partager'));
    const list = screen.getByRole('list', { name: 'Partager ce bien' });
    const whatsapp = within(list).getByRole('link', { name: /WhatsApp/ });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(
      `Maison à Gand ${URL_ON_MARKET}`,
    );
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(whatsapp).toHaveAccessibleName('WhatsApp (s’ouvre dans une nouvelle fenêtre)');
    const facebook = within(list).getByRole('link', { name: /Facebook/ });
    expect(new URL(facebook.getAttribute('href')!).searchParams.get('u')).toBe(URL_ON_MARKET);
    const mail = new URL(within(list).getByRole('link', { name: 'E-mail' }).getAttribute('href')!);
    expect(mail.searchParams.get('body')).toContain(URL_ON_MARKET);
    expect(mail.searchParams.get('body')).toContain('Jetez un œil à ce bien');
  });

  it('copies the link, and says so', async () => {
    const written: string[] = [];
    nav.clipboard = { writeText: async (text: string) => void written.push(text) };
    await renderShare();
    fireEvent.click(screen.getByText('Share'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(written).toEqual([URL_ON_MARKET]);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    nav.clipboard = { writeText: async () => Promise.reject(new Error('denied')) };
    await renderShare('nl');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Link kopiëren' })));
    expect(screen.getByRole('status')).toHaveTextContent('De link kon niet gekopieerd worden');
    expect(screen.getByRole('link', { name: URL_ON_MARKET })).toHaveAttribute(
      'href',
      URL_ON_MARKET,
    );
  });

  it('opens the browser’s share sheet where there is one; its refusal gives the links', async () => {
    const shared: ShareData[] = [];
    let refuse = false;
    nav.share = async (data: ShareData) => {
      shared.push(data);
      if (refuse) throw new DOMException('no', 'NotAllowedError');
    };
    nav.canShare = () => true;
    await renderShare('de');
    expect(screen.queryByRole('list')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Teilen' })));
    expect(shared).toEqual([{ title: 'Maison à Gand', url: URL_ON_MARKET }]);
    refuse = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Teilen' })));
    expect(screen.getByRole('list', { name: 'Diese Immobilie teilen' })).toBeVisible();
  });
});
