import { allSettled, fork } from 'effector';
import type { NavigationItem, NavigationMenu } from 'shared/domain';
import { $footerMenu, footerMenuWanted, getFooterMenuFx, menuLinks } from './model';

const item = (id: number, label: string, route: NavigationItem['route']): NavigationItem => ({
  id,
  label: { en: label },
  route,
  children: [],
});

describe('footer menu (the navigation menus from the API)', () => {
  it('turns route items into site paths of the language, and keeps safe outside addresses', () => {
    const items: NavigationItem[] = [
      item(11, 'Privacy statement', { type: 'privacyStatement' }),
      item(13, 'About us', { type: 'aboutUs' }),
      item(21, 'New builds in Ghent', {
        type: 'estatePage',
        params: { a: 'nieuwbouw', b: 'gent' },
      }),
      item(30, 'Mail us', { url: 'mailto:info@immo.be' }),
      item(31, 'Bad', { url: 'javascript:alert(1)' }),
      item(32, 'Unknown', { type: 'nope' }),
      { ...item(33, '', { type: 'home' }), label: { nl: 'Alleen Nederlands' } },
    ];
    expect(menuLinks(items, 'en')).toEqual([
      { id: 11, label: 'Privacy statement', to: '/en/privacy-statement', href: null },
      { id: 13, label: 'About us', to: '/en/about-us', href: null },
      { id: 21, label: 'New builds in Ghent', to: '/en/discover/nieuwbouw/gent', href: null },
      { id: 30, label: 'Mail us', to: null, href: 'mailto:info@immo.be' },
    ]);
  });

  it('loads the menu once, however often it is wanted', async () => {
    const menu: NavigationMenu = { name: 'footer', items: [] };
    const handler = jest.fn(async () => menu);
    const scope = fork({ handlers: [[getFooterMenuFx, handler]] });
    await allSettled(footerMenuWanted, { scope });
    await allSettled(footerMenuWanted, { scope });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(scope.getState($footerMenu)).toEqual(menu);
  });
});
