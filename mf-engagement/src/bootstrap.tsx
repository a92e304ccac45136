/**
 * Standalone start of this remote, for working on it alone: i18next in nl, the contact page at
 * the root path. The composed site never runs this file (see the README: the remotes use the
 * shell's federation runtime, so work on a remote inside the composed site, `npm start`).
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared/router';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import ContactPage from './exposes/contact-page';

void i18next
  .use(initReactI18next)
  .init({ ...baseI18nOptions('nl', 'engagement'), resources: {} })
  .then(() => {
    const root = document.getElementById('root');
    if (root) {
      createRoot(root).render(
        <BrowserRouter>
          <main>
            <ContactPage locale="nl" />
          </main>
        </BrowserRouter>,
      );
    }
  });
