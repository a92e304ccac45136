import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';
import { fieldLabel } from './field-labels';

/** Every key of a nested catalogue, as `group.key`. */
const keysOf = (texts: Record<string, Record<string, string>>) =>
  Object.entries(texts).flatMap(([group, labels]) =>
    Object.keys(labels).map((k) => `${group}.${k}`),
  );

describe('fieldLabel (SPEC §3 detail display fields)', () => {
  it('gives the label of a field, a group or a value text in the language asked for', () => {
    expect(fieldLabel('energy.epcValue', 'nl')).toBe(nl.energy.epcValue);
    expect(fieldLabel('group.general', 'fr')).toBe('Général');
    expect(fieldLabel('group.general', 'de')).toBe('Allgemein');
    expect(fieldLabel('value.year', 'en')).toBe('year');
  });

  it('shows a key without a label as _key_ (SPEC §5)', () => {
    expect(fieldLabel('general.nothing', 'nl')).toBe('_general.nothing_');
    expect(fieldLabel('group', 'en')).toBe('_group_');
  });

  it('has every label in the four languages, none empty', () => {
    const keys = keysOf(nl);
    expect(keys.length).toBeGreaterThan(100);
    for (const texts of [fr, en, de]) expect(keysOf(texts)).toEqual(keys);
    const languages = { nl, fr, en, de } as const;
    for (const [lang, texts] of Object.entries(languages) as [keyof typeof languages, typeof nl][])
      for (const key of keys) {
        const [group, name] = key.split('.') as [keyof typeof nl, string];
        const label = (texts[group] as Record<string, string>)[name];
        expect(label).not.toBe('');
        expect(fieldLabel(key, lang)).toBe(label);
      }
  });
});
