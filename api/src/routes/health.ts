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
  app.get<{ Querystring: { rentalUnit?: string; rentalSite?: string } }>(
    '/data-version',
    {
      schema: {
        tags: ['system'],
        summary: 'The version of the data pages are built from',
        description:
          "A number as text that changes with every write to what a page shows (estates, sites, content, rental units and periods), by any process on the database. Read fresh on each call (requests arriving together share one read). The holiday availability (options, bookings) has versions of its own, so that an option does not move every page: with `rentalUnit` the answer adds `rental`, the version of that unit's availability; with `rentalSite`, of the availability of every unit of that site (its holiday search).",
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            rentalUnit: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
            rentalSite: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['version'],
            properties: { version: { type: 'string' }, rental: { type: 'string' } },
          },
        },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { rentalUnit, rentalSite } = request.query;
      const version = await dataVersion.read();
      if (rentalUnit === undefined && rentalSite === undefined) return { version };
      const { rows } = await db.query<{ rental: string }>(
        rentalUnit !== undefined
          ? 'SELECT coalesce(max(version), 0)::text AS rental FROM rental_versions WHERE rental_unit_id = $1'
          : 'SELECT coalesce(sum(version), 0)::text AS rental FROM rental_versions WHERE site_id = $1',
        [Number(rentalUnit ?? rentalSite)],
      );
      return { version, rental: rows[0]?.rental ?? '0' };
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
