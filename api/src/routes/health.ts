/** GET /health: liveness with a database round trip; GET /data-version: what pages are built from. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import type { DataVersion } from '../search/answer-cache';
import { healthSchema } from '../schemas/content';

/**
 * Registers GET /health: `{ status: 'ok' }` (200) when the database answers, `{ status: 'error' }` (503) otherwise.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { db, dataVersion }: { db: Database; dataVersion: DataVersion },
): Promise<void> {
  // The version of the data every page is built from (migrations 009 and 014): the site server
  // keys its rendered pages and their ETags by it, and asks for it on each page request.
  app.get(
    '/data-version',
    {
      schema: {
        tags: ['system'],
        summary: 'The version of the data pages are built from',
        description:
          'A number as text that changes with every write to what a page shows (estates, sites, content, holiday availability), by any process on the database. Read fresh on each call (requests arriving together share one read).',
        response: {
          200: {
            type: 'object',
            required: ['version'],
            properties: { version: { type: 'string' } },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { version: await dataVersion.read() };
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
