/**
 * The journeys of a team's pipeline (scripts/test-team.mjs): the configuration of every journey
 * (playwright.config.ts), narrowed to the spec files named in E2E_JOURNEYS (comma-separated file
 * names of tests/), to the tests of E2E_GREP (a case-insensitive pattern of their title paths,
 * scripts/pipeline.cjs `journeysGrep`) and to the servers they reach: the site as `npm start` serves it, and each
 * server beside it (the site with its API down, with a remote redeployed, the scaled-out
 * deployment...) only when one of those files names its port, so a team does not wait for servers
 * its journeys never ask.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import * as servers from './tests/markets-file';
import { portsNamedIn } from '../scripts/pipeline.cjs';

const journeys = (process.env.E2E_JOURNEYS ?? '').split(',').filter(Boolean);
if (journeys.length === 0) {
  throw new Error('E2E_JOURNEYS names no journey: run it through npm run test:team');
}
const sources = journeys
  .map((file) => fs.readFileSync(path.join(__dirname, 'tests', file), 'utf8'))
  .join('\n');
const ports = portsNamedIn(sources, servers);
ports.add(servers.SITE_PORT);
const webServers = [base.webServer ?? []]
  .flat()
  .filter((server) => server.url !== undefined && ports.has(Number(new URL(server.url).port)));

export default defineConfig({
  ...base,
  testMatch: journeys,
  grep: new RegExp(process.env.E2E_GREP ?? '', 'i'),
  webServer: webServers,
});
