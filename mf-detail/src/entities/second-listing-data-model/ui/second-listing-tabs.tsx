/**
 * The second-source listing's fields as an accessible tablist (SPEC §3 Second listing data
 * model): one tab per group, arrow keys (Left/Right, Home/End) move between tabs with automatic
 * activation, only the selected tab is in the tab order, each panel labelled by its tab.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from 'shared/domain';
import { labelled } from 'shared/format';
import { colors, focusRing, space } from 'shared/ui/tokens';
import { secondListingTabLabel, type SecondListingTabView } from '../lib/second-listing';
import { Fact, FactList } from '#detail/lib/ui/facts';

/** Props: the tabs of `secondListingTabs`, the section heading and the page language. */
export interface SecondListingTabsProps {
  tabs: SecondListingTabView[];
  heading: string;
  locale: Locale;
}

/** Renders the section with its tablist, or nothing without tabs. */
export function SecondListingTabs({ tabs, heading, locale }: SecondListingTabsProps) {
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  // Focus follows the selection once the newly selected tab is rendered focusable.
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    refs.current[selected]?.focus();
  }, [selected]);
  if (tabs.length === 0) return null;
  const current = Math.min(selected, tabs.length - 1);
  const move = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    focusPending.current = true;
    setSelected(next);
    refs.current[current]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };
  return (
    <section aria-labelledby={`${base}-heading`} css={{ margin: `${space(6)} 0` }}>
      <h2 id={`${base}-heading`}>{heading}</h2>
      <div
        role="tablist"
        aria-label={heading}
        onKeyDown={onKeyDown}
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: space(1),
          borderBottom: `1px solid ${colors.border}`,
        }}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === current}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={i === current ? 0 : -1}
            onClick={() => move(i)}
            css={{
              minHeight: '44px',
              padding: `${space(2)} ${space(3)}`,
              border: 0,
              borderBottom: `3px solid ${i === current ? colors.primary : 'transparent'}`,
              background: 'none',
              color: i === current ? colors.primary : colors.text,
              font: 'inherit',
              fontWeight: i === current ? 700 : 400,
              cursor: 'pointer',
              ...focusRing,
            }}
          >
            {secondListingTabLabel(tab.id, locale)}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={i !== current}
          tabIndex={0}
          css={{ padding: `${space(3)} 0`, ...focusRing }}
        >
          <FactList>
            {tab.fields.map((f) => (
              <Fact key={f.key} label={f.label} lang={f.lang}>
                {f.value === '' ? ' ' : f.value}
                {f.descriptions.map((d) => (
                  <span
                    key={d.key}
                    css={{ display: 'block', fontWeight: 400, color: colors.muted }}
                  >
                    {labelled(d.label, locale)} <span lang={d.lang}>{d.value}</span>
                  </span>
                ))}
              </Fact>
            ))}
          </FactList>
        </div>
      ))}
    </section>
  );
}
