// What `npm run screenshots` photographs (scripts/screenshots.mjs): the pages, chosen from the
// API's answers rather than fixed ids, so that the pictures follow the demo data when it changes;
// the file names; and the markdown page that shows them. No browser, no network: the script does
// those, this module only decides.

/** The two widths photographed: a common phone and a laptop screen, in CSS pixels. */
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/**
 * The pages, in the order shown: `full` names the widths also photographed whole (top to bottom).
 * Whole pages only where the rest of the page says something the first screen does not and the
 * picture stays readable (a detail page's whole length on a phone is ten screens of tables).
 */
const PAGES = [
  { name: 'home', title: 'Home page', full: ['phone', 'desktop'] },
  { name: 'listing', title: 'Listing', full: ['phone', 'desktop'] },
  { name: 'estate', title: 'Estate detail', full: ['desktop'] },
  { name: 'project', title: 'Project detail', full: ['desktop'] },
  { name: 'sold', title: 'Sold estate', full: [] },
];

/** True for a listing that shows a photo: a picture makes the page look as visitors see it. */
const hasPictures = (estate) => Array.isArray(estate.pictures) && estate.pictures.length > 0;

/**
 * The first estate of `estates` (in the API's order, the listing's) that `accept` takes,
 * preferring one with pictures.
 * @returns the estate, or undefined when none is accepted
 */
function firstOf(estates, accept) {
  const accepted = estates.filter(accept);
  return accepted.find(hasPictures) ?? accepted[0];
}

/**
 * The address of a page type in a language from the site's route table (`/config.json`'s
 * `routes.pages`: `{ type, paths: { nl: 'aanbod/:estateId', … } }`), its parameters filled in.
 * @throws Error naming the type when the table has no path for it in that language
 */
function pathOf(routePages, type, lang, params = {}) {
  const pattern = routePages.find((page) => page.type === type)?.paths?.[lang];
  if (pattern === undefined) throw new Error(`The site has no "${type}" page in "${lang}".`);
  const filled = pattern.replace(/:(\w+)/g, (_, name) => {
    if (params[name] === undefined) throw new Error(`The "${type}" page needs its ${name}.`);
    return encodeURIComponent(String(params[name]));
  });
  return `/${lang}/${filled}`;
}

/**
 * The pages to photograph, each with its address: the home page, the listing, the first estate
 * on offer that is not a project, the first project on offer and the first sold estate (not
 * hidden by the site's `hiddenStatus`), in the API's order, each preferring one with pictures.
 * @param input.routePages the site's route table (`/config.json` `routes.pages`)
 * @param input.lang the language of the addresses (e.g. 'nl')
 * @param input.forSale estates the API lists for sale (`status: FOR_SALE`), in its order
 * @param input.sold estates the API lists as sold (`status: SOLD`)
 * @param input.hiddenStatus transaction ids the site hides (its settings' `hiddenStatus`)
 * @returns `{ name, title, path, full, estateId? }` per page, in `PAGES`' order
 * @throws Error saying which kind of estate the demo data lacks
 */
function screenshotPages({ routePages, lang, forSale, sold, hiddenStatus = [] }) {
  const shown = (estate) => !hiddenStatus.includes(estate.general?.transaction?.id);
  const topLevel = (estate) => !estate.general?.parentId;
  const chosen = {
    estate: firstOf(forSale, (e) => shown(e) && topLevel(e) && !e.general?.project),
    project: firstOf(forSale, (e) => shown(e) && topLevel(e) && e.general?.project === true),
    sold: firstOf(sold, (e) => shown(e) && topLevel(e)),
  };
  const kinds = { estate: 'estate for sale', project: 'project for sale', sold: 'sold estate' };
  for (const [kind, estate] of Object.entries(chosen))
    if (!estate) throw new Error(`The API lists no ${kinds[kind]} to photograph.`);
  return PAGES.map((page) => {
    const estate = chosen[page.name];
    const path =
      page.name === 'home'
        ? pathOf(routePages, 'home', lang)
        : page.name === 'listing'
          ? pathOf(routePages, 'search', lang)
          : pathOf(routePages, 'detail', lang, { estateId: estate.id });
    return { ...page, path, ...(estate ? { estateId: String(estate.id) } : {}) };
  });
}

/**
 * The pictures of the pages: each page's first screen at each width, then the whole page at the
 * widths its `full` names. File names are `{page}-{width}.png` and `{page}-{width}-full.png`.
 * @returns `{ file, page, viewport, fullPage }` per picture, page by page
 */
function screenshotShots(pages) {
  return pages.flatMap((page) => [
    ...VIEWPORTS.map((viewport) => ({
      file: `${page.name}-${viewport.width}.png`,
      page,
      viewport,
      fullPage: false,
    })),
    ...VIEWPORTS.filter((viewport) => page.full.includes(viewport.name)).map((viewport) => ({
      file: `${page.name}-${viewport.width}-full.png`,
      page,
      viewport,
      fullPage: true,
    })),
  ]);
}

/**
 * The markdown page showing the pictures (docs/screenshots.md), each page under its title with
 * its address, the phone and the desktop first screens, then its whole pages as links.
 * @param shots the pictures, as `screenshotShots` gives them
 * @param folder the pictures' folder relative to the page (e.g. 'screenshots')
 * @param market the market photographed, as a sentence's words (e.g. 'Immo Zonneveld (localhost)')
 */
function screenshotsMarkdown(shots, folder, market) {
  const lines = [
    '# Screenshots',
    '',
    `The site as a visitor sees it, for ${market}, in Dutch, at 390×844 (a phone) and 1280×800`,
    '(a laptop). `npm run screenshots` takes them again from the running site (the estates are',
    'the first of each kind the API lists, so they follow the demo data); `scripts/screenshots.mjs`',
    'says how.',
  ];
  const pages = [...new Set(shots.map((shot) => shot.page))];
  for (const page of pages) {
    const own = shots.filter((shot) => shot.page === page);
    lines.push('', `## ${page.title}`, '', `\`${page.path}\``, '');
    for (const shot of own.filter((s) => !s.fullPage))
      lines.push(
        `<img src="${folder}/${shot.file}" alt="${page.title}, first screen at ${shot.viewport.width} px" width="${shot.viewport.name === 'phone' ? 195 : 640}">`,
      );
    const full = own.filter((s) => s.fullPage);
    if (full.length > 0)
      lines.push(
        '',
        `Whole page: ${full.map((s) => `[${s.viewport.width} px](${folder}/${s.file})`).join(', ')}.`,
      );
  }
  return `${lines.join('\n')}\n`;
}

module.exports = {
  PAGES,
  VIEWPORTS,
  pathOf,
  screenshotPages,
  screenshotShots,
  screenshotsMarkdown,
};
