/**
 * The typography rules of the site's texts, for tests over every catalogue: French puts a
 * non-breaking space (U+00A0, or the narrow U+202F) before `:` `;` `?` `!` and inside « », and
 * writes its elisions with the typographic apostrophe (l’agence, not l'agence); Dutch
 * addresses the visitor as "u", never "je", "jij", "jouw" or "jullie". The rules look at the
 * prose a visitor reads, not at what i18next or the mail templates replace: placeholders
 * (`{{name}}`, `$t(key)`, `{name}`), markup (`<strong>`, `<1>`), addresses (`https://…`,
 * `mailto:…`) and times or ratios (`10:00`).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The non-breaking spaces French puts before `:` `;` `?` `!` and inside « ». */
const NO_BREAK = '\u00a0\u202f';

/**
 * The prose of a text as a visitor reads it: placeholders become a neutral word (X), markup,
 * web and mail addresses and times are left out.
 * @param text a catalogue's text, e.g. 'Appelez-nous : {{phone}}'
 * @returns e.g. 'Appelez-nous : X'
 */
export function visibleProse(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, 'X')
    .replace(/\$t\([^)]*\)/g, 'X')
    .replace(/\{[^{}]*\}/g, 'X')
    .replace(/<[^<>]*>/g, '')
    .replace(/\b(?:https?|mailto|tel):[^\s"'<>)]*/gi, 'X')
    .replace(/\d:\d/g, '0h0');
}

/**
 * Where a French text breaks the rule of the non-breaking space: each mark `:` `;` `?` `!`
 * without one before it (a mark right after another, as in "?!", needs none), each « without
 * one after it and each » without one before it.
 * @param text a French text (placeholders and markup allowed, see visibleProse)
 * @returns the faults, each the mark with the few characters before it (after it for «), e.g.
 *   ['rendez-vous :']; empty when the text is right
 */
export function frenchSpacingFaults(text: string): string[] {
  const prose = visibleProse(text);
  const faults: string[] = [];
  for (const match of prose.matchAll(/[:;?!«»]/g)) {
    const at = match.index;
    const mark = match[0];
    const before = prose[at - 1] ?? '';
    const after = prose[at + 1] ?? '';
    const wrong =
      mark === '«'
        ? !NO_BREAK.includes(after) || after === ''
        : (at > 0 && !NO_BREAK.includes(before) && !'?!'.includes(before)) || before === '';
    if (wrong)
      faults.push(
        mark === '«' ? prose.slice(at, at + 3) : prose.slice(Math.max(0, at - 12), at + 1),
      );
  }
  return faults;
}

/**
 * Where a French text elides with the typewriter apostrophe (U+0027) instead of the typographic
 * one (U+2019), so that one page does not mix "l'agence" and "l’agence".
 * @param text a French text (placeholders and markup allowed, see visibleProse)
 * @returns each faulty elision with its letters around it, e.g. ["l'agence"]; empty when right
 */
export function frenchApostropheFaults(text: string): string[] {
  return [...visibleProse(text).matchAll(/\p{L}+'\p{L}+/gu)].map((match) => match[0]);
}

/** The Dutch words that address the visitor familiarly. */
const FAMILIAR = /(?<!\p{L})(je|jij|jou|jouw|jouwe|jezelf|jouzelf|jullie)(?!\p{L})/giu;

/**
 * The familiar forms of address in a Dutch text (the site says "u", "uw", "uzelf").
 * @param text a Dutch text
 * @returns each familiar word found, e.g. ['je', 'jouw']; empty when there is none
 */
export function familiarDutch(text: string): string[] {
  return [...visibleProse(text).matchAll(FAMILIAR)].map((match) => match[0]);
}

/** One text of a catalogue: its file (from the repository root), its key path and its text. */
export interface CatalogueText {
  file: string;
  key: string;
  text: string;
}

/**
 * Every text of every locale catalogue of a language in the repository: each package's
 * `src/**\/locales/**\/{lang}.json` (the teams', shared's, kit's, the shell's and the API's mails).
 * @param root the repository's root folder
 * @param lang the language, e.g. 'fr'
 * @returns the texts, nested keys joined with dots (arrays by their index)
 */
export function catalogueTexts(root: string, lang: string): CatalogueText[] {
  const texts: CatalogueText[] = [];
  const walk = (file: string, key: string, value: unknown): void => {
    if (typeof value === 'string') texts.push({ file, key, text: value });
    else if (value !== null && typeof value === 'object')
      for (const [name, inner] of Object.entries(value))
        walk(file, key === '' ? name : `${key}.${name}`, inner);
  };
  for (const file of catalogueFiles(root, lang))
    walk(file, '', JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')));
  return texts;
}

/**
 * The catalogue files of a language, from the repository root, sorted.
 * @param root the repository's root folder
 * @param lang the language, e.g. 'nl'
 */
export function catalogueFiles(root: string, lang: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const src = path.join(root, entry.name, 'src');
    if (!entry.isDirectory() || entry.name === 'node_modules' || !fs.existsSync(src)) continue;
    for (const inner of fs.readdirSync(src, { recursive: true, encoding: 'utf8' })) {
      const parts = inner.split(path.sep);
      if (parts.at(-1) === `${lang}.json` && parts.includes('locales'))
        files.push(path.join(entry.name, 'src', inner));
    }
  }
  return files.sort();
}
