import type { Estate } from '../contract/domain';
import { epcLabelOf } from '../reference/energy';
import { HEAD_TYPES } from '../reference/head-types';
import { LANGS } from '../reference/locales';
import { ROOM } from '../reference/rooms';
import { subTypeById } from '../reference/sub-types';
import { STATUS_CODES, transactionById } from '../reference/transactions';
import { DEMO_REFERENCE_DATE, generateDemoData, withChildren } from './generate';

const data = generateDemoData();
const { estates } = data;
const topLevel = estates.filter((e) => e.general.parentId === null);
const projects = estates.filter((e) => e.general.project);
const unitsOf = (id: string) => estates.filter((e) => e.general.parentId === id);

describe('generateDemoData determinism', () => {
  it('gives deep-equal data on every call', () => {
    expect(generateDemoData()).toEqual(data);
  });

  it('does not depend on the clock', () => {
    jest.useFakeTimers({ now: new Date('2031-06-15T12:00:00Z') });
    try {
      expect(generateDemoData()).toEqual(data);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('demo estates', () => {
  it('invites a visit only in the text of a standalone estate still on offer', () => {
    const standalone = topLevel.filter((e) => !e.general.project);
    const invites = (e: Estate) => e.general.description.en?.includes('arrange a viewing') ?? false;
    const closed = standalone.filter((e) => transactionById(e.general.transaction.id)?.closed);
    expect(closed.length).toBeGreaterThan(10);
    expect(closed.filter(invites).map((e) => e.id)).toEqual([]);
    expect(standalone.filter((e) => !closed.includes(e)).every(invites)).toBe(true);
  });

  it('has at least 400 standalone estates with unique numeric string ids', () => {
    expect(topLevel.length - projects.length).toBeGreaterThanOrEqual(400);
    expect(estates.length).toBeGreaterThanOrEqual(420);
    const ids = estates.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of estates) {
      expect(e.id).toMatch(/^\d+$/);
      expect(e.general.id).toBe(e.id);
    }
  });

  it('has at least 8 projects with 3 to 20 units each, units on floors 0..n', () => {
    expect(projects.length).toBeGreaterThanOrEqual(8);
    const sizes = projects.map((p) => unitsOf(p.id).length);
    for (const size of sizes) {
      expect(size).toBeGreaterThanOrEqual(3);
      expect(size).toBeLessThanOrEqual(20);
    }
    expect(Math.min(...sizes)).toBe(3);
    expect(Math.max(...sizes)).toBe(20);
    for (const p of projects) {
      expect(p.general.headType.id).toBe(9);
      expect(p.general.parentId).toBeNull();
      for (const u of unitsOf(p.id)) {
        expect(u.general.project).toBe(false);
        expect(u.general.floor).toBeGreaterThanOrEqual(0);
        expect(u.general.address.city.id).toBe(p.general.address.city.id);
      }
    }
    // Only projects have units.
    const parents = new Set(estates.map((e) => e.general.parentId).filter((id) => id !== null));
    expect([...parents].sort()).toEqual(projects.map((p) => p.id).sort());
  });

  it('stores some units out of floor order, and withChildren sorts them by floor', () => {
    const unsorted = projects.filter((p) => {
      const floors = unitsOf(p.id).map((u) => u.general.floor ?? 0);
      return floors.some((f, i) => i > 0 && f < (floors[i - 1] ?? 0));
    });
    expect(unsorted.length).toBeGreaterThan(0);
    const full = withChildren(estates, unsorted[0]?.id ?? '');
    const floors = full?.children.map((c) => c.general.floor ?? 0) ?? [];
    expect(floors).toEqual([...floors].sort((a, b) => a - b));
  });

  it('covers all six statuses, every head type and subtypes of the right head type', () => {
    const statuses = new Set(estates.map((e) => transactionById(e.general.transaction.id)?.status));
    for (const status of STATUS_CODES) expect(statuses).toContain(status);
    const heads = new Set(estates.map((e) => e.general.headType.id));
    for (const head of HEAD_TYPES) expect(heads).toContain(head.id);
    for (const e of estates.filter((x) => x.general.subType.id !== 0))
      expect(subTypeById(e.general.subType.id)?.headTypeId).toBe(e.general.headType.id);
  });

  it('has projects without a subtype, the group "Projecten" of SPEC §9, and nothing else without one', () => {
    const none = estates.filter((e) => e.general.subType.id === 0);
    expect(none.map((e) => e.general.title.nl)).toEqual([
      'Residentie St. Pieters',
      'Residentie Villa Nova',
    ]);
    expect(none.every((e) => e.general.project)).toBe(true);
    const forSaleOrRent = topLevel.filter((e) => [1, 2].includes(e.general.transaction.id)).length;
    expect(forSaleOrRent / topLevel.length).toBeGreaterThan(0.6);
  });

  it('spreads estates over Flanders, Brussels, Wallonia and three neighbouring countries', () => {
    const regions = new Set(estates.map((e) => e.general.address.region));
    expect(regions).toEqual(new Set(['FLANDERS', 'BRUSSELS', 'WALLONIA', null]));
    const countries = new Set(estates.map((e) => e.general.address.country.id));
    expect(countries).toEqual(new Set(['BE', 'FR', 'NL', 'LU']));
    expect(new Set(estates.map((e) => e.general.address.city.id)).size).toBeGreaterThanOrEqual(40);
    const liege = data.cities.find((c) => c.zip === '4000');
    expect(liege?.name).toEqual({ nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' });
    expect(liege?.alias?.nl).toBe('Liège');
  });

  it('stores pictures unsorted, with indexes 1..n matching their file names', () => {
    let unsorted = 0;
    for (const e of estates) {
      const indexes = e.pictures.map((p) => p.index);
      if (indexes.some((v, i) => i > 0 && v < (indexes[i - 1] ?? 0))) unsorted++;
      const sorted = [...e.pictures].sort((a, b) => a.index - b.index);
      sorted.forEach((p, i) => {
        expect(p.index).toBe(i + 1);
        expect(p.file).toBe(`/assets/pictures/${e.id}/${i + 1}-1200x800.webp`);
        expect(p.thumbnail).toBe(`/assets/pictures/${e.id}/${i + 1}-370x250.webp`);
        expect([p.width, p.height]).toEqual([1200, 800]);
      });
      if (e.general.parentId === null && e.pictures.length > 0) {
        expect(e.pictures.length).toBeGreaterThanOrEqual(3);
        expect(e.pictures.length).toBeLessThanOrEqual(8);
      }
    }
    expect(unsorted).toBeGreaterThan(estates.length / 2);
    expect(estates.filter((e) => e.pictures.length === 0).length).toBeGreaterThan(0);
  });

  it('has an EPC value for most estates, a total use of value × area and a CO2 of 0.2 kg/kWh', () => {
    const withEpc = estates.filter((e) => e.energy.epcValue !== null);
    expect(withEpc.length).toBeGreaterThan(300);
    for (const e of withEpc) {
      const v = e.energy.epcValue as number;
      expect(e.energy.epcValueTotal).toBe(Math.round(v * (e.dimensions.areaBuild as number)));
      expect(e.energy.co2).toBe(Math.max(0, Math.round(v * 2) / 10));
      expect(e.energy.energyLabel).not.toBeNull();
    }
  });

  // The regional scales written out independently of reference/energy.ts (kWh/m²/year).
  const flemish = (v: number) =>
    v < 0
      ? 'A_plus'
      : v < 100
        ? 'A'
        : v < 200
          ? 'B'
          : v < 300
            ? 'C'
            : v < 400
              ? 'D'
              : v < 500
                ? 'E'
                : 'F';
  const brussels = (v: number) =>
    v <= 45
      ? 'A'
      : v <= 95
        ? 'B'
        : v <= 150
          ? 'C'
          : v <= 210
            ? 'D'
            : v <= 275
              ? 'E'
              : v <= 345
                ? 'F'
                : 'G';
  const walloon = (v: number) =>
    v <= 0
      ? 'A_plus_plus'
      : v <= 45
        ? 'A_plus'
        : v <= 85
          ? 'A'
          : v <= 170
            ? 'B'
            : v <= 255
              ? 'C'
              : v <= 340
                ? 'D'
                : v <= 425
                  ? 'E'
                  : v <= 510
                    ? 'F'
                    : 'G';

  it.each([
    ['FLANDERS', flemish, ['A_plus', 'A', 'B', 'C', 'D', 'E', 'F']],
    ['BRUSSELS', brussels, ['A', 'B', 'C', 'D', 'E', 'F', 'G']],
    ['WALLONIA', walloon, ['A_plus_plus', 'A_plus', 'A', 'B', 'C', 'D', 'E', 'F', 'G']],
    [null, flemish, null],
  ] as const)(
    "labels the EPC values of %s estates on that region's scale, with a plausible spread",
    (region, scale, labels) => {
      const inRegion = estates.filter(
        (e) => e.general.address.region === region && e.energy.epcValue !== null,
      );
      const counts = new Map<string, number>();
      for (const e of inRegion) {
        const v = e.energy.epcValue as number;
        expect([e.id, e.energy.energyLabel]).toEqual([e.id, scale(v)]);
        expect(e.energy.energyLabel).toBe(epcLabelOf(v, region));
        counts.set(
          e.energy.energyLabel as string,
          (counts.get(e.energy.energyLabel as string) ?? 0) + 1,
        );
      }
      expect(inRegion.length).toBeGreaterThan(10);
      // In each Belgian region every label of its scale is present and none dominates (abroad,
      // a handful of estates on the Flemish scale).
      if (labels !== null) {
        expect(new Set(counts.keys())).toEqual(new Set(labels));
        for (const n of counts.values()) expect(n / inRegion.length).toBeLessThan(1 / 3);
      }
    },
  );

  it('states the regional label in the description', () => {
    const brusselsC = estates.filter(
      (e) => e.general.address.region === 'BRUSSELS' && e.energy.energyLabel === 'C',
    );
    for (const e of brusselsC) {
      expect(e.energy.epcValue).toBeGreaterThan(95);
      expect(e.energy.epcValue).toBeLessThanOrEqual(150);
    }
    const walloonTop = estates.find((e) => e.energy.energyLabel === 'A_plus_plus') as Estate;
    expect(walloonTop.general.address.region).toBe('WALLONIA');
    expect(walloonTop.general.description.en).toContain(
      `EPC: ${walloonTop.energy.epcValue} kWh/m² per year (label A++).`,
    );
    const brusselsG = estates.find(
      (e) => e.general.address.region === 'BRUSSELS' && e.energy.energyLabel === 'G',
    ) as Estate;
    expect(brusselsG.general.description.fr).toContain(
      `PEB : ${brusselsG.energy.epcValue} kWh/m² par an (label G).`,
    );
  });

  it('has layouts consistent with bedroom and bathroom counts', () => {
    const count = (e: Estate, typeId: number) =>
      e.layout.filter((r) => r.typeId === typeId).reduce((n, r) => n + r.count, 0);
    for (const e of estates) {
      if (e.general.bedroomCount === null) continue;
      expect(count(e, ROOM.BEDROOM)).toBe(e.general.bedroomCount);
      expect(count(e, ROOM.BATHROOM)).toBe(e.general.bathroomCount);
    }
    expect(estates.some((e) => (e.general.bedroomCount ?? 0) >= 6)).toBe(true);
  });

  it('has realistic prices: sale within 15,000-1,500,000 euro, rent within 60-3,000 euro per month', () => {
    for (const e of estates) {
      const { value, period } = e.general.price;
      if (value === null) continue;
      if (period) {
        expect(value).toBeGreaterThanOrEqual(60);
        expect(value).toBeLessThanOrEqual(3000);
      } else {
        expect(value).toBeGreaterThanOrEqual(15_000);
        expect(value).toBeLessThanOrEqual(1_500_000);
      }
    }
    const houses = estates.filter(
      (e) => e.general.headType.id === 1 && e.general.price.period === null,
    );
    for (const h of houses) expect(h.general.price.value).toBeGreaterThanOrEqual(150_000);
  });

  it('spreads publication dates over the two years before the reference date', () => {
    const ref = Date.parse(DEMO_REFERENCE_DATE);
    const times = estates.map((e) => Date.parse(e.general.publicationDate));
    for (const t of times) {
      expect(t).toBeLessThanOrEqual(ref);
      expect(t).toBeGreaterThan(ref - 731 * 86_400_000);
    }
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(600 * 86_400_000);
  });

  it('has texts in four languages, stickers, hidden addresses, alternate-source estates and contacts', () => {
    for (const e of estates) {
      for (const lang of LANGS) {
        expect(e.general.title[lang]).toBeTruthy();
        expect(e.general.description[lang]).toBeTruthy();
        expect(e.general.shortDescription[lang]).toBeTruthy();
      }
    }
    expect(estates.filter((e) => e.general.sticker !== null).length).toBeGreaterThan(10);
    expect(estates.filter((e) => !e.general.address.visible).length).toBeGreaterThan(10);
    const guid = estates.filter((e) => e.general.guid !== null);
    expect(guid.length / estates.length).toBeGreaterThan(0.02);
    expect(guid.length / estates.length).toBeLessThan(0.08);
    // Alternate-source estates only use transaction ids read the same way by both sources (SPEC §4).
    for (const e of guid) expect([2, 3, 6]).toContain(e.general.transaction.id);
    expect(estates.filter((e) => e.salesRep === null).length).toBeGreaterThan(0);
    expect(estates.filter((e) => e.general.price.period !== null).length).toBeGreaterThan(50);
  });

  it('keeps collections and estates in agreement', () => {
    for (const c of data.collections) {
      expect(c.estateIds.length).toBeGreaterThan(0);
      for (const id of c.estateIds)
        expect(estates.find((e) => e.id === id)?.collections).toContain(c.id);
    }
  });
});

describe('demo site content', () => {
  it('has the site settings of the spec', () => {
    expect(data.site).toMatchObject({
      id: 1,
      hostname: 'localhost',
      settings: { hiddenStatus: [4, 12], defaultLocale: 'nl', locales: ['nl', 'fr', 'en', 'de'] },
    });
  });

  it('has the same translation keys in all four languages', () => {
    const keys = Object.keys(data.translations.nl).sort();
    expect(keys).toEqual(
      expect.arrayContaining([
        'site.name',
        'site.tagline',
        'site.address',
        'site.phone',
        'site.email',
        'site.hero.title',
        'site.hero.subtitle',
        'site.footer.about',
        'site.footer.hours',
        'site.seo.description',
      ]),
    );
    for (const lang of LANGS) {
      expect(Object.keys(data.translations[lang]).sort()).toEqual(keys);
      for (const value of Object.values(data.translations[lang])) expect(value).not.toBe('');
    }
  });

  it('has main and footer menus with shared route types', () => {
    const routeTypes = [
      'home',
      'search',
      'favorites',
      'keepMeInformed',
      'privacyStatement',
      'termsOfUse',
      'rentalConditions',
      'aboutUs',
      'estatePage',
    ];
    const main = data.navigation.find((m) => m.name === 'main');
    const footer = data.navigation.find((m) => m.name === 'footer');
    expect(
      main?.items.some(
        (i) => 'type' in i.route && i.route.type === 'search' && i.route.params?.trans === 'kopen',
      ),
    ).toBe(true);
    expect(footer?.items.map((i) => ('type' in i.route ? i.route.type : ''))).toEqual([
      'privacyStatement',
      'termsOfUse',
      'aboutUs',
      'rentalConditions',
      'estatePage',
      'estatePage',
      'estatePage',
    ]);
    // Each landing page of the footer names its Dutch path segments.
    const landing = footer?.items.filter((i) => 'type' in i.route && i.route.type === 'estatePage');
    expect(landing?.map((i) => ('type' in i.route ? i.route.params : null))).toEqual(
      data.estatePages.map((page) => page.slugs.nl),
    );
    for (const menu of data.navigation) {
      for (const item of menu.items.flatMap((i) => [i, ...i.children])) {
        if ('type' in item.route) expect(routeTypes).toContain(item.route.type);
      }
    }
  });
});
