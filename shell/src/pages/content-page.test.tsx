import { act, render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { Page } from 'shared/domain';
import { initI18n } from '../i18n/i18n';
import { ContentPage } from './content-page';
import { getPageFx } from './content/model';

beforeAll(async () => {
  await initI18n('en');
});

/** The privacy statement as the CMS gives it: HTML, with something hostile in it. */
const PRIVACY: Page = {
  id: 1,
  url: { en: 'privacy-statement' },
  title: { en: 'Privacy statement' },
  body: {
    en: '<h2>Your data</h2><p>Immo Zonneveld processes <strong>little</strong>.</p><ul><li>Contact</li></ul><p><a href="javascript:alert(1)" onclick="alert(2)">bad</a><script>window.hacked = true</script></p>',
  },
};

async function renderPage(page: Page) {
  const scope = fork({ handlers: [[getPageFx, async () => page]] });
  await act(async () => {
    render(
      <Provider value={scope}>
        <ContentPage lang="en" pageKey="privacy-statement" fallbackTitle="Privacy" />
      </Provider>,
    );
  });
}

describe('ContentPage (CMS HTML rendered as HTML)', () => {
  it('renders the page body as sanitised HTML, not as text', async () => {
    await renderPage(PRIVACY);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy statement' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeVisible();
    expect(screen.getByText('little').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem')).toHaveTextContent('Contact');
    expect(document.body.textContent).not.toContain('<p>');
    expect(document.querySelector('article script')).toBeNull();
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    expect(screen.getByText('bad')).not.toHaveAttribute('onclick');
  });
});
