/**
 * The answers that hold or are reached by a secret (a form's token, a subscriber's token, an
 * appointment's id) are the visitor's alone: no cache between the API and the visitor, shared or
 * their own, may keep them.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The Cache-Control of such an answer. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * An onRequest hook that marks the route's answer `Cache-Control: private, no-store`, its errors
 * (404, 410, 400...) included, since their status tells about the secret too.
 */
export async function privateAnswer(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('Cache-Control', PRIVATE_NO_STORE);
}
