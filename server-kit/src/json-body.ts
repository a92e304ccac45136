/**
 * JSON request bodies with a bounded depth, for every server of the project (the API, the site
 * server's `/api` proxy and its `/{lang}/ajax/*` endpoints). A body nested thousands of levels
 * deep parses, but whatever walks it next (a validator, the proxy serialising it again) recurses
 * once per level and fails with a RangeError: a 500 for a client's mistake. Counting the nesting
 * on the raw text, before it is parsed, refuses such a body with a 400 at once, in one pass and
 * without recursion. No form or search of the project nests deeper than a few levels.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The deepest nesting of objects and arrays a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests objects and arrays deeper than `max` levels: `{}` is one level,
 * `{"a":[{}]}` three. Brackets inside strings (escaped quotes included) do not count. The text
 * need not be valid JSON: the parser that runs after this judges that.
 * @param text the raw body
 * @param max the deepest nesting allowed
 * @returns true as soon as a level deeper than `max` opens
 */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > max) return true;
    } else if (code === 0x7d || code === 0x5d) depth--;
  }
  return false;
}

/** A body refused for its depth: 400, with Fastify's code of a bad JSON body. */
export class JsonTooDeepError extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_ERR_CTP_INVALID_JSON_BODY';

  constructor(max: number) {
    super(`The JSON body is nested deeper than ${max} levels`);
    this.name = 'JsonTooDeepError';
  }
}

/**
 * Replaces an app's `application/json` parser with Fastify's own (its body limit, its answers to
 * an empty or malformed body and to prototype poisoning) behind a depth check: a body nested
 * deeper than `max` is answered 400 (JsonTooDeepError) before it is parsed. Register it on the
 * root instance, before the routes, so that every route and plugin of the app inherits it.
 * @param max the deepest nesting allowed (MAX_JSON_DEPTH by default)
 */
export function limitJsonDepth(app: FastifyInstance, max: number = MAX_JSON_DEPTH): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (jsonNestedDeeperThan(text, max)) {
        done(new JsonTooDeepError(max), undefined);
        return;
      }
      parse(request, text, done);
    },
  );
}
