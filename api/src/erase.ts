/**
 * Entry of `npm run erase -- <e-mail address> [--json]` (a data subject's request for erasure):
 * erases every record holding the address (privacy/retention.ts `eraseAddress`) and prints how
 * many records of each kind were erased, once committed. On PostgreSQL (DATABASE_URL), or on a
 * PGlite directory no process holds, it opens the database itself (locking a PGlite directory
 * meanwhile). When a running API holds the PGlite directory (db/data-dir-lock.ts), it never opens
 * it beside the API (the API would overwrite the erasure): it asks that API
 * (`POST /admin/erasure`, loopback, `Authorization: Bearer {ADMIN_TOKEN}`), and refuses when it
 * cannot. Exit code 0 when erased, 1 when refused (nothing erased), 2 for a bad argument.
 */
import { runCommand, withDatabase } from './db/command';
import { DataDirHeldError, type LockHolder } from './db/data-dir-lock';
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

/** Where the command writes: its report and its refusals. */
export interface EraseOutput {
  out(text: string): void;
  err(text: string): void;
}

const processOutput: EraseOutput = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/**
 * Asks the running API that holds the data directory to erase the address.
 * @returns its report, or why it could not be asked or refused (nothing erased then; when the
 *   request went out but no answer came, the erasure may be done: the message says to run again)
 */
async function eraseThroughApi(
  holder: LockHolder,
  dataDir: string,
  email: string,
  token: string,
): Promise<{ report: RetentionReport } | { refused: string }> {
  const nothing = 'Nothing was erased.';
  if (!holder.url)
    return {
      refused: `${nothing} Process ${holder.pid} has ${dataDir} open (an API starting, or another command): try again once it listens or is done.`,
    };
  const held = `The API (process ${holder.pid}) has ${dataDir} open: the erasure goes through it`;
  if (token === '')
    return {
      refused: `${nothing} ${held} (${holder.url}), with its operator token: set ADMIN_TOKEN as the API has it, or stop the API.`,
    };
  let answer: Response;
  try {
    answer = await fetch(`${holder.url}/admin/erasure`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email }),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause?.code ?? '';
    return {
      refused:
        cause === 'ECONNREFUSED'
          ? `${nothing} ${held}, and ${holder.url} refuses connections: is it stopping?`
          : `${held}, and no answer came from ${holder.url} (${(error as Error).message}): run the command again (it reports only what is still there to erase).`,
    };
  }
  const body = (await answer.json().catch(() => ({}))) as Record<string, unknown>;
  if (answer.status !== 200)
    return {
      refused: `${nothing} ${held}, and it refused (${answer.status}): ${String(body.message ?? answer.statusText)}`,
    };
  return { report: body as RetentionReport };
}

/**
 * Runs the command.
 * @param argv its arguments (after the script's name)
 * @param env the environment: DATABASE_URL, API_DATA_DIR, ADMIN_TOKEN
 * @param output where the report and the refusals go (standard output and error by default)
 * @returns the exit code: 0 erased, 1 refused (nothing erased, the reason written), 2 bad argument
 */
export async function runErase(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  output: EraseOutput = processOutput,
): Promise<number> {
  let args: { email: string; json: boolean };
  try {
    args = parseEraseArgs(argv);
  } catch (error) {
    output.err(`${(error as Error).message}\n`);
    return 2;
  }
  const print = (report: RetentionReport) =>
    output.out(`${args.json ? JSON.stringify(report) : eraseReportText(args.email, report)}\n`);
  let report: RetentionReport;
  try {
    report = await withDatabase((db) => eraseAddress(db, args.email), env);
  } catch (error) {
    if (!(error instanceof DataDirHeldError)) throw error;
    const through = await eraseThroughApi(
      error.holder,
      error.dataDir,
      args.email,
      env.ADMIN_TOKEN?.trim() ?? '',
    );
    if ('refused' in through) {
      output.err(`${through.refused}\n`);
      return 1;
    }
    report = through.report;
  }
  print(report);
  return 0;
}

if (require.main === module) runCommand(() => runErase(process.argv.slice(2)));
