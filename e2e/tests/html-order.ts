/**
 * The order in which a server render writes its teams' styles follows the order in which the
 * page's parts (and their lazily loaded pieces) arrived, which changes from one render to the
 * next while the page does not: `sortedStyles` writes them in one order, for journeys that
 * compare two renders of a page.
 */
/** A style element of a team's emotion styles in the head, with the line break after it. */
const STYLE_ELEMENT = /<style data-emotion="[^"]*">[^<]*<\/style>\n?/g;

/**
 * A style element with its top-level rules (a class's rule, an `@media` block with its rules)
 * sorted: emotion writes a team's rules in the order its components first rendered, which
 * follows the order in which their lazily loaded parts arrived; each rule is of its own class.
 */
function sortedRules(style: string): string {
  const open = style.indexOf('>') + 1;
  const close = style.lastIndexOf('</style>');
  const css = style.slice(open, close);
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, i + 1));
        start = i + 1;
      }
    }
  }
  // Its `data-emotion` attribute names the team, then its classes in the same order as the rules.
  const head = style
    .slice(0, open)
    .replace(/data-emotion="(\S+) ([^"]*)"/, (_, team: string, names: string) => {
      return `data-emotion="${team} ${names.split(' ').sort().join(' ')}"`;
    });
  return `${head}${rules.sort().join('')}${css.slice(start)}${style.slice(close)}`;
}

/**
 * `html` with its teams' style elements in sorted order, where the first of them was: one per
 * line, the last followed by a line break when each of them was.
 */
export function sortedStyles(html: string): string {
  const styles = html.match(STYLE_ELEMENT) ?? [];
  const first = html.search(STYLE_ELEMENT);
  if (first < 0) return html;
  const breaks = styles.filter((style) => style.endsWith('\n')).length;
  const sorted = styles.map((style) => sortedRules(style.replace(/\n$/, ''))).sort();
  const rest = html.replace(STYLE_ELEMENT, '');
  const block = `${sorted.join('\n')}${breaks === styles.length ? '\n' : ''}`;
  return `${rest.slice(0, first)}${block}${rest.slice(first)}`;
}

/** `value` with the names of every object sorted (arrays keep their order). */
export function sortedNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedNames);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((name) => [name, sortedNames((value as Record<string, unknown>)[name])]),
  );
}

/**
 * `html` with its teams' styles in one order (`sortedStyles`) and the names of its state sorted:
 * the state is written in the order the page's parts and their texts arrived (the browser reads
 * it by name).
 */
export function stableHtml(html: string): string {
  return sortedStyles(html).replace(
    /(<script id="site-state" type="application\/json">)([\s\S]*?)(<\/script>)/,
    (_, open: string, json: string, close: string) =>
      `${open}${JSON.stringify(sortedNames(JSON.parse(json)))}${close}`,
  );
}
