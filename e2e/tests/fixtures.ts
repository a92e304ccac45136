/**
 * The `test` and `expect` of every journey: Playwright's, with a `page` that fails the journey
 * when the site logs a missing translation key (SPEC §8: the visitor would read the key instead
 * of a text), the browser refuses something by the page's Content-Security-Policy, or the site
 * throws an uncaught error (React's recoverable errors included, hydration
 * mismatches among them), and whose `goto` waits until the page is hydrated. A journey that
 * provokes one on purpose names what it expects: `test.use({ allowedProblems: [/pattern/] })`.
 */
import fs from 'node:fs';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

/** The pages into which a journey injected axe-core (injectAxe), whose own styles the CSP refuses. */
const checkedByAxe = new WeakSet<Page>();

export const test = base.extend<{ allowedProblems: RegExp[] }>({
  allowedProblems: [[], { option: true }],
  page: async ({ page, allowedProblems }, use) => {
    const problems: string[] = [];
    // React reports a recoverable error with its cause, which the uncaught error's message omits.
    await page.addInitScript(() => {
      window.addEventListener('error', (event) => {
        const cause: unknown = (event.error as { cause?: unknown } | null)?.cause;
        if (cause instanceof Error) console.warn(`Cause: ${cause.message}\n${cause.stack ?? ''}`);
      });
    });
    page.on('console', (message) => {
      const text = message.text();
      // A style or script the page's Content-Security-Policy refused: the visitor misses it
      // (axe-core, once injected by a journey, adds style elements of its own).
      if (message.type() === 'error' && text.includes('Content Security Policy')) {
        if (!checkedByAxe.has(page)) problems.push(text);
        return;
      }
      if (message.type() !== 'warning') return;
      if (
        text.startsWith('Missing translation key') ||
        text.startsWith('Cause: ') ||
        text.startsWith('Recoverable: ')
      ) {
        problems.push(text);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    // Pages arrive rendered by the server; a journey acts as a visitor does once the page is
    // live: after `goto` and `reload`, it waits until the browser has hydrated it (the shell
    // marks <html>).
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-rendered]').waitFor({ state: 'attached' });
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await page.locator('html[data-rendered]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
    const unexpected = problems.filter((p) => !allowedProblems.some((allowed) => allowed.test(p)));
    expect(unexpected, 'missing translation keys and uncaught errors on the page').toEqual([]);
  },
});

export { expect };

/**
 * What a journey with a remote's code blocked in the browser (its server build still up) allows:
 * the server rendered that remote's part, the browser cannot load its code to hydrate it, so React
 * renders that part again in the browser, without it, and reports the switch (#418).
 */
export const REMOTE_DOWN_IN_BROWSER: RegExp[] = [/Recoverable: .*#418/];

/**
 * Puts axe-core into the page. Evaluated through the browser's protocol, not as a script element:
 * the site's Content-Security-Policy (rightly) refuses inline scripts.
 */
export async function injectAxe(page: import('@playwright/test').Page): Promise<void> {
  checkedByAxe.add(page);
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
}

/** One axe-core finding: its rule, impact, help text and the elements it names. */
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The WCAG 2.1 A/AA and best-practice violations axe-core finds on the page as it is now, one line
 * each (rule, impact, help and elements), [] when there are none.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  return found.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/**
 * Scrolls to a part of the page as a visitor would and waits until the browser has hydrated it:
 * a page's lower sections and its other teams' forms hydrate only when the visitor comes near
 * them (kit's `HydrateWhenVisible`). A hydrated element carries React's
 * props, so its event handlers are live.
 */
export async function reach(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      locator.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
}

/**
 * Scrolls down the page a screen's half at a time, as a visitor reading it does, until `until`
 * is on the page (a part that a section renders once it hydrated) or the page's end is reached.
 */
export async function readDown(page: Page, until?: Locator): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    if (until && (await until.count()) > 0) return;
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    if (atEnd && !until) return;
    await page.mouse.wheel(0, (page.viewportSize()?.height ?? 720) / 2);
    await page.waitForTimeout(100);
  }
  if (until) await expect(until).not.toHaveCount(0);
}
