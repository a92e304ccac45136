/**
 * The import resolver of the lint's slice boundaries (eslint-plugin-boundaries, through
 * eslint-module-utils' resolver interface, version 2): webpack's own resolver, enhanced-resolve,
 * with the TypeScript extensions. It reads each package's subpath imports (`#detail/...`, the
 * package.json "imports" field), which eslint-import-resolver-node does not: with that resolver
 * an aliased import resolved to nothing and escaped the boundary rules.
 */
const { isBuiltin } = require('node:module');
const path = require('node:path');
const fs = require('node:fs');
const { ResolverFactory, CachedInputFileSystem } = require('enhanced-resolve');

const resolver = ResolverFactory.createResolver({
  fileSystem: new CachedInputFileSystem(fs, 4000),
  useSyncFileSystemCalls: true,
  extensions: ['.ts', '.tsx', '.js', '.json'],
  conditionNames: ['import', 'require', 'node', 'default'],
});

exports.interfaceVersion = 2;

/**
 * @param {string} source the import's specifier
 * @param {string} file the absolute path of the importing file
 * @returns {{ found: boolean, path?: string | null }} the resolved file; `path: null` for a Node
 *   built-in module; `found: false` when nothing matches
 */
exports.resolve = (source, file) => {
  if (isBuiltin(source)) return { found: true, path: null };
  try {
    const resolved = resolver.resolveSync({}, path.dirname(file), source);
    return resolved ? { found: true, path: resolved } : { found: false };
  } catch {
    return { found: false };
  }
};
