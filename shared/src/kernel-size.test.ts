/**
 * @jest-environment node
 */
/**
 * The kernel stays small: shared is a singleton that every page downloads and every team takes at
 * once, so what one team uses belongs to that team, what only servers use to server-kit, UI to
 * kit. Counted: every line of every .ts and .tsx file under shared/src except tests (*.test.*),
 * generated files included; not counted: shared/testing, the test helpers no build ships.
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The most the kernel may hold, in counted lines. A change that needs more moves something that
 * not every team reads out of shared first (into that team, kit, server-kit or the API's
 * contract), rather than raising it.
 */
const BUDGET = 3500;

/** The counted files under `dir` (see the rule above), recursively. */
function kernelFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return kernelFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The lines of a file as `wc -l` counts them: its newlines. */
const linesOf = (file: string) => fs.readFileSync(file, 'utf8').split('\n').length - 1;

describe('the kernel (shared/src)', () => {
  const files = kernelFiles(__dirname);
  const lines = files.reduce((sum, file) => sum + linesOf(file), 0);

  it('counts the sources and leaves the tests out', () => {
    expect(files).toContain(path.join(__dirname, 'routes', 'index.ts'));
    expect(files.some((file) => file.endsWith('.test.ts') || file.endsWith('.test.tsx'))).toBe(
      false,
    );
    expect(lines).toBeGreaterThan(0);
  });

  it(`holds at most ${BUDGET} lines`, () => {
    expect(lines).toBeLessThanOrEqual(BUDGET);
  });
});
