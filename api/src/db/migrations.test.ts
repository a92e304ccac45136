/**
 * Released migrations are frozen: each one's SHA-256 is recorded in `migrations.sha256` next to
 * them, and the text that ran on a database must be the text a fresh one runs. The migrations
 * are plain SQL in `migrations.ts`, built by no other module, so that a change elsewhere (a
 * consent text, a form) cannot change them.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS, type Migration } from './migrations';

const checksum = (migration: Migration): string =>
  createHash('sha256').update(migration.sql, 'utf8').digest('hex');

/** The recorded checksums by migration id, in the file's order. */
function recorded(): Map<string, string> {
  const text = readFileSync(path.join(__dirname, 'migrations.sha256'), 'utf8');
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
      if (!match) throw new Error(`migrations.sha256: not "<sha256>  <id>": ${line}`);
      return [match[2]!, match[1]!] as const;
    });
  return new Map(entries);
}

describe('released migrations', () => {
  it('are unchanged: each one still has the checksum recorded when it was released', () => {
    const sums = recorded();
    const changed = MIGRATIONS.filter((m) => sums.has(m.id) && sums.get(m.id) !== checksum(m)).map(
      (m) => `${m.id}: a released migration never changes; add a new migration instead`,
    );
    expect(changed).toEqual([]);
  });

  it('each have a recorded checksum (a new migration adds the line shown here)', () => {
    const sums = recorded();
    const missing = MIGRATIONS.filter((m) => !sums.has(m.id)).map((m) => `${checksum(m)}  ${m.id}`);
    expect(missing).toEqual([]);
  });

  it('are all still there, in the recorded order', () => {
    const ids = [...recorded().keys()];
    expect(MIGRATIONS.map((m) => m.id).slice(0, ids.length)).toEqual(ids);
  });

  it('have unique ids that sort in the order they run', () => {
    const ids = MIGRATIONS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a.localeCompare(b))).toEqual(ids);
    for (const id of ids) expect(id).toMatch(/^\d{3}_[a-z0-9_]+$/);
  });

  it('are plain text: their file imports nothing and no template has a placeholder', () => {
    const source = readFileSync(path.join(__dirname, 'migrations.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\b/m);
    expect(source).not.toMatch(/\brequire\s*\(/);
    expect(source).not.toContain('${');
    // Each migration is one template literal, not an expression built at load time.
    const entries = [...source.matchAll(/\{ id: '[^']+', sql: ([^}]+)\}/g)];
    expect(entries).toHaveLength(MIGRATIONS.length);
    for (const [, value] of entries) expect(value!.trim()).toMatch(/^[A-Z0-9_]+$/);
    for (const match of source.matchAll(/^const ([A-Z0-9_]+) = (.)/gm)) {
      expect([match[1], match[2]]).toEqual([match[1], '`']);
    }
  });

  it('hold no content: no consent text or other row is inserted for the sites', () => {
    for (const migration of MIGRATIONS) {
      expect([migration.id, migration.sql]).not.toEqual([
        migration.id,
        expect.stringMatching(/INSERT INTO (agreements|translations|navigation|pages)\b/),
      ]);
    }
  });
});
