/**
 * The footer's menu from the API (SPEC §7 GET /navigation/{menuName}, menu 'footer'): the legal
 * pages, about us and the landing pages, with labels per language. Loaded once per site; a
 * failure leaves the footer's own legal links.
 */
import { attach, createEffect, createEvent, createStore, sample } from 'shared/effector';
import type { Locale, NavigationItem, NavigationMenu } from 'shared/domain';
import { contentApiFor } from 'shared/api/content';
import { shell, type ApiContext } from 'shared/bus';
import { buildPath, isRouteType } from 'shared/routes';

/** The name of the footer's menu in the API. */
export const FOOTER_MENU = 'footer';

/** A link of a menu: its label in the page's language, and a site path or an outside address. */
export interface MenuLink {
  id: number;
  label: string;
  /** A path of the site (`to` of a router link), or null for an outside address. */
  to: string | null;
  /** An outside address (https, mailto, tel), or null for a site path. */
  href: string | null;
}

/**
 * The links of a menu's items in `lang`, children after their parent: a route item's path from
 * the route table (shared/routes) with the language's own parameters when the item has them, an https, mailto or tel address as it is. Items without a
 * label in `lang`, with an unknown route type (which the route table sends to '/') or another
 * scheme are left out.
 */
export function menuLinks(items: readonly NavigationItem[], lang: Locale): MenuLink[] {
  return items.flatMap((item): MenuLink[] => {
    const label = (item.label?.[lang] ?? '').trim();
    const children = menuLinks(item.children ?? [], lang);
    if (!label) return children;
    const route = item.route ?? {};
    if ('url' in route) {
      return /^(https:|mailto:|tel:)/i.test(route.url)
        ? [{ id: item.id, label, to: null, href: route.url }, ...children]
        : children;
    }
    // The menu is the API's data: a route type no team declares is left out, as one the market
    // does not serve (which the route table sends to '/').
    if (!isRouteType(route.type)) return children;
    const to = buildPath(route.type, lang, route.localizedParams?.[lang] ?? route.params ?? {});
    if (to === '/' && route.type !== 'home') return children;
    return [{ id: item.id, label, to, href: null }, ...children];
  });
}

/** The footer came near the viewport: load its menu (once). */
export const footerMenuWanted = createEvent();

/** GET /navigation/footer. @throws the API's named error. */
export const getFooterMenuFx = createEffect(async (context: ApiContext): Promise<NavigationMenu> =>
  contentApiFor(context).getNavigation(FOOTER_MENU),
);

const fetchFooterMenuFx = attach({ source: shell.$apiContext, effect: getFooterMenuFx });

/** The footer's menu, null until loaded (and when it cannot be). */
export const $footerMenu = createStore<NavigationMenu | null>(null).on(
  fetchFooterMenuFx.doneData,
  (_, menu) => menu,
);

sample({
  clock: footerMenuWanted,
  source: { menu: $footerMenu, pending: fetchFooterMenuFx.pending },
  filter: ({ menu, pending }) => menu === null && !pending,
  target: fetchFooterMenuFx,
});
