/**
 * A Babel plugin of our own: a stable `sid` on every store created with `createStore` imported
 * from `shared/effector` at a module's top level, so that a server render's scope can carry its
 * store values into the page and the browser hydrate from them (effector's SSR path).
 *
 * Why not effector's own plugins: the SWC plugin knows only imports from 'effector' itself (our
 * code imports effector through `shared/effector`, one tree-shaken kernel for the page); the Babel
 * plugin knows that import, but gives a sid to every unit (events, effects, samples: only stores
 * are serialised) and wraps calls in `{ and, or }`, which added 1.8 KB to the listing's first
 * load. A store created inside a function (a factory such as the city search, created twice) gets
 * `serialize: 'ignore'` instead: its instances would share one sid.
 *
 * The sid is a short hash of the file's path from the repository root and the store's position
 * among the file's `createStore` calls: the same in the browser and the server build.
 */
const path = require('node:path');
const crypto = require('node:crypto');

const ROOT = path.resolve(__dirname, '..');

/** A short, stable sid for the n-th store of a file. */
function sidOf(file, index) {
  const key = `${path.relative(ROOT, file).split(path.sep).join('/')}:${index}`;
  return crypto.createHash('sha1').update(key).digest('base64url').slice(0, 8);
}

/** @param {{ types: import('@babel/types') }} babel */
module.exports = function effectorStoreSids({ types: t }, options = {}) {
  const importNames = options.importNames ?? ['shared/effector'];
  const has = (object, name) =>
    object.properties.some(
      (p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name }) && !p.computed,
    );
  return {
    name: 'effector-store-sids',
    visitor: {
      Program(program, state) {
        const file = state.filename ?? state.file.opts.filename ?? 'unknown';
        let index = 0;
        program.traverse({
          CallExpression(call) {
            const callee = call.node.callee;
            if (!t.isIdentifier(callee)) return;
            const binding = call.scope.getBinding(callee.name);
            if (!binding || binding.kind !== 'module') return;
            const specifier = binding.path.node;
            const declaration = binding.path.parent;
            if (
              !t.isImportSpecifier(specifier) ||
              !t.isImportDeclaration(declaration) ||
              !importNames.includes(declaration.source.value)
            )
              return;
            const imported = t.isIdentifier(specifier.imported)
              ? specifier.imported.name
              : specifier.imported.value;
            if (imported !== 'createStore') return;
            const position = index++;
            const inFactory = call.getFunctionParent() !== null;
            const property = inFactory
              ? t.objectProperty(t.identifier('serialize'), t.stringLiteral('ignore'))
              : t.objectProperty(t.identifier('sid'), t.stringLiteral(sidOf(file, position)));
            const args = call.node.arguments;
            if (args.length === 1) {
              args.push(t.objectExpression([property]));
            } else if (args.length === 2 && t.isObjectExpression(args[1])) {
              if (!has(args[1], 'sid') && !has(args[1], 'serialize'))
                args[1].properties.push(property);
            }
          },
        });
      },
    },
  };
};

module.exports.sidOf = sidOf;
