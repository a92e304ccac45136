/**
 * CMS HTML in the page (SPEC §3 pages, descriptions, agreements): sanitised by `sanitizeHtml`,
 * with readable defaults for its headings, paragraphs, lists and links, and long words broken.
 */
import { useMemo } from 'react';
import type { Locale } from 'shared/domain';
import { colors, focusRing, space } from 'shared/ui/tokens';
import { sanitizeHtml } from './sanitize';

/** Props of RichText. */
export interface RichTextProps {
  /** HTML from the API; sanitised before it is inserted. */
  html: string;
  /** The language of the text when it is not the page's (a `lang` attribute for screen readers). */
  lang?: Locale;
  /** The element to render, `div` by default (`section` inside an article...). */
  as?: 'div' | 'section';
  className?: string;
}

const styles = {
  lineHeight: 1.6,
  maxWidth: '70ch',
  overflowWrap: 'break-word',
  hyphens: 'auto',
  '& a': { color: colors.primary, ...focusRing },
  '& h2, & h3, & h4': { margin: `${space(6)} 0 ${space(2)}`, lineHeight: 1.25 },
  '& ul, & ol': { paddingLeft: space(6) },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { border: `1px solid ${colors.border}`, padding: `${space(1)} ${space(2)}` },
} as const;

/** Renders the sanitised HTML in a `div` (or `as`); nothing when it is empty after sanitising. */
export function RichText({ html, lang, as = 'div', className }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (safe === '') return null;
  const Element = as;
  return (
    <Element
      className={className}
      lang={lang}
      css={styles}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
