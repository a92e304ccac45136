/**
 * Standalone start of this remote, for working on it alone: i18next in nl and the rental search
 * inside a router at the root path. The composed site never runs this file (it needs the shell's
 * federation runtime, see the README).
 */
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared/router';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import HolidaySearchPage from './exposes/holiday-search-page';

void i18next
  .use(initReactI18next)
  .init({ ...baseI18nOptions('nl', 'holiday-enquiry'), resources: {} })
  .then(() => {
    const root = document.getElementById('root');
    if (root) {
      createRoot(root).render(
        <BrowserRouter>
          <HolidaySearchPage locale="nl" />
        </BrowserRouter>,
      );
    }
  });
