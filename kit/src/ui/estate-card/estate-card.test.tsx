import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'shared/i18n';
import { baseI18nOptions } from 'shared/i18n';
import { buildPath } from 'shared/routes';
import { estateSlug } from 'shared/estate';
import type { Estate, Locale } from 'shared/domain';
import { EstateCard, stickerColors } from './index';
import { colors } from 'shared/ui/tokens';
import { makeEstate, TRANSACTIONS } from 'shared/testing/estates';
import { loadSharedUiTexts } from '../i18n';
import { LOCALES } from 'shared/domain';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ ...baseI18nOptions('en', 'shared-ui'), resources: {} });
  // The texts load per language, as in the browser.
  await Promise.all(LOCALES.map((lang) => loadSharedUiTexts(lang)));
});

function renderCard(estate: Estate, props: { locale?: Locale; eagerImage?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <EstateCard estate={estate} locale={props.locale ?? 'en'} eagerImage={props.eagerImage} />
    </MemoryRouter>,
  );
}

describe('EstateCard (SPEC §2 card)', () => {
  it('is an article named by its title "{subtype} in {city}", linking to the detail address', () => {
    const estate = makeEstate({ id: '42' });
    renderCard(estate);
    const article = screen.getByRole('article', { name: 'Villa in Ghent' });
    const heading = within(article).getByRole('heading', { level: 3, name: 'Villa in Ghent' });
    const link = within(heading).getByRole('link', { name: 'Villa in Ghent' });
    expect(link).toHaveAttribute(
      'href',
      buildPath('detailSlug', 'en', { estateId: '42', slug: estateSlug(estate, 'en') }),
    );
    expect(link.getAttribute('href')).toMatch(/^\/en\/offer\/42\/[a-z0-9-]+$/);
  });

  it('uses the route words of the page language', () => {
    renderCard(makeEstate({ id: '7' }), { locale: 'nl' });
    expect(screen.getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/nl\/aanbod\/7\//),
    );
  });

  it('has exactly one tab stop: the title link', () => {
    const { container } = renderCard(makeEstate());
    const focusable = container.querySelectorAll('a[href], button, input, select, [tabindex]');
    expect(focusable).toHaveLength(1);
  });

  it('shows the first picture by index at 370x250 with alt text, lazily loaded', () => {
    renderCard(makeEstate({ id: '3' }));
    const img = screen.getByRole('img', { name: 'Photo: Villa in Ghent' });
    expect(img).toHaveAttribute('src', '/assets/pictures/3/1-370x250.webp');
    expect(img).toHaveAttribute('width', '370');
    expect(img).toHaveAttribute('height', '250');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads the image at once for the first row', () => {
    renderCard(makeEstate(), { eagerImage: true });
    expect(screen.getByRole('img', { name: /^Photo/ })).toHaveAttribute('loading', 'eager');
  });

  it('shows a labelled placeholder of the same size without pictures', () => {
    renderCard(makeEstate({ pictures: [] }));
    const placeholder = screen.getByRole('img', { name: 'No photo available' });
    expect(placeholder).toHaveAttribute('width', '370');
    expect(placeholder).toHaveAttribute('height', '250');
    expect(screen.queryByRole('img', { name: /^Photo/ })).not.toBeInTheDocument();
  });

  it('shows the energy label with an accessible name', () => {
    renderCard(makeEstate({ energy: { energyLabel: 'A_plus' } }));
    expect(screen.getByRole('img', { name: 'EPC A+' })).toHaveTextContent('A+');
  });

  it('shows the price in euro and the rent period', () => {
    const { unmount } = renderCard(makeEstate({ general: { price: { value: 450000 } } }));
    expect(screen.getByText('€ 450.000')).toBeInTheDocument();
    unmount();
    renderCard(
      makeEstate({
        general: {
          transaction: TRANSACTIONS.TO_RENT,
          price: { value: 950, period: { name: { en: 'Month', nl: 'Maand' } } },
        },
      }),
    );
    expect(screen.getByText('€ 950 / month')).toBeInTheDocument();
  });

  it('shows the "from" price of a project to rent per period', () => {
    renderCard(
      makeEstate({
        general: {
          transaction: TRANSACTIONS.TO_RENT,
          price: { value: null, priceFrom: 650, period: { name: { en: 'month' } } },
        },
      }),
    );
    expect(screen.getByText('From € 650 / month')).toBeInTheDocument();
  });

  it('keeps the capital of a German period name and lower-cases the others', () => {
    const rent = makeEstate({
      general: {
        transaction: TRANSACTIONS.TO_RENT,
        price: { value: 950, period: { name: { de: 'Monat', fr: 'Mois' } } },
      },
    });
    const { unmount } = renderCard(rent, { locale: 'de' });
    expect(screen.getByText('€ 950 / Monat')).toBeInTheDocument();
    unmount();
    renderCard(rent, { locale: 'fr' });
    expect(screen.getByText('€ 950 / mois')).toBeInTheDocument();
  });

  it('shows the transaction name instead of the sticker, and no price, when sold', () => {
    renderCard(
      makeEstate({
        general: {
          transaction: TRANSACTIONS.SOLD,
          sticker: { id: 1, name: { en: 'New' }, color: '#123456', colorText: '#ffffff' },
        },
      }),
    );
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Price/)).not.toBeInTheDocument();
  });

  it('hides the price of a rented estate (closed)', () => {
    renderCard(makeEstate({ general: { transaction: TRANSACTIONS.RENTED } }));
    expect(screen.queryByText(/€/)).not.toBeInTheDocument();
  });

  it('shows the sticker with its colours', () => {
    renderCard(
      makeEstate({
        general: {
          sticker: { id: 1, name: { en: 'New' }, color: '#123456', colorText: '#fafafa' },
        },
      }),
    );
    expect(screen.getByText('New')).toHaveStyle({
      backgroundColor: '#123456',
      color: '#fafafa',
    });
  });

  it('gives screen readers texts for bedrooms, bathrooms and built area', () => {
    renderCard(
      makeEstate({
        general: { bedroomCount: 1, bathroomCount: 2 },
        dimensions: { areaBuild: 180 },
      }),
    );
    const features = screen.getByRole('list', { name: 'Features' });
    expect(within(features).getByText('1 bedroom')).toBeInTheDocument();
    expect(within(features).getByText('2 bathrooms')).toBeInTheDocument();
    expect(within(features).getByText('180 m² built area')).toBeInTheDocument();
  });

  it('leaves out absent parts without crashing', () => {
    renderCard(
      makeEstate({
        general: { bedroomCount: null, bathroomCount: null, price: { value: null } },
        dimensions: { areaBuild: null },
        energy: { energyLabel: null },
        pictures: [],
      }),
    );
    expect(screen.queryByRole('list', { name: 'Features' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /EPC/ })).not.toBeInTheDocument();
    expect(screen.getByText('Price on request')).toBeInTheDocument();
  });

  it('renders the actions slot', () => {
    render(
      <MemoryRouter>
        <EstateCard
          estate={makeEstate()}
          locale="en"
          actions={<button type="button">Add to favourites</button>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
  });
});

describe('stickerColors (SPEC §5)', () => {
  it('ignores the default white colour and the default black text colour', () => {
    expect(stickerColors({ color: '#ffffff', colorText: '#000000' })).toEqual({
      background: colors.accent,
      color: '#ffffff',
    });
    expect(stickerColors({ color: '#FFFFFF', colorText: null }).background).toBe(colors.accent);
  });

  it('keeps other colours', () => {
    expect(stickerColors({ color: '#123456', colorText: '#eeeeee' })).toEqual({
      background: '#123456',
      color: '#eeeeee',
    });
  });

  it('picks a readable text colour when the text colour is ignored', () => {
    expect(stickerColors({ color: '#ffe066', colorText: '#000000' }).color).toBe(colors.text);
    expect(stickerColors({ color: '#123456', colorText: '#000000' }).color).toBe('#ffffff');
  });

  it('ignores values that are not hex colours', () => {
    expect(stickerColors({ color: 'red;background:url(x)', colorText: 'expression()' })).toEqual({
      background: colors.accent,
      color: '#ffffff',
    });
  });
});
