import { makeEstate } from '../../testing/estates';
import { energyLabelText, estateTitle } from './index';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';

/** A text empty in every language (the fixture merges, so `{}` would keep its names). */
const NONE = { nl: '', fr: '', en: '', de: '' };

describe('estateTitle (SPEC §2 card title)', () => {
  const villa = makeEstate();

  it('is the subtype, "in" and the city, per language', () => {
    expect(estateTitle(villa, 'nl')).toBe('Villa in Gent');
    expect(estateTitle(villa, 'en')).toBe('Villa in Ghent');
    expect(estateTitle(villa, 'de')).toBe('Villa in Gent');
    expect(estateTitle(villa, 'fr')).toBe('Villa à Gand');
  });

  it('is the one name present when the other is missing; the head type stands in for the subtype', () => {
    const noSubtype = makeEstate({ general: { subType: { id: 1, name: NONE } } });
    expect(estateTitle(noSubtype, 'nl')).toBe('Huis in Gent');
    const noType = makeEstate({
      general: { subType: { id: 1, name: NONE }, headType: { id: 1, name: NONE } },
    });
    expect(estateTitle(noType, 'nl')).toBe('Gent');
    const noCity = makeEstate({ general: { address: { city: { id: 1, zip: '', name: NONE } } } });
    expect(estateTitle(noCity, 'nl')).toBe('Villa');
  });

  it("takes its wording from the 'estate' catalogue, which has both names in every language", () => {
    for (const texts of [nl, fr, en, de]) {
      expect(Object.keys(texts)).toEqual(['title']);
      expect(texts.title).toContain('{{subtype}}');
      expect(texts.title).toContain('{{city}}');
    }
  });

  it('writes names as they are: no HTML escaping (React escapes what a page shows)', () => {
    const quoted = makeEstate({
      general: { subType: { id: 1, name: { nl: 'Huis & tuin', fr: '', en: '', de: '' } } },
    });
    expect(estateTitle(quoted, 'nl')).toBe('Huis & tuin in Gent');
  });
});

describe('energyLabelText', () => {
  it.each([
    ['A_plus', 'A+'],
    ['A_plus_plus', 'A++'],
    ['B_A', 'B-A'],
    ['G_F', 'G-F'],
    ['C', 'C'],
    [null, ''],
    ['', ''],
  ])('%p reads %p', (code, text) => {
    expect(energyLabelText(code)).toBe(text);
  });
});
