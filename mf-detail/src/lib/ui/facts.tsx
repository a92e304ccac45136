/** Labelled facts of the detail page: a list of label/value pairs (`<dl>`). */
import type { ReactNode } from 'react';
import type { Locale } from 'shared/domain';
import { colors, space } from 'shared/ui/tokens';

/** A list of label/value facts (`<dl>`) laid out in two columns. */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <dl
      css={{
        display: 'grid',
        gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
        gap: `${space(1)} ${space(4)}`,
        margin: `${space(2)} 0`,
      }}
    >
      {children}
    </dl>
  );
}

/**
 * One fact of a FactList: its label (`<dt>`) and value (`<dd>`, with `lang` when the value is in
 * another language than the page). Renders nothing for an empty value.
 */
export function Fact({
  label,
  lang,
  children,
}: {
  label: string;
  lang?: Locale;
  children: ReactNode;
}) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <>
      <dt css={{ color: colors.muted }}>{label}</dt>
      <dd lang={lang} css={{ margin: 0, fontWeight: 600 }}>
        {children}
      </dd>
    </>
  );
}
