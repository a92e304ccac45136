import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';
import { fieldLabel } from './field-labels';

/** A catalogue: texts nested by the parts of their dotted keys. */
interface Texts {
  [part: string]: string | Texts;
}

/** Every key of a nested catalogue, dotted ('group.general', 'source.general.key'). */
const keysOf = (texts: Texts, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([part, value]) =>
    typeof value === 'string' ? [`${prefix}${part}`] : keysOf(value, `${prefix}${part}.`),
  );

/** The text of a dotted key in a catalogue, undefined when it has none. */
const textOf = (texts: Texts, key: string): string | Texts | undefined =>
  key
    .split('.')
    .reduce<string | Texts | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      texts,
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
    for (const [lang, texts] of Object.entries(languages) as [keyof typeof languages, Texts][])
      for (const key of keys) {
        const label = textOf(texts, key);
        expect(typeof label).toBe('string');
        expect(label).not.toBe('');
        expect(fieldLabel(key, lang)).toBe(label);
      }
  });
});

describe('loadFieldLabels', () => {
  it('puts one language into the catalogue, once, and the others stay out', async () => {
    // A catalogue of its own: the test set-up has loaded every language into the shared one.
    await jest.isolateModulesAsync(async () => {
      const module = await import('./field-labels');
      expect(module.fieldLabel('group.general', 'fr')).toBe('_group.general_');
      const first = module.loadFieldLabels('fr');
      expect(module.loadFieldLabels('fr')).toBe(first);
      await first;
      expect(module.fieldLabel('group.general', 'fr')).toBe('Général');
      expect(module.fieldLabel('group.general', 'de')).toBe('_group.general_');
    });
  });
});
