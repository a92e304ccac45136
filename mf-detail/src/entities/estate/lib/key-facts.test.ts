import { buildEstate, TRANSACTIONS } from '#detail/lib/test-estates';
import { epcColors } from 'shared/ui/tokens';
import { availableLikePath, hasKeyFacts, keyFacts } from './key-facts';

const blankDimensions = buildEstate('x').dimensions;

describe('keyFacts', () => {
  it('gives the counts, the living and plot areas and the energy label in its colour', () => {
    const estate = buildEstate('1', {
      general: { bedroomCount: 3, bathroomCount: 2 },
      dimensions: { ...blankDimensions, areaBuild: 145, areaGround: 1200 },
      energy: { ...buildEstate('x').energy, energyLabel: 'A_plus' },
    });
    expect(keyFacts(estate)).toEqual({
      bedrooms: 3,
      bathrooms: 2,
      living: '145 m²',
      plot: '1.200 m²',
      epc: { label: 'A+', background: epcColors.A, color: '#ffffff' },
    });
  });

  it('leaves out what is zero or missing, and writes dark text on a light label', () => {
    const estate = buildEstate('1', {
      general: { bedroomCount: 0, bathroomCount: null },
      dimensions: { ...blankDimensions, areaBuild: 0, areaGround: null },
      energy: { ...buildEstate('x').energy, energyLabel: 'D' },
    });
    const facts = keyFacts(estate);
    expect(facts).toMatchObject({ bedrooms: null, bathrooms: null, living: null, plot: null });
    expect(facts.epc?.color).not.toBe('#ffffff');
    expect(hasKeyFacts(facts)).toBe(true);
    expect(hasKeyFacts({ ...facts, epc: null })).toBe(false);
  });
});

describe('availableLikePath', () => {
  it('is null for an estate still on offer', () => {
    expect(availableLikePath(buildEstate('1'), 'nl')).toBeNull();
  });

  it('leads a sold estate to the same type in the same city, for sale', () => {
    const sold = buildEstate('1', { general: { transaction: TRANSACTIONS.sold } });
    const path = availableLikePath(sold, 'nl') ?? '';
    const [pathname, query] = path.split('?');
    expect(pathname).toBe('/nl/aanbod');
    const params = new URLSearchParams(query);
    expect(params.get('trans')).toBe('kopen');
    expect(params.get('type')).toBe(String(sold.general.headType.id));
    expect(params.get('city')).toBe(String(sold.general.address.city.id));
  });

  it('leads a rented estate to the like for rent, in the page language', () => {
    const rented = buildEstate('1', { general: { transaction: TRANSACTIONS.rented } });
    expect(availableLikePath(rented, 'en')).toMatch(/^\/en\/offer\?trans=huren&/);
  });
});
