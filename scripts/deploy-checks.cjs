/**
 * The checks of a remote's build that read only its manifest (mf-manifest.json), made by the
 * deploy's gate before a version can go live (scripts/deploy.mjs); the checks that run its code
 * are in scripts/deploy-gate.mjs.
 */
const semver = require('semver');

/**
 * What a build's manifest lacks of the remote's registry entry: its federation name, and every
 * module the registry says it exposes for the slots it fills (the markets load them by those ids).
 * @param manifest the build's mf-manifest.json ({ name, exposes: [{ name }] })
 * @param remote the remote's registry entry ({ name, exposes: { Module: { slot } } })
 * @returns the problems as sentences (none: [])
 */
function exposeProblems(manifest, remote) {
  const problems = [];
  if (manifest?.name !== remote.name)
    problems.push(`its manifest names the remote ${String(manifest?.name)}, not ${remote.name}`);
  const exposed = new Set((manifest?.exposes ?? []).map((item) => item.name));
  for (const [module, { slot }] of Object.entries(remote.exposes)) {
    if (!exposed.has(module))
      problems.push(`its manifest does not expose ${module}, a module of the slot ${slot}`);
  }
  return problems;
}

/**
 * The shared modules a build needs in a version the live shell does not provide: for each shared
 * module of the build's manifest that the shell provides (its own manifest's shared section), the
 * shell's version must satisfy the build's `requiredVersion`, as the federation runtime's
 * singletons require (the shell's copy is the one the remote runs on). A module the shell does not
 * provide is the build's own fallback, which it brings.
 * @param manifest the build's mf-manifest.json
 * @param shellManifest the live shell's mf-manifest.json
 * @returns the problems as sentences (none: [])
 */
function sharedProblems(manifest, shellManifest) {
  const provided = new Map((shellManifest?.shared ?? []).map((item) => [item.name, item.version]));
  const problems = [];
  for (const item of manifest?.shared ?? []) {
    const version = provided.get(item.name);
    if (version === undefined || !item.requiredVersion) continue;
    if (!semver.satisfies(version, item.requiredVersion))
      problems.push(
        `it was built against ${item.name} ${item.version} and requires ${item.requiredVersion}; the live shell provides ${version}`,
      );
  }
  return problems;
}

module.exports = { exposeProblems, sharedProblems };
