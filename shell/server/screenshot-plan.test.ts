/**
 * @jest-environment node
 */
import { composeRoutes } from 'shared/routes';
import { makeEstate, makePicture } from 'shared/testing/estates';
import { routeManifests } from '../../scripts/registry.cjs';
import {
  screenshotPages,
  screenshotShots,
  screenshotsMarkdown,
} from '../../scripts/screenshot-plan.cjs';

// `npm run screenshots` (scripts/screenshots.mjs): which pages it photographs, chosen from the
// API's answers, under which addresses and file names.

const routePages = composeRoutes(routeManifests()).pages;

/** An estate of the API with `pictures` pictures. */
function estate(
  id: string,
  general: { project?: boolean; parentId?: string | null; transaction?: number },
  pictures = 1,
) {
  const { transaction, ...rest } = general;
  return makeEstate({
    id,
    general: { id, ...rest, ...(transaction ? { transaction: { id: transaction } } : {}) },
    pictures: Array.from({ length: pictures }, (_, i) => makePicture(id, i + 1)),
  });
}

describe('the pages of the screenshots', () => {
  const forSale = [
    estate('10', { project: false }, 0),
    estate('11', { project: false }),
    estate('20', { project: true }),
    estate('21', { project: true }),
  ];
  const sold = [estate('30', { transaction: 5 }), estate('31', { transaction: 5 })];

  it('are the home page, the listing and the first estate, project and sold estate', () => {
    const pages = screenshotPages({ routePages, lang: 'nl', forSale, sold });
    expect(pages.map((page) => [page.name, page.path])).toEqual([
      ['home', '/nl/'],
      ['listing', '/nl/aanbod'],
      // 10 comes first but has no picture: the first estate with one shows the page as it is.
      ['estate', '/nl/aanbod/11'],
      ['project', '/nl/aanbod/20'],
      ['sold', '/nl/aanbod/30'],
    ]);
  });

  it("take the language's path words", () => {
    const pages = screenshotPages({ routePages, lang: 'fr', forSale, sold });
    expect(pages.map((page) => page.path)).toEqual([
      '/fr/',
      '/fr/offre',
      '/fr/offre/11',
      '/fr/offre/20',
      '/fr/offre/30',
    ]);
  });

  it('leave out units, and estates whose transaction the site hides', () => {
    const pages = screenshotPages({
      routePages,
      lang: 'nl',
      forSale: [
        estate('12', { parentId: '20' }),
        estate('13', { transaction: 4 }),
        estate('14', {}),
        ...forSale,
      ],
      sold: [estate('32', { transaction: 12 }), ...sold],
      hiddenStatus: [4, 12],
    });
    expect(Object.fromEntries(pages.map((page) => [page.name, page.estateId]))).toEqual({
      home: undefined,
      listing: undefined,
      estate: '14',
      project: '20',
      sold: '30',
    });
  });

  it('take an estate without pictures when no other is there', () => {
    const pages = screenshotPages({
      routePages,
      lang: 'nl',
      forSale: [estate('15', {}, 0), estate('22', { project: true }, 0)],
      sold: [estate('33', { transaction: 5 }, 0)],
    });
    expect(pages.slice(2).map((page) => page.estateId)).toEqual(['15', '22', '33']);
  });

  it('say which kind of estate the data lacks', () => {
    expect(() => screenshotPages({ routePages, lang: 'nl', forSale: [forSale[1]!], sold })).toThrow(
      'The API lists no project for sale to photograph.',
    );
    expect(() => screenshotPages({ routePages, lang: 'nl', forSale, sold: [] })).toThrow(
      'The API lists no sold estate to photograph.',
    );
  });
});

describe('the pictures', () => {
  const pages = screenshotPages({
    routePages,
    lang: 'nl',
    forSale: [estate('11', {}), estate('20', { project: true })],
    sold: [estate('30', { transaction: 5 })],
  });
  const shots = screenshotShots(pages);

  it("are each page's first screen at 390 and 1280 px, and some whole pages", () => {
    expect(shots.map((shot) => [shot.file, shot.viewport.width, shot.fullPage])).toEqual([
      ['home-390.png', 390, false],
      ['home-1280.png', 1280, false],
      ['home-390-full.png', 390, true],
      ['home-1280-full.png', 1280, true],
      ['listing-390.png', 390, false],
      ['listing-1280.png', 1280, false],
      ['listing-390-full.png', 390, true],
      ['listing-1280-full.png', 1280, true],
      ['estate-390.png', 390, false],
      ['estate-1280.png', 1280, false],
      ['estate-1280-full.png', 1280, true],
      ['project-390.png', 390, false],
      ['project-1280.png', 1280, false],
      ['project-1280-full.png', 1280, true],
      ['sold-390.png', 390, false],
      ['sold-1280.png', 1280, false],
    ]);
    expect(shots.find((shot) => shot.viewport.width === 390)?.viewport.height).toBe(844);
    expect(shots.find((shot) => shot.viewport.width === 1280)?.viewport.height).toBe(800);
  });

  it('are shown by a page that names each page and its address, and links the whole pages', () => {
    const markdown = screenshotsMarkdown(shots, 'screenshots', 'Immo Zonneveld (localhost)');
    expect(markdown).toContain('for Immo Zonneveld (localhost), in Dutch');
    expect(markdown).toContain('## Sold estate\n\n`/nl/aanbod/30`');
    expect(markdown).toContain('<img src="screenshots/sold-390.png"');
    expect(markdown).toContain('[1280 px](screenshots/project-1280-full.png)');
    expect(markdown).not.toContain('sold-1280-full.png');
    // Every picture is on the page, once.
    for (const shot of shots) expect(markdown.split(`screenshots/${shot.file}`)).toHaveLength(2);
  });
});
