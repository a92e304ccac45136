/**
 * The operator's erasure of an address through the running API (`npm run erase` goes here when
 * an API holds the PGlite data directory, db/data-dir-lock.ts): `POST /admin/erasure` erases
 * every record holding an address (privacy/retention.ts `eraseAddress`) in the API's own
 * database connection, so nothing the API writes afterwards brings it back. Only from this
 * machine and with `Authorization: Bearer {ADMIN_TOKEN}`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLoopbackAddress } from 'server-kit/request-id';
import type { Database } from '../db/database';
import type { EngagementConfig } from '../engagement/config';
import { HttpError } from '../http-error';
import { eraseAddress } from '../privacy/retention';
import { errorResponses } from '../schemas/common';
import { adminOnly } from './engagement';

/**
 * True when a request comes from this machine: its connection from loopback (or from the very
 * address it reached, a call to the API's own non-loopback address), and no trusted proxy named
 * another client in X-Forwarded-For (a visitor through the site's /api proxy is not the operator).
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress;
  if (peer === undefined) return false;
  const local = isLoopbackAddress(peer) || peer === request.socket.localAddress;
  return local && (request.ip === peer || isLoopbackAddress(request.ip));
}

/**
 * A preHandler for the operator's endpoints that act on personal data: from this machine only
 * (`fromThisMachine`), then the operator's token (`adminOnly`); 403 otherwise.
 */
export function operatorOnly(config: Pick<EngagementConfig, 'adminToken'>) {
  const token = adminOnly(config);
  return async (request: FastifyRequest) => {
    if (!fromThisMachine(request))
      throw new HttpError(403, 'An operator endpoint: only from the machine the API runs on');
    await token(request);
  };
}

/** Registers POST /admin/erasure. */
export async function erasureRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Pick<EngagementConfig, 'adminToken'> },
): Promise<void> {
  app.post<{ Body: { email: string } }>(
    '/admin/erasure',
    {
      schema: {
        tags: ['system'],
        summary: 'Erase every record holding an e-mail address (operator)',
        description:
          'A data subject’s request for erasure, as `npm run erase` makes it while the API runs: requests, friend messages and subscriptions deleted, appointments anonymised, holiday bookings kept without the request, outbox mails dropped or cleared, in one transaction. Answers the number of records erased per kind, once committed. Only from the machine the API runs on, with `Authorization: Bearer {ADMIN_TOKEN}`; 403 otherwise.',
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: {
            email: {
              type: 'string',
              maxLength: 320,
              pattern: '^[^@\\s\\u0000-\\u001f]+@[^@\\s\\u0000-\\u001f]+$',
            },
          },
        },
        response: {
          200: { type: 'object', additionalProperties: { type: 'integer' } },
          403: { description: 'Not from this machine, or without the token.', $ref: 'Error#' },
          ...errorResponses,
        },
      },
      preHandler: operatorOnly(config),
    },
    async (request) => {
      const report = await eraseAddress(db, request.body.email);
      request.log.info(
        { erased: Object.values(report).reduce((a, b) => a + b, 0) },
        'address erased by the operator',
      );
      return report;
    },
  );
}
