import { labelled, localized, textOrder } from './index';

describe('localized (SPEC §3, §5)', () => {
  const text = { nl: 'Te koop', fr: 'À vendre' };

  it('picks the text of the language', () => {
    expect(localized(text, 'nl')).toBe('Te koop');
    expect(localized(text, 'fr')).toBe('À vendre');
  });

  it('gives an empty text when the language is missing, without falling back', () => {
    expect(localized(text, 'de')).toBe('');
  });

  it('gives an empty text for a missing text', () => {
    expect(localized(null, 'nl')).toBe('');
    expect(localized(undefined, 'en')).toBe('');
  });
});

describe('textOrder', () => {
  it('sorts names in the order of the language, as localeCompare does', () => {
    const names = ['Zele', 'Écaussinnes', 'Aalst', 'ieper', 'Ename'];
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      expect([...names].sort(textOrder(locale))).toEqual(
        [...names].sort((a, b) => a.localeCompare(b, locale)),
      );
    }
    expect([...names].sort(textOrder('fr'))).toEqual([
      'Aalst',
      'Écaussinnes',
      'Ename',
      'ieper',
      'Zele',
    ]);
  });

  it('answers 0 for equal texts and the same function for a language each time', () => {
    expect(textOrder('nl')('Gent', 'Gent')).toBe(0);
    expect(textOrder('nl')).toBe(textOrder('nl'));
  });
});

describe('labelled', () => {
  it('puts a non-breaking space before the colon in French only', () => {
    expect(labelled('Téléphone', 'fr')).toBe('Téléphone\u00a0:');
    expect(labelled('Phone', 'en')).toBe('Phone:');
    expect(labelled('Telefoon', 'nl')).toBe('Telefoon:');
    expect(labelled('Telefon', 'de')).toBe('Telefon:');
  });
});
