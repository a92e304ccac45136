import { useEffect, useRef, type ReactNode } from 'react';

/** Room kept above a target the page scrolls to (its `scroll-margin-top`), in px. */
const MARGIN_PX = 16;
/** How far from where a jump leaves it the target may be and still count as "just jumped to". */
const SLACK_PX = 48;

/**
 * A target of the contact column's links (`#id`) whose content, another team's fragment, appears
 * only after the visitor jumped to it: it loads when it nears the screen. When that content
 * appears, the browser's scroll anchoring keeps what follows in place, so the part the visitor
 * asked for would grow above the screen. While the address still names this target and it sits
 * where the jump left it, it is scrolled back into view; a visitor who scrolled on is left alone.
 * Takes the target's `id` and its content; renders a `div` with that id.
 */
export function JumpTarget({ id, children }: { id: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let height = element.getBoundingClientRect().height;
    const observer = new ResizeObserver(() => {
      const box = element.getBoundingClientRect();
      const growth = box.height - height;
      height = box.height;
      const wasAtJump = Math.abs(box.top + growth - MARGIN_PX) <= SLACK_PX;
      if (growth > 0 && window.location.hash === `#${id}` && wasAtJump) {
        element.scrollIntoView({ block: 'start' });
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return (
    <div id={id} ref={ref} css={{ scrollMarginTop: `${MARGIN_PX}px` }}>
      {children}
    </div>
  );
}
