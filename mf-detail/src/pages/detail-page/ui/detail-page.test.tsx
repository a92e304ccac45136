import { fork } from 'effector';
import { Provider } from 'effector-react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useLocation } from 'shared/router';
import { NotFoundError, ServerError } from 'shared/api';
import { shell } from 'shared/bus';
import type { Estate, Locale } from 'shared/domain';
import { projectEntityPath } from 'shared/estate';
import { routerPatterns } from 'shared/routes';
import DetailPage from '#detail/exposes/detail-page';
import {
  buildEstate,
  buildPicture,
  buildProject,
  buildRoom,
  buildUnit,
  TRANSACTIONS,
} from '#detail/lib/test-estates';
import { initTestI18n } from '#detail/lib/test-i18n';
import { canonicalPath, getEstateFx, projectViewModel } from '#detail/entities/project-view-model';
import { unitIdOf, type DetailRoute } from '../lib/route';
import { loadDetailTexts } from '#detail/config/i18n';
import { LOCALES } from 'shared/domain';

// The page's journeys need the viewer's contract only (a modal dialog closed by Escape), not the
// library's animations: the gallery's viewer (loaded on demand) is replaced by a stand-in. The
// gallery's own test uses the real viewer.
jest.mock('#detail/features/picture-gallery/ui/gallery-viewer', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: function LightboxStandIn(props: {
      tabs: { id: string; slides: { src: string; title: string }[] }[];
      tab: string;
      index: number;
      onClose: () => void;
      labels: { close: string; lightbox: string };
    }) {
      useEffect(() => {
        const onKey = (e: KeyboardEvent) => e.key === 'Escape' && props.onClose();
        window.addEventListener('keydown', onKey);
        return () => window.removeEventListener('keydown', onKey);
      }, [props]);
      const shown = props.tabs.find((t) => t.id === props.tab) ?? props.tabs[0];
      const slide = shown?.slides[props.index];
      return (
        <div role="dialog" aria-modal="true" aria-label={props.labels.lightbox}>
          <p>{slide?.title}</p>
          <button type="button" onClick={props.onClose} autoFocus>
            {props.labels.close}
          </button>
        </div>
      );
    },
  };
});

beforeAll(async () => {
  await initTestI18n('en');
  // The texts load per language, as in the browser.
  await Promise.all(LOCALES.map((lang) => loadDetailTexts(lang)));
});

