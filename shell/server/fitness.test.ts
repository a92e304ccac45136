/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

/** The most lines a module of the site server may have: one plugin or one concern per file. */
const LINE_BUDGET = 250;

/** The site server's modules (not their tests), with their line counts. */
function serverModules(): { file: string; lines: number }[] {
  return fs
    .readdirSync(__dirname)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({
      file,
      lines: fs.readFileSync(path.join(__dirname, file), 'utf8').split('\n').length - 1,
    }));
}

describe('the site server as plugins', () => {
  it(`keeps every module under ${LINE_BUDGET} lines`, () => {
    const modules = serverModules();
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter(({ lines }) => lines >= LINE_BUDGET)).toEqual([]);
  });

  it('keeps no browser program in a string: they are built from shell/src/boot', () => {
    for (const { file } of serverModules()) {
      const text = fs.readFileSync(path.join(__dirname, file), 'utf8');
      expect({ file, program: /=\s*`\(function \(\)|self\.onmessage\s*=/.test(text) }).toEqual({
        file,
        program: false,
      });
    }
  });
});
