/**
 * Answers kept by data version (the API's `AnswerCache`): a route whose answer only depends on
 * data that every write bumps the version of (search/answer-cache.ts) sends the kept bytes instead
 * of asking the database again. Used by the estate routes (filter options, records) and the
 * content routes (estate collections).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATA_VERSION_HEADER } from '../contract/data-version';
import type { AnswerCache } from '../search/answer-cache';

/** Sends a kept answer, else computes, keeps and sends it (see `keptAnswers`). */
export type SendKept = (
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
) => Promise<FastifyReply>;

/**
 * A sender of answers kept in `answers`: it sends the answer kept for `key` at the data version
 * the site check read for this request (`request.dataVersion`, set under /sites/{siteId}), else
 * computes it, serializes it with the route's response schema and keeps it at that version.
 * Computed after that read, an answer is never older than its version, and a write shows at the
 * next request, which reads a newer version. Keys name their route (`estate|…`, `collection|…`):
 * the routes share one cache. The answer names its version (DATA_VERSION_HEADER), so a client
 * may use it again for the same request while the version stays.
 * @throws what `compute` throws (nothing is kept then: a 404 is asked again each time)
 */
export function keptAnswers(answers: AnswerCache): SendKept {
  return async (request, reply, key, compute) => {
    let json = answers.get(request.dataVersion, key);
    request.answerCache = json === undefined ? 'miss' : 'hit';
    if (json === undefined) {
      json = Buffer.from(String(reply.serialize(await compute())), 'utf8');
      answers.set(request.dataVersion, key, json);
    }
    return namesDataVersion(request, reply).type('application/json; charset=utf-8').send(json);
  };
}

/**
 * Names on `reply` the data version its answer was read at (DATA_VERSION_HEADER): for an answer
 * that reads only data every write bumps the version of, read after the version was (the site
 * check under /sites/{siteId} reads it first).
 */
export function namesDataVersion(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.header(DATA_VERSION_HEADER, request.dataVersion);
}
