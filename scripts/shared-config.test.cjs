/**
 * The share configuration of the browser builds (webpack.common.cjs): the shell puts in `main.js`
 * only what every page needs at start, and provides the rest as share chunks loaded on use.
 */
const path = require('node:path');
const { eagerShared, SHARED, SHELL_ON_USE } = require('../webpack.common.cjs');

const root = path.resolve(__dirname, '..');
const exportsOf = (pkg) => Object.keys(require(path.join(root, pkg, 'package.json')).exports);

describe("the shell's share config", () => {
  const shell = eagerShared(SHARED);

  it('provides every library and package key of SHARED eagerly, in main.js', () => {
    for (const key of Object.keys(SHARED)) expect(shell[key]).toMatchObject({ eager: true });
  });

  it('keeps the forms, their validation and the rich-text sanitiser out of main.js', () => {
    for (const key of ['kit/html', 'kit/form-kit', 'kit/find-your-way']) {
      expect(SHELL_ON_USE).toContain(key);
      expect(shell[key]?.eager).toBeFalsy();
    }
  });

  it('gives each on-use key the singleton config of its package', () => {
    for (const key of SHELL_ON_USE) {
      const pkg = key.split('/')[0];
      expect(shell[key]).toEqual(SHARED[`${pkg}/`]);
    }
  });

  it('names only subpaths its package exports (a misspelt key would be shared eagerly)', () => {
    for (const key of SHELL_ON_USE) {
      const [pkg, ...rest] = key.split('/');
      expect(exportsOf(pkg)).toContain(`./${rest.join('/')}`);
    }
  });
});
