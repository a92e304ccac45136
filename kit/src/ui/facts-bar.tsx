/**
 * The bar of key facts under a detail page's price (an estate's bedrooms, areas and energy label;
 * a rental unit's persons, bedrooms and bathrooms): a named list of short phrases shown as chips.
 */
import { colors, space } from 'shared/ui/tokens';

/** One fact of the bar. */
export interface FactsBarItem {
  /** Unique within the bar. */
  id: string;
  /** The fact as a short phrase in the page's language, e.g. '3 bedrooms'. */
  text: string;
  /**
   * A chip of its own colour (an energy label's), shown as large bold text so that the pair keeps
   * 3:1 on any label colour; the text colour must be readable on the background.
   */
  tone?: { background: string; color: string };
  /** The chip's `data-testid`. */
  testId?: string;
}

/** Props of FactsBar. */
export interface FactsBarProps {
  /** The list's accessible name, e.g. 'Key facts'. */
  label: string;
  items: FactsBarItem[];
  /** The list's `data-testid`. */
  testId?: string;
}

const itemStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2rem',
  padding: `${space(1)} ${space(3)}`,
  fontSize: '0.9375rem',
  borderRadius: '999px',
  border: `1px solid ${colors.border}`,
  background: colors.surface,
  fontWeight: 600,
  whiteSpace: 'nowrap',
} as const;

/** Renders the facts as a wrapping row of chips, nothing when there are none. */
export function FactsBar({ label, items, testId }: FactsBarProps) {
  if (items.length === 0) return null;
  return (
    <ul
      aria-label={label}
      data-testid={testId}
      css={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: space(2),
        listStyle: 'none',
        margin: `${space(3)} 0 0`,
        padding: 0,
      }}
    >
      {items.map((item) => (
        <li
          key={item.id}
          data-testid={item.testId}
          css={[
            itemStyle,
            item.tone && {
              border: `1px solid ${item.tone.background}`,
              background: item.tone.background,
              color: item.tone.color,
              // Large text (bold, 14 pt and more): its colour pair keeps 3:1 on every label
              // colour, where normal text would need 4.5:1, which some label colours do not reach.
              fontSize: '1.1875rem',
              fontWeight: 800,
              lineHeight: 1,
            },
          ]}
        >
          {item.text}
        </li>
      ))}
    </ul>
  );
}
