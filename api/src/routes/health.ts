/** GET /health: liveness with a database round trip. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { healthSchema } from '../schemas/content';

/**
 * Registers GET /health: `{ status: 'ok' }` (200) when the database answers, `{ status: 'error' }` (503) otherwise.
 */
export async function healthRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
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
