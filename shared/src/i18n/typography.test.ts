/**
 * @jest-environment node
 */
import path from 'node:path';
import { generateDemoData } from 'api/src/demo/generate';
import { generateSecondSiteData } from 'api/src/demo/second-site';
import {
  catalogueFiles,
  catalogueTexts,
  familiarDutch,
  frenchApostropheFaults,
  frenchSpacingFaults,
  visibleProse,
} from 'shared/testing/typography';

const ROOT = path.resolve(__dirname, '../../..');
const NBSP = '\u00a0';

describe('the typography rules', () => {
  it('find a French mark without its non-breaking space, and accept both no-break spaces', () => {
    expect(frenchSpacingFaults('Quand ?')).toEqual(['Quand ?']);
    expect(frenchSpacingFaults('Téléphone:')).toEqual(['Téléphone:']);
    expect(
      frenchSpacingFaults(`Vendre${NBSP}? Oui\u202f! Voici${NBSP}: ceci${NBSP}; cela`),
    ).toEqual([]);
    expect(frenchSpacingFaults(`Vraiment${NBSP}?!`)).toEqual([]);
    expect(frenchSpacingFaults('« Le Soleil »')).toEqual(['« L', '« Le Soleil »']);
    expect(frenchSpacingFaults(`«${NBSP}Le Soleil${NBSP}»`)).toEqual([]);
  });

  it("find a French elision written with the typewriter apostrophe, not markup's quotes", () => {
    expect(frenchApostropheFaults("L'agence n’a qu'un bureau")).toEqual(["L'agence", "qu'un"]);
    expect(frenchApostropheFaults("L’agence n’a qu’un <a href='/fr/'>bureau</a>")).toEqual([]);
  });

  it('read the prose only: placeholders, markup, addresses and times are not prose', () => {
    expect(visibleProse('Appelez : {{phone}} ou $t(other) <1>ici</1>')).toBe(
      'Appelez : X ou X ici',
    );
    expect(frenchSpacingFaults('Ouvert de 10:00 à 12:30 sur https://immo.be/a?b=1')).toEqual([]);
    expect(frenchSpacingFaults('Écrivez à <a href="mailto:info@immo.be">info</a>')).toEqual([]);
    expect(frenchSpacingFaults('{{count, number}} biens')).toEqual([]);
  });

  it('find the familiar Dutch forms of address, not the words that contain them', () => {
    expect(familiarDutch('Je hebt jouw favorieten; jullie ook, jij.')).toEqual([
      'Je',
      'jouw',
      'jullie',
      'jij',
    ]);
    expect(familiarDutch('U hebt een huisje met een tuintje, jeugdig en jouwelijk.')).toEqual([]);
  });
});

describe('every French text', () => {
  const files = catalogueFiles(ROOT, 'fr');

  it('is found in every package: the teams, shared, kit, the shell and the API', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        path.join('api', 'src', 'mail', 'locales', 'fr.json'),
        path.join('shell', 'src', 'locales', 'fr.json'),
        path.join('kit', 'src', 'ui', 'locales', 'fr.json'),
        path.join('api', 'src', 'contract', 'locales', 'fr.json'),
        path.join('mf-detail', 'src', 'locales', 'fr.json'),
        path.join('mf-holiday-enquiry', 'src', 'locales', 'fr.json'),
      ]),
    );
    expect(files.length).toBeGreaterThanOrEqual(17);
  });

  it('of the catalogues puts a non-breaking space before : ; ? ! and inside « »', () => {
    const faults = catalogueTexts(ROOT, 'fr')
      .map(({ file, key, text }) => ({ at: `${file} ${key}`, faults: frenchSpacingFaults(text) }))
      .filter(({ faults }) => faults.length > 0);
    expect(faults).toEqual([]);
  });

  it('of the catalogues elides with the typographic apostrophe (l’agence)', () => {
    const faults = catalogueTexts(ROOT, 'fr')
      .map(({ file, key, text }) => ({
        at: `${file} ${key}`,
        faults: frenchApostropheFaults(text),
      }))
      .filter(({ faults }) => faults.length > 0);
    expect(faults).toEqual([]);
  });

  it('of the demo sites (their phrases, pages and landing pages) does so too', () => {
    const faults: { at: string; faults: string[] }[] = [];
    for (const data of [generateDemoData(), generateSecondSiteData()]) {
      const site = data.site.hostname;
      const check = (at: string, text: string | undefined) => {
        const found = frenchSpacingFaults(text ?? '');
        if (found.length > 0) faults.push({ at: `${site} ${at}`, faults: found });
      };
      for (const [key, text] of Object.entries(data.translations.fr)) check(key, text);
      for (const page of data.pages) {
        check(`page ${page.id} title`, page.title.fr);
        check(`page ${page.id} body`, page.body.fr);
      }
      for (const page of data.estatePages) {
        check(`estate page ${page.id} title`, page.title.fr);
        check(`estate page ${page.id} description`, page.description.fr);
        check(`estate page ${page.id} body`, page.body.fr);
      }
    }
    expect(faults).toEqual([]);
  });
});

describe('every Dutch text', () => {
  it('of the catalogues addresses the visitor as "u"', () => {
    const files = catalogueFiles(ROOT, 'nl');
    expect(files.length).toBe(catalogueFiles(ROOT, 'fr').length);
    const familiar = catalogueTexts(ROOT, 'nl')
      .map(({ file, key, text }) => ({ at: `${file} ${key}`, words: familiarDutch(text) }))
      .filter(({ words }) => words.length > 0);
    expect(familiar).toEqual([]);
  });

  it('of the demo sites does so too', () => {
    const familiar: string[] = [];
    for (const data of [generateDemoData(), generateSecondSiteData()]) {
      const texts = [
        ...Object.values(data.translations.nl),
        ...data.pages.flatMap((page) => [page.title.nl, page.body.nl]),
        ...data.estatePages.flatMap((page) => [page.title.nl, page.description.nl, page.body.nl]),
      ];
      for (const text of texts) if (familiarDutch(text ?? '').length > 0) familiar.push(text ?? '');
    }
    expect(familiar).toEqual([]);
  });
});
