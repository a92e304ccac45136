/** GET /sites/{siteId}/sitemap over HTTP: visible estates with their slugs and last change. */
import type { Estate } from '../contract/domain';
import type { SiteSitemap } from '../contract/sitemap';
import { estateSlug, projectSlug } from 'shared/estate';
import { startTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const sitemap = async () => {
  const answer = await t.request<SiteSitemap>('GET', '/sites/1/sitemap');
  expect(answer.status).toBe(200);
  return answer.body;
};

/** Every estate of the demo data (units are records of their own). */
function allEstates(): Estate[] {
  return t.data.estates;
}

describe('GET /sites/{siteId}/sitemap', () => {
  it('lists every visible estate, project and unit once, and leaves hidden statuses out', async () => {
    const { estates } = await sitemap();
    const hidden = t.data.site.settings.hiddenStatus;
    const byId = new Map(allEstates().map((e) => [String(e.general.id), e]));
    const visible = [...byId.values()].filter((e) => {
      if (hidden.includes(e.general.transaction.id)) return false;
      const parent = e.general.parentId ? byId.get(String(e.general.parentId)) : null;
      return !parent || !hidden.includes(parent.general.transaction.id);
    });
    expect(hidden.length).toBeGreaterThan(0);
    expect(visible.length).toBeLessThan(byId.size);
    expect(estates.map((e) => e.id).sort()).toEqual(
      visible.map((e) => String(e.general.id)).sort(),
    );
    expect(new Set(estates.map((e) => e.kind))).toEqual(new Set(['estate', 'project', 'unit']));
  });

  it('lists the landing pages with their path segments per language', async () => {
    const { landingPages } = await sitemap();
    expect(landingPages.map((p) => p.slugs.en)).toEqual(
      t.data.estatePages.map((page) => page.slugs.en),
    );
  });

  it('gives the detail slugs per language: a property its own, a unit its project’s', async () => {
    const { estates } = await sitemap();
    const byId = new Map(allEstates().map((e) => [String(e.general.id), e]));
    const property = estates.find((e) => e.kind === 'estate')!;
    const estate = byId.get(property.id)!;
    expect(property.slugs).toEqual({
      nl: estateSlug(estate, 'nl'),
      fr: estateSlug(estate, 'fr'),
      en: estateSlug(estate, 'en'),
      de: estateSlug(estate, 'de'),
    });
    expect(property.slugs.fr).not.toBe(property.slugs.nl);
    const unit = estates.find((e) => e.kind === 'unit')!;
    const project = byId.get(unit.parentId!)!;
    expect(unit.slugs.en).toBe(projectSlug(project, 'en'));
    expect(estates.find((e) => e.id === unit.parentId)?.slugs).toEqual(unit.slugs);
  });

  it('moves lastChange when the record changes, not when the same record is written again', async () => {
    const { estates } = await sitemap();
    const entry = estates.find((e) => e.kind === 'estate')!;
    await t.db.query('UPDATE estates SET data = data WHERE id = $1', [entry.id]);
    expect((await sitemap()).estates.find((e) => e.id === entry.id)?.lastChange).toBe(
      entry.lastChange,
    );
    await t.db.query(
      `UPDATE estates SET data = jsonb_set(data, '{general,reference}', '"changed"') WHERE id = $1`,
      [entry.id],
    );
    const after = (await sitemap()).estates.find((e) => e.id === entry.id)!;
    expect(Date.parse(after.lastChange)).toBeGreaterThan(Date.parse(entry.lastChange));
  });

  it('gives a project the latest change of its units', async () => {
    const { estates } = await sitemap();
    const unit = estates.find((e) => e.kind === 'unit')!;
    await t.db.query(
      `UPDATE estates SET data = jsonb_set(data, '{general,reference}', '"unit changed"') WHERE id = $1`,
      [unit.id],
    );
    const after = (await sitemap()).estates;
    const changed = after.find((e) => e.id === unit.id)!.lastChange;
    expect(after.find((e) => e.id === unit.parentId)?.lastChange).toBe(changed);
  });

  it('answers 404 for an unknown site and only the site’s own estates', async () => {
    expect((await t.request('GET', '/sites/99/sitemap')).status).toBe(404);
    const second = await t.request<SiteSitemap>('GET', '/sites/2/sitemap');
    const ours = new Set((await sitemap()).estates.map((e) => e.id));
    expect(second.body.estates.length).toBeGreaterThan(0);
    expect(second.body.estates.some((e) => ours.has(e.id))).toBe(false);
  });
});
