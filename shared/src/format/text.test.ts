import { localized } from './index';

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
