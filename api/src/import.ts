/**
 * Entry of `npm run import -- <file or URL> [--site N] [--full | --partial] [--json]`
 * (SPEC §1 the agency's feed): opens the database as the API does (DATABASE_URL, else
 * PGlite in API_DATA_DIR; with PGlite, stop the API first: one process at a time, refused while an
 * API holds the directory), migrates it,
 * reads the feed (feed/read.ts), imports it (feed/import.ts) and prints the report: added,
 * updated, unchanged, withdrawn and rejected records, then each problem on a line naming the
 * record, the field and the reason. Exit code 0 when every record was imported, 1 when some were
 * refused or the file was cut short, 2 when nothing could be imported (bad arguments, no site,
 * unreadable source).
 */
import { runCommand, withDatabase } from './db/command';
import { importFeed, type FeedReport } from './feed/import';
import { readFeed } from './feed/read';
import { problemLine } from './feed/validate';

/** The command line, read. */
export interface ImportArgs {
  source: string;
  site: number | null;
  full: boolean | null;
  json: boolean;
}

/**
 * Reads the arguments.
 * @throws Error with the usage when they are wrong
 */
export function parseImportArgs(argv: readonly string[]): ImportArgs {
  const usage = 'usage: npm run import -- <file or URL> [--site N] [--full | --partial] [--json]';
  const args: ImportArgs = { source: '', site: null, full: null, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--site') {
      const site = Number(argv[++i]);
      if (!Number.isInteger(site) || site <= 0) throw new Error(`--site needs a site id\n${usage}`);
      args.site = site;
    } else if (arg === '--full') args.full = true;
    else if (arg === '--partial') args.full = false;
    else if (arg === '--json') args.json = true;
    else if (arg.startsWith('--') || args.source !== '')
      throw new Error(`unexpected ${arg}\n${usage}`);
    else args.source = arg;
  }
  if (args.source === '') throw new Error(usage);
  return args;
}

/** The report for people: counts, then one line per problem and warning. */
export function reportText(report: FeedReport): string {
  const e = report.estates;
  const l = report.listings;
  const lines = [
    `site ${report.site}: estates ${e.added} added, ${e.updated} updated, ${e.unchanged} unchanged, ` +
      `${e.withdrawn} withdrawn, ${e.rejected} rejected; second-source listings ${l.added} added, ` +
      `${l.updated} updated, ${l.unchanged} unchanged, ${l.rejected} rejected`,
  ];
  if (report.broken)
    lines.push(
      `the feed stopped early (${report.broken}): the records before it were imported, nothing was withdrawn`,
    );
  for (const problem of report.problems) lines.push(`rejected: ${problemLine(problem)}`);
  for (const warning of report.warnings) lines.push(`changed: ${problemLine(warning)}`);
  return lines.join('\n');
}

async function main(argv: readonly string[]): Promise<number> {
  let args: ImportArgs;
  try {
    args = parseImportArgs(argv);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  const feed = await readFeed(args.source);
  const site = args.site ?? (typeof feed.site === 'number' ? feed.site : 1);
  const full = args.full ?? feed.full === true;
  return withDatabase(async (db) => {
    const report = await importFeed(db, {
      site,
      full,
      estates: feed.estates,
      listings: feed.listings,
      broken: feed.broken,
    });
    process.stdout.write(`${args.json ? JSON.stringify(report) : reportText(report)}\n`);
    return report.problems.length > 0 || report.broken ? 1 : 0;
  });
}

if (require.main === module) runCommand(() => main(process.argv.slice(2)));