/** Shows the current location, so a test can see a redirect. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the exposed page at `path` (routes of `locale`) with an API answering from `estates`. */
function renderAt(
  path: string,
  estates: Estate[],
  answer?: (id: string) => Promise<Estate>,
  locale: Locale = 'en',
) {
  const handler = jest.fn(async ({ id }: { id: string }) => {
    if (answer) return answer(id);
    const estate = estates.find((e) => e.id === id);
    if (!estate) throw new NotFoundError();
    return estate;
  });
  const scope = fork({
    values: [
      [
        shell.$siteSettings,
        { hiddenStatus: [4, 12], defaultLocale: 'nl', locales: ['nl', 'fr', 'en', 'de'] },
      ],
    ],
    handlers: [[getEstateFx, handler]],
  });
  const patterns = routerPatterns(locale);
  const page = <DetailPage locale={locale} />;
  const view = render(
    <Provider value={scope}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={patterns.detail} element={page} />
          <Route path={patterns.detailSlug} element={page} />
          <Route path={patterns.projectEntity} element={page} />
          <Route path={patterns.detailPage} element={page} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { ...view, handler, scope };
}

/** The canonical path of a fixture as the page computes it. */
function canonicalOf(
  estate: Estate,
  locale: Locale = 'en',
  route: Partial<DetailRoute> = {},
): string {
  const detailRoute: DetailRoute = {
    estateId: estate.id,
    slug: null,
    entityId: null,
    entityQuery: null,
    locale,
    ...route,
  };
  const subject = projectViewModel(estate, unitIdOf(detailRoute), null, [4, 12]);
  if (!subject) throw new Error('fixture not shown');
  return canonicalPath(subject, locale);
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('DetailPage', () => {
  it('sends /{lang}/detail?id= to the estate, and /{lang}/detail to the offer (SPEC §2)', async () => {
    const house = buildEstate('12');
    renderAt('/en/detail?id=12', [house]);
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(canonicalOf(house)),
    );
    expect(await heading(/House/)).toBeInTheDocument();
    cleanup();
    renderAt('/en/detail', [house]);
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(/^\/en\/offer$/),
    );
    expect(screen.getByText('elsewhere')).toBeInTheDocument();
  });

  it('renders in its own boundary and redirects the short path to the canonical path', async () => {
    const house = buildEstate('12');
    const { container } = renderAt('/en/offer/12', [house]);
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(canonicalOf(house)),
    );
    expect(container.querySelector('[data-boundary="detail"]')).not.toBeNull();
    expect(await heading(/House/)).toBeInTheDocument();
  });

  it('shows the title, price, address and reference of an estate for sale', async () => {
    const house = buildEstate('12', {
      general: {
        title: { en: 'Villa with a view', nl: 'Villa met zicht' },
        reference: 'REF-12',
      },
    });
    renderAt(canonicalOf(house), [house]);
    const article = within((await heading('Villa with a view')).closest('article') as HTMLElement);
    expect(article.getByText(/€\s?560\.000/)).toBeInTheDocument();
    expect(article.getByText('Schoolstraat 3, 9000 Ghent')).toBeInTheDocument();
    expect(article.getByText('REF-12')).toBeInTheDocument();
    expect(article.getByText('REF-12').previousElementSibling).toHaveTextContent(/^Reference:$/);
    expect(document.title).toContain('Villa with a view, Ghent');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      new RegExp(`${canonicalOf(house)}$`),
    );
  });

  it('shows the sticker, ignoring the default white background and black text (SPEC §5)', async () => {
    const withSticker = buildEstate('12', {
      general: {
        sticker: { id: 1, name: { en: 'New' }, color: '#ffffff', colorText: '#000000' },
      },
    });
    renderAt(canonicalOf(withSticker), [withSticker]);
    await heading(/House/);
    const sticker = screen.getByTestId('detail-sticker');
    expect(sticker).toHaveTextContent('New');
    expect(getComputedStyle(sticker).backgroundColor).not.toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(sticker).color).not.toBe('rgb(0, 0, 0)');
  });

  it('shows the transaction name and no price for a sold estate', async () => {
    const sold = buildEstate('12', { general: { transaction: TRANSACTIONS.sold } });
    renderAt(canonicalOf(sold), [sold]);
    await heading(/House/);
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it('shows the rent period for an estate to rent', async () => {
    const rent = buildEstate('12', {
      general: {
        transaction: TRANSACTIONS.toRent,
        price: { value: 950, period: { name: { en: 'month', nl: 'maand' } } },
      },
    });
    renderAt(canonicalOf(rent), [rent]);
    await heading(/House/);
    expect(screen.getByText(/€\s?950 \/ month/)).toBeInTheDocument();
  });

  it('shows only the city when the address is not visible', async () => {
    const house = buildEstate('12');
    house.general.address.visible = false;
    renderAt(canonicalOf(house), [house]);
    await heading(/House/);
    expect(screen.getByText('9000 Ghent')).toBeInTheDocument();
    expect(screen.queryByText(/Schoolstraat/)).not.toBeInTheDocument();
  });

  it('orders the pictures by index and switches the main picture from the thumbnails, by keyboard too', async () => {
    const house = buildEstate('12', {
      pictures: [buildPicture('12', 3), buildPicture('12', 1), buildPicture('12', 2)],
    });
    renderAt(canonicalOf(house), [house]);
    await heading(/House/);

    const main = screen.getByRole('img', { name: /picture 1 of 3/ });
    expect(main).toHaveAttribute('src', '/assets/pictures/12/1-1200x800.webp');
    expect(main).toHaveAttribute('width', '1200');
    expect(main).toHaveAttribute('height', '800');

    const list = screen.getByRole('list', { name: 'Choose a picture' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.querySelector('img')?.getAttribute('src'))).toEqual([
      '/assets/pictures/12/1-370x250.webp',
      '/assets/pictures/12/2-370x250.webp',
      '/assets/pictures/12/3-370x250.webp',
    ]);
    buttons.forEach((b) => {
      expect(b.querySelector('img')).toHaveAttribute('width', '370');
      expect(b.querySelector('img')).toHaveAttribute('height', '250');
    });
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show picture 3 of 3' }));
    expect(screen.getByRole('img', { name: /picture 3 of 3/ })).toHaveAttribute(
      'src',
      '/assets/pictures/12/3-1200x800.webp',
    );
    expect(await screen.findByRole('dialog', { name: 'Picture viewer' })).toHaveTextContent(
      '3 / 3',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show picture 3 of 3' })).toHaveFocus();

    screen.getByRole('button', { name: 'Show picture 2 of 3' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('img', { name: /picture 2 of 3/ })).toHaveAttribute(
      'src',
      '/assets/pictures/12/2-1200x800.webp',
    );
    expect(screen.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows description, rooms, surfaces and energy', async () => {
    const house = buildEstate('12', {
      general: {
        description: { en: 'A bright house.\n\nWith a large garden.' },
        bedroomCount: 3,
        bathroomCount: 2,
      },
      layout: [
        buildRoom(1, 'Bedroom', { count: 3, surface: 14, floor: 1, sort: 2 }),
        buildRoom(20, 'Living room', { surface: 40, floor: 0, sort: 1 }),
      ],
      dimensions: { ...buildEstate('x').dimensions, areaBuild: 180, areaGround: 600 },
      energy: { ...buildEstate('x').energy, energyLabel: 'A_plus', epcValue: 350 },
    });
    renderAt(canonicalOf(house), [house]);
    await heading(/House/);

    const description = screen.getByRole('region', { name: 'Description' });
    expect(
      within(description)
        .getAllByText(/./, { selector: 'p' })
        .map((p) => p.textContent),
    ).toEqual(['A bright house.', 'With a large garden.']);

    const rooms = screen.getByRole('region', { name: 'Rooms' });
    expect(within(rooms).getByText('Bedrooms').nextElementSibling).toHaveTextContent('3');
    expect(within(rooms).getByText('Bathrooms').nextElementSibling).toHaveTextContent('2');
    const rows = within(within(rooms).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Living room',
      'Bedroom',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Ground floor')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/14\s?m²/)).toBeInTheDocument();

    const surfaces = screen.getByRole('region', { name: 'Surfaces' });
    expect(within(surfaces).getByText('Living area').nextElementSibling).toHaveTextContent(
      /180\s?m²/,
    );
    expect(within(surfaces).getByText('Plot area').nextElementSibling).toHaveTextContent(
      /600\s?m²/,
    );

    const energy = screen.getByRole('region', { name: 'Energy performance' });
    expect(within(energy).getByText('Energy label').nextElementSibling).toHaveTextContent('A+');
    expect(within(energy).getByText('EPC value').nextElementSibling).toHaveTextContent(
      /350.*kWh\/m²\/year/,
    );
    expect(within(energy).getByTestId('epc-marker')).toHaveStyle({ left: '50%' });
  });

  it('hides empty fields: null, empty text, 0 and -1', async () => {
    const house = buildEstate('12', {
      general: { reference: '', bedroomCount: 0, bathroomCount: -1, description: { en: '' } },
      dimensions: { ...buildEstate('x').dimensions, areaBuild: 0, areaGround: -1 },
    });
    renderAt(canonicalOf(house), [house]);
    await heading(/House/);

    expect(screen.queryByText(/^Reference/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Description' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Rooms' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Surfaces' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Energy performance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pictures' })).not.toBeInTheDocument();
  });

  it('lists the units of a project sorted by floor, each linking to its page', async () => {
    const project = buildProject('50', [
      buildUnit('53', '50', 2, 'B2', { general: { price: { value: 310000 } } }),
      buildUnit('51', '50', 0, 'A0', { general: { transaction: TRANSACTIONS.sold } }),
      buildUnit('52', '50', 1, 'A1', { general: { bedroomCount: 2, price: { value: 275000 } } }),
      buildUnit('54', '50', 1, 'B1', { general: { transaction: TRANSACTIONS.toRentOption } }),
    ]);
    renderAt(canonicalOf(project), [project]);
    await heading('Zonnehof Residence');
    expect(screen.getByText(/From €\s?160\.000/)).toBeInTheDocument();

    const table = within(screen.getByRole('region', { name: 'Units in this project' })).getByRole(
      'table',
    );
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('link').textContent)).toEqual(['A0', 'A1', 'B2']);
    expect(rows.map((r) => within(r).getByRole('link').getAttribute('href'))).toEqual([
      projectEntityPath(project, '51', 'en'),
      projectEntityPath(project, '52', 'en'),
      projectEntityPath(project, '53', 'en'),
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Sold')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Ground floor')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(/€\s?275\.000/)).toBeInTheDocument();
  });

  it('shows a unit with a link back to its project', async () => {
    const project = buildProject('50', [
      buildUnit('51', '50', 1, 'A1', { general: { price: { value: 275000 } } }),
    ]);
    renderAt(projectEntityPath(project, '51', 'en'), [project]);
    await heading(/Apartment/);
    expect(screen.getByText(/€\s?275\.000/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Back to the project Zonnehof Residence' }),
    ).toHaveAttribute('href', canonicalOf(project));
    expect(screen.queryByRole('region', { name: 'Units in this project' })).not.toBeInTheDocument();
  });

  it('shows a not-found section with a link to the search for an unknown id', async () => {
    renderAt('/en/offer/999', []);
    expect(await heading('Property not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all our properties' })).toHaveAttribute(
      'href',
      '/en/offer',
    );
    expect(document.title).toContain('Property not found');
    expect(screen.getByLabelText('location')).toHaveTextContent('/en/offer/999');
    // The search form of kit/find-your-way, loaded on use.
    expect(
      await screen.findByRole('search', { name: 'Search our properties' }),
    ).toBeInTheDocument();
  });

  it('shows a not-found section for an estate with a hidden status', async () => {
    const hidden = buildEstate('12', {
      general: { transaction: { id: 12, name: { en: 'Taken over' } } },
    });
    renderAt('/en/offer/12', [hidden]);
    expect(await heading('Property not found')).toBeInTheDocument();
  });

  it('shows an error with a retry when the API fails, never a crash', async () => {
    let fail = true;
    renderAt('/en/offer/12', [], async (id) => {
      if (fail) throw new ServerError(500, '500 Internal Server Error');
      return buildEstate(id);
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The property could not be loaded' }),
    ).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await heading(/House/)).toBeInTheDocument();
  });

  it('writes the reference’s label with French typography', async () => {
    const house = buildEstate('12', { general: { reference: 'REF-12' } });
    renderAt(canonicalOf(house, 'fr'), [house], undefined, 'fr');
    const label = (await screen.findByText('REF-12')).previousElementSibling;
    // The space is the non-breaking one, which jest-dom's text matchers fold into a plain space.
    expect(label?.textContent).toBe('Référence\u00a0:');
  });

  it('speaks the language of the page', async () => {
    const house = buildEstate('12', {
      general: { transaction: TRANSACTIONS.sold, reference: 'REF-12' },
    });
    renderAt(canonicalOf(house, 'nl'), [house], undefined, 'nl');
    expect(await heading('Woning in Gent')).toBeInTheDocument();
    expect(screen.getByText('Verkocht')).toBeInTheDocument();
    expect(screen.getByText('Referentie:')).toBeInTheDocument();
  });

  it('says not found in the language of the page', async () => {
    renderAt('/fr/offre/999', [], undefined, 'fr');
    expect(await heading('Bien introuvable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir tous nos biens' })).toHaveAttribute(
      'href',
      '/fr/offre',
    );
  });

  it('renders an estate with missing parts without crashing', async () => {
    const partial = {
      ...buildEstate('12'),
      layout: undefined,
      dimensions: null,
      energy: null,
      pictures: undefined,
    } as unknown as Estate;
    renderAt(canonicalOf(partial), [partial]);
    expect(await heading(/House/)).toBeInTheDocument();
  });

  it('offers "Print / PDF" and, at ?print, the print view with its note (the brochure)', async () => {
    const house = buildEstate('12');
    const { unmount } = renderAt(canonicalOf(house), [house]);
    expect(await screen.findByRole('link', { name: 'Print / PDF' })).toHaveAttribute(
      'href',
      `${canonicalOf(house)}?print`,
    );
    expect(screen.queryByText(/printable brochure/)).not.toBeInTheDocument();
    unmount();

    renderAt(`${canonicalOf(house)}?print`, [house]);
    expect(await screen.findByText(/printable brochure/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the full page' })).toHaveAttribute(
      'href',
      canonicalOf(house),
    );
    // The print view stays where it is: no redirect drops its query.
    expect(screen.getByLabelText('location')).toHaveTextContent(`${canonicalOf(house)}?print`);
  });
});
