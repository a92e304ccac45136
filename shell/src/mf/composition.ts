/**
 * The market's composition as the shell registered it at start (from `/config.json`): which slot
 * modules are routed pages. Kept apart, without imports, so that the federation runtime plugins
 * (which run before the shared modules are negotiated) can read it.
 */

let pages: ReadonlySet<string> = new Set();

/** Records the slot modules that are pages of the market (e.g. 'search/SearchPage'). */
export function setComposedPages(ids: Iterable<string>): void {
  pages = new Set(ids);
}

/**
 * True when `id` is a page of the market's composition, asked by slot ('detail/DetailPage') or by
 * the provider's own name when it fills that slot; false for a fragment or an unknown module.
 */
export function isComposedPage(id: string, slots: Readonly<Record<string, string>> = {}): boolean {
  if (pages.has(id)) return true;
  const [prefix, module] = id.split('/');
  return Object.entries(slots).some(
    ([slot, provider]) => provider === prefix && pages.has(`${slot}/${module}`),
  );
}
