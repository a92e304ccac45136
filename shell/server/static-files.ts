/**
 * The built files: the shell's (on the site server) and a remote's (on its own static server, with
 * CORS for the shell). Hashed files are cached for a year; HTML, manifests and remote entries are
 * revalidated; the build's brotli and gzip copies are sent as they are.
 */
import path from 'node:path';
import fs from 'node:fs';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import type { SiteContext } from './site-context';

/** Cache-Control of a file that never changes at its URL: kept a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Cache-Control for a served file: immutable when its name carries a content hash. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy (`.br`, `.gz`) is cached as the file it compresses.
  const base = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (/\.[0-9a-f]{8}\.(js|css)$/.test(base)) return IMMUTABLE_CACHE_CONTROL;
  return 'no-cache';
}

/**
 * Whether a built file may be served: source maps only when PUBLIC_SOURCE_MAPS=1 (they hold the
 * full sources), and never the build's stats files.
 */
export function isPublicFile(pathName: string, env: NodeJS.ProcessEnv = process.env): boolean {
  // A precompressed copy (`.br`, `.gz`) is as public as the file it compresses.
  const base = path.basename(pathName).replace(/\.(br|gz)$/, '');
  if (base.endsWith('-stats.json') || base === 'stats.json') return false;
  return !base.endsWith('.map') || env.PUBLIC_SOURCE_MAPS === '1';
}

/** The shell's build folder on the site server (options.distDir). */
export const shellFiles: FastifyPluginAsync<SiteContext> = async (app, site) => {
  await app.register(fastifyStatic, {
    root: site.options.distDir,
    index: false,
    // Our Cache-Control only (the plugin's own would overwrite it with max-age=0), the build's
    // brotli and gzip files instead of compressing per request, no source maps or stats.
    cacheControl: false,
    preCompressed: true,
    // A route for each file of the build (read once: a new build is a new process), so a page's
    // path goes straight to the page handler instead of a look on the disk for a file first.
    wildcard: false,
    allowedPath: (pathName) => isPublicFile(pathName),
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
};

/** Builds (does not start) a static server for a remote's build, with CORS for the shell. */
export async function buildRemoteServer(
  distDir: string,
  versionsDir?: string,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    forceCloseConnections: true,
  });
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  // Its scripts are loaded by the sites of other origins: readable across origins (CORS and
  // Cross-Origin-Resource-Policy), with helmet's other headers.
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
  });
  await app.register(fastifyStatic, {
    root: distDir,
    cacheControl: false,
    preCompressed: true,
    allowedPath: (pathName) => isPublicFile(pathName),
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
  });
  // Its deployed versions (scripts/deployments.cjs) under /v/<version>/: a version's files never
  // change, so every one of them, its entries too, is kept a year.
  if (versionsDir) {
    // Made here when none is deployed yet: the static plugin reads its root's files at each
    // request, so the versions deployed later are served, but it wants the folder to exist.
    fs.mkdirSync(versionsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: versionsDir,
      prefix: '/v/',
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => isPublicFile(pathName),
      setHeaders: (res) => res.setHeader('Cache-Control', IMMUTABLE_CACHE_CONTROL),
    });
  }
  return app;
}
