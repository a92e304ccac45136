/**
 * The API's import boundaries, as the project's lint configuration enforces them: the API imports
 * nothing of the front ends (no remote, not even its forms, and no kit), and the front ends take
 * the API's contract and nothing else of it. Each case lints a one-line module at a path of the
 * package it stands for, with the repository's own ESLint configuration.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
/** Where the probes stand: a module of the API and one of a team (the files need not exist). */
const IN_API = (file: string) => path.posix.join('api/src/routes', file);
const IN_TEAM = (file: string) => path.posix.join('mf-engagement/src/forms', file);

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** A one-line module: where it is (relative to the repository) and its source. */
type Probe = [file: string, source: string];

// Lints every probe in one Node process with ESLint's own API (one load of the configuration).
const LINT_PROBES = `
  import { ESLint } from 'eslint';
  const probes = JSON.parse(await new Response(process.stdin).text());
  const eslint = new ESLint({ cwd: process.cwd() });
  const out = [];
  for (const [file, source] of probes) {
    const [result] = await eslint.lintText(source, { filePath: file });
    out.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
  }
  process.stdout.write(JSON.stringify(out));
`;

/**
 * The messages ESLint gives each probe, in order.
 * @throws when ESLint cannot run (a broken configuration), so no case passes by accident
 */
function lintAll(probes: Probe[]): LintMessage[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LINT_PROBES], {
    cwd: ROOT,
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr || `eslint: ${run.status}`);
  return JSON.parse(run.stdout) as LintMessage[][];
}

/** The messages of the import rules only. */
const importErrors = (messages: LintMessage[]) =>
  messages.filter((m) => m.ruleId?.endsWith('no-restricted-imports'));

const FRONT_END_IMPORTS = [
  "import { contactRequestSchema } from 'mf-engagement/forms';",
  "import type { ReservationRequest } from 'mf-holiday/forms';",
  "import { rentalEnquirySchema } from 'mf-holiday-enquiry';",
  "import { holidayFields } from 'kit/forms/holiday-fields';",
  "import type { FormWords } from 'kit/form-kit';",
  "import { something } from '../../mf-viewing-request/src/forms';",
];
const CONTRACT =
  "import { contactRequestSchema } from 'api/contract';\nexport { contactRequestSchema };\n";
const API_INSIDE = "import { HttpError } from 'api/src/http-error';\nexport { HttpError };\n";

const PROBES: Record<string, Probe> = {
  ...Object.fromEntries(
    FRONT_END_IMPORTS.map((source) => [source, [IN_API('probe.ts'), `${source}\nexport {};\n`]]),
  ),
  apiTest: [
    IN_API('probe.test.ts'),
    "import { viewingRequestSchema } from 'mf-viewing-request/forms';\nexport {};\n",
  ],
  apiOwn: [
    IN_API('probe.ts'),
    "import { validateRequest } from '../contract';\nimport { LOCALES } from 'shared/domain';\nexport { validateRequest, LOCALES };\n",
  ],
  teamContract: [IN_TEAM('probe.ts'), CONTRACT],
  teamTestContract: [IN_TEAM('probe.test.ts'), CONTRACT],
  teamApiInside: [IN_TEAM('probe.ts'), API_INSIDE],
  teamTestApiInside: [IN_TEAM('probe.test.ts'), API_INSIDE],
};

describe("the API's import boundaries", () => {
  let lints: Record<string, LintMessage[]>;
  beforeAll(() => {
    const keys = Object.keys(PROBES);
    const messages = lintAll(keys.map((key) => PROBES[key]!));
    lints = Object.fromEntries(keys.map((key, i) => [key, importErrors(messages[i] ?? [])]));
  });

  it.each(FRONT_END_IMPORTS)('refuses %s in the API', (source) => {
    expect(lints[source]).toEqual([
      expect.objectContaining({ message: expect.stringContaining('front end') }),
    ]);
  });

  it('refuses a remote in an API test too', () => {
    expect(lints.apiTest).toHaveLength(1);
  });

  it('lets the API use its own contract and the pure rules of shared', () => {
    expect(lints.apiOwn).toEqual([]);
  });

  it("lets a team's code and tests take the contract, and nothing else of the API", () => {
    expect(lints.teamContract).toEqual([]);
    expect(lints.teamTestContract).toEqual([]);
    expect(lints.teamApiInside).toHaveLength(1);
    expect(lints.teamTestApiInside).toHaveLength(1);
  });
});
