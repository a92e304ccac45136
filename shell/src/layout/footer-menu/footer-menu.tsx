/**
 * The footer's menu from the API (model.ts), in the layout's footer. The site server reads it
 * with every page, so it arrives in the HTML and in the page's state; a page rendered in the
 * browser only asks for it when it mounts. Until the menu is in (or when it cannot be read) the
 * layout's own legal links show.
 */
import { useEffect, type ReactNode } from 'react';
import { Link } from 'shared/router';
import { useUnit } from 'shared/effector';
import type { Locale } from 'shared/domain';
import { colors, focusRing } from 'shared/ui/tokens';
import { $footerMenu, footerMenuWanted, menuLinks } from './model';

const linkStyle = { color: colors.primary, ...focusRing } as const;

/** The menu's links as a list in `lang`, or `fallback` while it has none. */
export function FooterMenu({ lang, fallback }: { lang: Locale; fallback: ReactNode }) {
  const [menu, wanted] = useUnit([$footerMenu, footerMenuWanted]);
  useEffect(() => {
    wanted();
  }, [wanted]);
  const links = menu ? menuLinks(menu.items, lang) : [];
  if (links.length === 0) return <>{fallback}</>;
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, lineHeight: 2 }}>
      {links.map((link) => (
        <li key={link.id}>
          {link.to !== null ? (
            <Link to={link.to} css={linkStyle}>
              {link.label}
            </Link>
          ) : (
            <a href={link.href ?? undefined} css={linkStyle}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
