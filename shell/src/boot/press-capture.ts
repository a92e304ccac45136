/**
 * The press capture of a server-rendered page: a small program inlined at the end of its head
 * (built to `press-capture.js`, allowed by its hash in the Content-Security-Policy) that keeps
 * what a visitor does between the first paint and the moment the page is live
 * (`<html data-rendered>`, set by the page once hydrated), the pattern of Google's JSAction and
 * Qwik's loader:
 *
 * - a click on a control only scripts can serve (a `<button>` that is not a submit button, a
 *   `<summary>`, or an element marked `data-capture`) is held (its default and its propagation
 *   stopped, so nothing half-happens) and replayed once, by `element.click()`, when the page is
 *   live and the element hydrated (or after REPLAY_WAIT_MS); dropped when the element is gone.
 *   Links and submit buttons of GET forms are left to the browser: they work as HTML.
 * - a value typed or chosen in a form field is noted and, when the page is live, set again
 *   through the native setter with the events React listens to (`input`, then `change`), so that
 *   hydration never reverts or wipes it.
 *
 * While a press is held the page shows the progress cursor. It runs before any bundle.
 */

/** The attribute the page sets on `<html>` once it is live (see shell/src/layout/page-rendered). */
export const LIVE_ATTRIBUTE = 'data-rendered';

/** How long a held press waits for its element to hydrate before it is replayed anyway, in ms. */
export const REPLAY_WAIT_MS = 5000;

/** A form field whose value the capture notes. */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the visitor did: a press on an element, or a field's value. */
type Entry =
  { el: HTMLElement; press: true } | { el: Field; press: false; value: string; checked: boolean };

/** The control a click lands on that only scripts can serve, or null. */
function capturable(target: EventTarget | null): HTMLElement | null {
  // Not `instanceof Element`: the document may come from another window (a frame, a test's).
  const closest = (target as Partial<Element> | null)?.closest;
  const el = closest
    ? (closest.call(target as Element, 'button, summary, [data-capture]') as HTMLElement | null)
    : null;
  if (!el) return null;
  const { type, disabled } = el as HTMLButtonElement;
  if (el.tagName === 'BUTTON' && (type === 'submit' || type === 'reset')) return null;
  return disabled ? null : el;
}

/**
 * Whether React has hydrated an element: it marks each one with an own property
 * '__reactFiber$…'; a press or a value handed to an element before that would be dropped.
 */
function hydrated(el: Element): boolean {
  return Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
}

/** Sets a field's value through its prototype's own setter (the one React's tracker does not see). */
function setNative(el: Field, value: string): void {
  const own = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value');
  if (own?.set) own.set.call(el, value);
  else el.value = value;
}

/** Does again what the visitor did, once the element is live. */
function apply(entry: Entry): void {
  if (entry.press) return entry.el.click();
  const { el } = entry;
  if (el.type === 'checkbox' || el.type === 'radio') {
    if ((el as HTMLInputElement).checked !== entry.checked) el.click();
    return;
  }
  // Through the element's own setter first (React's value tracker then holds another value),
  // then the native one: React sees a change and calls onChange with the visitor's value.
  el.value = entry.value === '' ? ' ' : '';
  setNative(el, entry.value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Starts the capture on `doc` (the page's document), unless the page is live already.
 * @param doc the document whose presses and values are kept until it is live
 */
export function capturePresses(doc: Document): void {
  const html = doc.documentElement;
  if (html.hasAttribute(LIVE_ATTRIBUTE)) return;
  const queue: Entry[] = [];
  const live = () => html.hasAttribute(LIVE_ATTRIBUTE);
  doc.addEventListener(
    'click',
    (event) => {
      if (live()) return;
      const el = capturable(event.target);
      if (!el) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      queue.push({ el, press: true });
      html.style.cursor = 'progress';
    },
    true,
  );
  const noteValue = (event: Event) => {
    const el = event.target as Field | null;
    if (live() || !el || !/^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) return;
    for (let i = queue.length - 1; i >= 0; i--) {
      const entry = queue[i];
      if (entry && entry.el === el && !entry.press) queue.splice(i, 1);
    }
    queue.push({ el, press: false, value: el.value, checked: (el as HTMLInputElement).checked });
  };
  doc.addEventListener('input', noteValue, true);
  doc.addEventListener('change', noteValue, true);
  const next = (): void => {
    const entry = queue.shift();
    if (!entry) {
      html.style.cursor = '';
      return;
    }
    const { el } = entry;
    const until = Date.now() + REPLAY_WAIT_MS;
    // Focus first, as a real press does: a part that hydrates when reached hydrates now.
    if (entry.press && el.isConnected) el.focus?.({ preventScroll: true });
    const wait = (): void => {
      if (!el.isConnected) return next();
      if (!hydrated(el) && Date.now() < until) {
        setTimeout(wait, 50);
        return;
      }
      apply(entry);
      next();
    };
    wait();
  };
  const observer = new MutationObserver(() => {
    if (!live()) return;
    observer.disconnect();
    // After the task that set the mark: the page's own start-up effects have run.
    setTimeout(next, 0);
  });
  observer.observe(html, { attributes: true, attributeFilter: [LIVE_ATTRIBUTE] });
}
