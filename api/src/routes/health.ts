/** GET /health: liveness with a database round trip; GET /data-version: what pages are built from. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { DataVersion } from '../search/answer-cache';
import type { VersionFeed } from '../search/version-feed';
import { healthSchema } from '../schemas/content';

/**
 * Registers GET /health: `{ status: 'ok' }` (200) when the database answers, `{ status: 'error' }`
 * (503) otherwise; and GET /data-version: `{ version }`, read fresh, or with `after` and
 * `subscriber` a long poll of `feed` (see version-feed.ts) answered when the version is not
 * `after` any more, or after the feed's wait with the same version.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, dataVersion, feed }: { db: Database; dataVersion: DataVersion; feed: VersionFeed },
): Promise<void> {
  // The version of the data every page is built from (migrations 009 and 014): the site server
  // keys its rendered pages and their ETags by it, and keeps it in memory while its long poll is
  // answered (else asks for it on each page request).
  app.get<{ Querystring: { after?: string; subscriber?: string } }>(
    '/data-version',
    {
      schema: {
        tags: ['system'],
        summary: 'The version of the data pages are built from',
        description:
          'A number as text that changes with every write to what a page shows (estates, sites, content, holiday availability), by any process on the database. Read fresh on each call (requests arriving together share one read). With `after` and `subscriber` (a site server keeping the version in memory), a long poll: answered as soon as the version is not `after`, else after 25 s with the same version; the answers of writes made through this API wait until their subscribers polled again with the new version.',
        querystring: {
          type: 'object',
          properties: {
            after: { type: 'string', maxLength: 20, pattern: '^[0-9]*$' },
            subscriber: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['version'],
            properties: {
              version: { type: 'string' },
              // A long poll's answer: this API pushes the version (an older one ignores `after`).
              pushed: { type: 'boolean' },
            },
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { after, subscriber } = request.query;
      if (after === undefined || subscriber === undefined)
        return { version: await dataVersion.read() };
      // The subscriber went away (its connection closed before the answer): the poll ends.
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) gone.abort();
      });
      return { version: await feed.poll(subscriber, after, gone.signal), pushed: true };
    },
  );

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await db.query('SELECT 1');
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.status(503).send({ status: 'error' });
      }
    },
  );
}
