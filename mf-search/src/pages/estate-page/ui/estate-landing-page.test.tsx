import { act, render, screen, waitFor } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import i18next from 'i18next';
import { baseI18nOptions, initReactI18next } from 'shared/i18n';
import { useLocation } from 'shared/router';
import { NotFoundError } from 'shared/api';
import type { EstatePage } from 'shared/domain';
import { routerPatterns } from 'shared/routes';
import { demoEstate, DEMO_ESTATE } from 'shared/testing/estates';
import { loadSearchTexts } from '#search/config/i18n';
import { EstateLandingPage } from './estate-landing-page';
import { getEstatePageFx, searchLandingFx } from '../model';

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ ...baseI18nOptions('en', 'search'), resources: {} });
  await loadSearchTexts('en');
});

const PAGE: EstatePage = {
  id: 1,
  slugs: {
    nl: { a: 'nieuwbouw', b: 'gent' },
    fr: { a: 'construction-neuve', b: 'gand' },
    en: { a: 'new-builds', b: 'ghent' },
    de: { a: 'neubau', b: 'gent' },
  },
  title: { en: 'New builds in Ghent' },
  description: { en: 'New-build projects in Ghent.' },
  body: { en: '<p>Buying new in <strong>Ghent</strong>?</p><script>window.hacked = 1</script>' },
  query: { status: ['FOR_SALE'], type: [9], city: [2] },
};

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

async function renderAt(path: string, page: () => Promise<EstatePage>) {
  const search = jest.fn(async () => ({
    total: 1,
    estates: [demoEstate(DEMO_ESTATE.project)],
    failed: false,
  }));
  const scope = fork({
    handlers: [
      [getEstatePageFx, page],
      [searchLandingFx, search],
    ],
  });
  await act(async () => {
    render(
      <Provider value={scope}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={routerPatterns('en').estatePage}
              element={<EstateLandingPage lang="en" />}
            />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </Provider>,
    );
  });
  return search;
}

describe('EstateLandingPage', () => {
  it('shows the page in its own path segments, its sanitised text, its estates and the listing link', async () => {
    const search = await renderAt('/en/discover/nieuwbouw/gent', async () => PAGE);
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent('/en/discover/new-builds/ghent'),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New builds in Ghent' }),
    ).toBeVisible();
    expect(screen.getByText('Ghent').tagName).toBe('STRONG');
    expect(document.querySelector('article script')).toBeNull();
    expect(await screen.findByText('1 property')).toBeVisible();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'See all in our offer' })).toHaveAttribute(
      'href',
      '/en/offer?trans=kopen&city=2&type=9',
    );
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ page: PAGE, lang: 'en' }));
    expect(document.querySelector('link[rel="alternate"][hreflang="de-BE"]')).toHaveAttribute(
      'href',
      'http://localhost/de/entdecken/neubau/gent',
    );
  });

  it('is the not-found page for an unknown landing page', async () => {
    await renderAt('/en/discover/nothing/here', async () => {
      throw new NotFoundError();
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
