/**
 * Entry of `npm run erase -- <e-mail address> [--json]` (a data subject's request for erasure):
 * opens the database as the API does (DATABASE_URL, else PGlite in API_DATA_DIR; with PGlite,
 * stop the API first: one process at a time), migrates it and erases every record holding the
 * address (privacy/retention.ts `eraseAddress`), then prints how many records of each kind were
 * erased. Exit code 0 when done, 2 for a bad argument.
 */
import { runCommand, withDatabase } from './db/command';
import { eraseAddress, type RetentionReport } from './privacy/retention';

/**
 * Reads the arguments.
 * @returns the address and whether to print JSON
 * @throws Error with the usage when they are wrong
 */
export function parseEraseArgs(argv: readonly string[]): { email: string; json: boolean } {
  const usage = 'usage: npm run erase -- <e-mail address> [--json]';
  const json = argv.includes('--json');
  const rest = argv.filter((arg) => arg !== '--json');
  const email = rest[0]?.trim() ?? '';
  if (rest.length !== 1 || !/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error(usage);
  return { email, json };
}

/** The report for people: one line per kind of record, then the total. */
export function eraseReportText(email: string, report: RetentionReport): string {
  const total = Object.values(report).reduce((a, b) => a + b, 0);
  return [
    ...Object.entries(report).map(([kind, n]) => `${kind}: ${n}`),
    `${total} record(s) holding ${email} erased`,
  ].join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  let args: { email: string; json: boolean };
  try {
    args = parseEraseArgs(argv);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  return withDatabase(async (db) => {
    const report = await eraseAddress(db, args.email);
    process.stdout.write(
      `${args.json ? JSON.stringify(report) : eraseReportText(args.email, report)}\n`,
    );
    return 0;
  });
}

if (require.main === module) runCommand(() => main(process.argv.slice(2)));
