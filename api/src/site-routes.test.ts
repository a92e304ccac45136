/**
 * The API's own map of the site's addresses (site-routes.ts) against the site's routes, which the
 * jest setup composes from every team's routes.json as the site server does: each address the
 * mails link to must be one the site serves, and the mails must need no other.
 */
import { LOCALES } from 'shared/domain';
import { composeRoutes, installedRoutes, installRoutes } from 'shared/routes';
import { mailCatalogue, mailLinks } from './mail/catalogue';
import { installSiteRoutes, MAIL_LINK_ROUTES } from './site-routes';

const SITE = installedRoutes();
afterEach(() => installRoutes(SITE));

describe("the API's map of the site's addresses", () => {
  it('gives each page the path the site serves it at, in every language', () => {
    const own = composeRoutes([{ owner: 'api', routes: MAIL_LINK_ROUTES }]);
    for (const page of own.pages) {
      const served = SITE.pages.find((p) => p.type === page.type);
      expect([page.type, served?.paths]).toEqual([page.type, page.paths]);
    }
    for (const [name, pattern] of Object.entries(own.ajax)) {
      expect([name, SITE.ajax[name]]).toEqual([name, pattern]);
    }
    expect(own.pages.length).toBeGreaterThan(0);
  });

  it("is all the mails need: installed alone, every link is one of the site's pages", async () => {
    installSiteRoutes();
    const origin = 'http://localhost:3000';
    const links: string[] = [];
    for (const mail of mailCatalogue(origin)) {
      const rendered = await mail.render();
      links.push(...mailLinks(rendered.html).filter((link) => link.startsWith(origin)));
    }
    // A route missing from the map would send a link to the site's root.
    const rooted = links.filter((link) => /^[^?#]*:\/\/[^/]+\/?(?:[?#].*)?$/.test(link));
    expect(rooted).toEqual([]);
    for (const lang of LOCALES) {
      expect(links.some((link) => link.startsWith(`${origin}/${lang}/`))).toBe(true);
    }
  }, 60_000);
});
