/**
 * Docs that resolve: a maintainer who clones the repository can follow every reference in it.
 * - every relative Markdown link (and its #anchor) leads to a file (and heading) of the repository;
 * - every repository path named in code, comments and docs (`docs/domain.md`,
 *   `shared/src/…`, `api/src/db/migrations.ts`) is a file or folder of the repository;
 * - nothing points outside it (the product brief's files, this machine's folders);
 * - every `SPEC §n` citation names a section of docs/domain.md;
 * - each package has a README saying how to run its tests alone, and an owner in CODEOWNERS
 *   (the one its README names, if it names one); the README states the commit rule.
 * Files are the ones git tracks, as a clone has them.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const exists = (file) => fs.existsSync(path.join(root, file));

/** The files a clone has (tracked, and new files not ignored), relative to the root. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => file !== '' && exists(file));
const textFiles = files.filter(
  (file) => /\.(ts|tsx|cjs|mjs|js|md|json|css|html)$/.test(file) && !file.endsWith('-lock.json'),
);
const markdown = files.filter((file) => file.endsWith('.md'));

/** The packages of the npm workspaces (shared, kit, api, every mf-*, shell, e2e). */
const packages = JSON.parse(read('package.json')).workspaces.flatMap((pattern) =>
  pattern.endsWith('*')
    ? fs
        .readdirSync(root)
        .filter((dir) => dir.startsWith(pattern.slice(0, -1)) && exists(`${dir}/package.json`))
    : [pattern],
);

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown file's headings (outside code blocks). */
function anchors(file) {
  let fenced = false;
  const found = new Set();
  for (const line of read(file).split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (heading) found.add(anchorOf(heading[1]));
  }
  return found;
}

/** What a repository path names: the file or folder, or a module named without its extension. */
const resolves = (name) =>
  ['', '.ts', '.tsx', '.cjs', '.mjs', '.js', '/index.ts'].some((ext) => exists(name + ext));

describe('Markdown links', () => {
  it('lead to files of the repository, and to headings that exist', () => {
    const broken = [];
    for (const file of markdown) {
      const text = read(file).replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
        const [name, anchor] = target.split('#');
        const linked = name ? path.posix.join(path.posix.dirname(file), name) : file;
        if (!exists(linked)) broken.push(`${file}: ${target} (no such file)`);
        else if (anchor && linked.endsWith('.md') && !anchors(linked).has(anchor))
          broken.push(`${file}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('repository paths in code and docs', () => {
  const folders = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .filter((name) => name !== 'node_modules' && files.some((file) => file.startsWith(`${name}/`)));
  const escaped = folders.map((name) => name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  // A path starts at a top-level folder, not inside a word, a URL or another path.
  const pathPattern = new RegExp(
    String.raw`(?<![\w./@#:~-])((?:${escaped.join('|')})/[\w./-]*\w)`,
    'g',
  );

  it('name files and folders that exist', () => {
    const missing = [];
    for (const file of textFiles) {
      for (const [, name] of read(file).matchAll(pathPattern)) {
        // A file (it has an extension) or a package's source; a package subpath such as
        // `shared/routes` is an import specifier, resolved by the package's exports.
        if (!/\.[a-z]+$/.test(name) && !/\/src\//.test(name)) continue;
        // A build's output (dist, dist-server, dist-node, dist-ssr) exists only once built.
        if (/^[^/]+\/dist[\w-]*\//.test(name)) continue;
        if (!resolves(name)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('include those written in this test (the check can fail)', () => {
    expect(resolves('docs/domain.md')).toBe(true);
    expect(resolves('api/src/db/migrations')).toBe(true);
    expect(resolves(['docs/no-such-page', '.md'].join(''))).toBe(false);
    expect('see `shared/src/routes/index.ts`'.match(pathPattern)).toEqual([
      'shared/src/routes/index.ts',
    ]);
    expect('http://localhost/api/src/x.ts'.match(pathPattern)).toBeNull();
  });
});

describe('references outside the repository', () => {
  // Spelled in parts, so that this file does not name them itself.
  const outside = [
    ['SPEC', '.md'],
    ['ARCHITECTURE', '.md'],
    ['/wo', 'rk/'],
    ['../sha', 'red/SPEC'],
  ].map((parts) => parts.join(''));

  it('do not exist: the product brief and this machine are not part of a clone', () => {
    const found = [];
    for (const file of textFiles) {
      const text = read(file);
      for (const name of outside) if (text.includes(name)) found.push(`${file}: ${name}`);
    }
    expect(found).toEqual([]);
  });
});

describe('SPEC § citations', () => {
  const sections = new Set(
    [...read('docs/domain.md').matchAll(/^## §(\d+) /gm)].map((match) => match[1]),
  );

  it('docs/domain.md has the numbered sections that comments cite', () => {
    expect([...sections].sort()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('each name a section of docs/domain.md', () => {
    const unknown = [];
    for (const file of textFiles) {
      for (const match of read(file).matchAll(/SPEC §(\d+)/g)) {
        if (!sections.has(match[1])) unknown.push(`${file}: ${match[0]}`);
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe('packages', () => {
  const owners = new Map();
  for (const line of read('.github/CODEOWNERS').split('\n')) {
    const [pattern, ...handles] = line.trim().split(/\s+/);
    if (!pattern || pattern.startsWith('#')) continue;
    owners.set(pattern, handles);
  }

  it('are every workspace', () => {
    expect(packages).toEqual(expect.arrayContaining(['shared', 'kit', 'api', 'shell', 'e2e']));
    expect(packages.filter((name) => name.startsWith('mf-')).length).toBeGreaterThan(0);
  });

  it.each(packages)('%s has a README saying how to run its tests alone', (name) => {
    expect(exists(`${name}/README.md`)).toBe(true);
    const readme = read(`${name}/README.md`);
    const alone =
      name === 'e2e'
        ? /npx playwright test --config e2e\/playwright\.config\.ts/
        : new RegExp(`npx jest (--selectProjects )?${name}\\b`);
    expect(readme).toMatch(alone);
  });

  it.each(packages)('%s has one owning team in CODEOWNERS, the one its README names', (name) => {
    const handles = owners.get(`/${name}/`);
    expect(handles).toEqual([expect.stringMatching(/^@agency\/[a-z-]+-team$/)]);
    const named = /^Owner: (@\S+?)[\s.,]/m.exec(read(`${name}/README.md`));
    if (named) expect(named[1]).toBe(handles[0]);
  });

  it('CODEOWNERS names only teams of the same form', () => {
    for (const handles of owners.values()) {
      for (const handle of handles) expect(handle).toMatch(/^@agency\/[a-z-]+-team$/);
    }
  });

  it("the README's contributing part states the commit rule", () => {
    const contributing = read('README.md').split('\n## Contributing\n')[1]?.split('\n## ')[0];
    expect(contributing).toMatch(/subject of at most 72 characters/);
    expect(contributing).toMatch(/details[^.]*in the body/);
  });
});
