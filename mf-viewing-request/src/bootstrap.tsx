/**
 * Standalone start of this remote, for working on it alone: i18next in nl, the explanation page
 * at the root path. The composed site never runs this file (the remotes use the shell's
 * federation runtime: work on a remote inside the composed site, `npm start`).
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared/router';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import CancelAppointmentPage from './exposes/cancel-appointment-page';

void i18next
  .use(initReactI18next)
  .init({ ...baseI18nOptions('nl', 'viewing-request'), resources: {} })
  .then(() => {
    const root = document.getElementById('root');
    if (root) {
      createRoot(root).render(
        <BrowserRouter>
          <main>
            <CancelAppointmentPage locale="nl" />
          </main>
        </BrowserRouter>,
      );
    }
  });
