/**
 * Estate routes under /sites/{siteId} (SPEC §7): search, filters, detail, group, contact, and the
 * second-source listing.
 */
import type { FastifyInstance } from 'fastify';
import type { EstateQuery } from '../contract/domain';
import type { Database } from '../db/database';
import { notFound } from '../http-error';
import { clientHeaders, errorResponses, estateIdParam, siteParams } from '../schemas/common';
import { dropEmptyQueryParameters, filtersRequestSchema } from '../schemas/search';
import { estateFilters } from '../search/filters';
import type { AnswerCache, DataVersion } from '../search/answer-cache';
import { createSearchCounts, searchEstatesJson, type SearchRequest } from '../search/search';
import { findContactInfo, findEstateWithChildren, findGroup } from '../store/estates';
import { findSkarabeeListing } from '../store/skarabee';
import { rateLimitConfig, type ApiSettings } from '../settings';
import { keptAnswers, namesDataVersion } from './kept-answer';
import { requestLanguage } from './language';

/**
 * Registers the estate routes (inside the /sites/{siteId} scope); the search and the filter
 * options are rate limited per client by `searchRateLimit` (none when null).
 */
export async function estateRoutes(
  app: FastifyInstance,
  {
    db,
    searchRateLimit,
    answers,
    versions,
  }: {
    db: Database;
    searchRateLimit: ApiSettings['searchRateLimit'];
    /** Search answers, filter options and estate records by data version (search/answer-cache.ts). */
    answers: AnswerCache;
    /** The data version and the site check at a version (app.ts). */
    versions: {
      dataVersion: DataVersion;
      siteExists(siteId: number, version: string): Promise<boolean>;
    };
  },
): Promise<void> {
  const limited = rateLimitConfig(searchRateLimit);
  const sendKept = keptAnswers(answers);
  // The counts of a filter set, shared by its pages and sorts (see search/search.ts).
  const counts = createSearchCounts();
  app.post<{ Params: { siteId: string }; Body: SearchRequest }>(
    '/estates',
    {
      config: { ...limited, checksSite: true },
      preValidation: dropEmptyQueryParameters,
      schema: {
        tags: ['estates'],
        summary: 'Search estates',
        description:
          'Filters on indexed columns, sorts (then by id), paginates (from 0, size 15, at most 100). Project units ' +
          'are left out unless query.includeUnits is true or a terms query names them. hiddenStatus leaves out ' +
          'those transaction ids. Results carry no children (see /estates/v2/{id}). With a groupBy (TYPE, SUBTYPE, ' +
          'STATUS, CITY) the grouping field sorts first and the answer has `groups`: the size of every group over ' +
          "all the matches, in display order, the estates without a key last (key ''). " +
          "Empty query parameters (null, '', [], lists or terms of only empty values) are ignored as if absent " +
          '(SPEC §7); malformed ones answer 400 naming the field. Sort: `sort` when it has clauses; else ' +
          'query.sortType (date = publication date, price, city = city name, type = head type; default date) ' +
          'and query.sortOrder (ASC, DESC; default DESC, whatever the sortType, as in the site URL); else ' +
          'publication date DESC. A groupBy field still sorts first; `sort` wins over sortType/sortOrder.',
        params: siteParams(),
        headers: clientHeaders,
        body: { $ref: 'EstateSearchRequest#' },
        response: { 200: { $ref: 'EstateSearchResult#' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const started = process.hrtime.bigint();
      const siteId = Number(request.params.siteId);
      const lang = requestLanguage(request);
      // The answer depends on the site, the language (name sorts) and the validated body.
      const key = `${siteId}|${lang}|${JSON.stringify(request.body)}`;
      // An answer kept at the newest version known is answered once a read confirms that the
      // data has not changed since; otherwise the search runs without a read of its own and
      // its statement tells the version it saw (the one its answer is kept at).
      const guess = versions.dataVersion.latest;
      let version = guess;
      let json = guess === '' ? undefined : answers.get(guess, key);
      if (json !== undefined) {
        version = await versions.dataVersion.read();
        if (version !== guess) json = answers.get(version, key);
      }
      let fresh = false;
      if (json === undefined) {
        const result = await searchEstatesJson(db, siteId, request.body, lang, {
          cache: counts,
          version,
        });
        version = result.version;
        versions.dataVersion.saw(version);
        json = Buffer.from(result.json, 'utf8');
        fresh = true;
      }
      if (!(await versions.siteExists(siteId, version)))
        throw notFound(`Site ${request.params.siteId} not found`);
      if (fresh) answers.set(version, key, json);
      request.answerCache = fresh ? 'miss' : 'hit';
      request.log.debug({ ms: Number(process.hrtime.bigint() - started) / 1e6 }, 'estate search');
      // Already JSON: sent as it is, not parsed and serialised again.
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );

  app.post<{ Params: { siteId: string }; Body: { query?: EstateQuery } }>(
    '/estate-filters',
    {
      config: limited,
      preValidation: dropEmptyQueryParameters,
      schema: {
        tags: ['estates'],
        summary: 'Filter options',
        description:
          'Computed from the estates reachable with the query: headTypes from its status/transaction/hiddenStatus; ' +
          'subTypes, countries and prices also narrowed by type; locations also by country; transactions from every ' +
          'visible estate; bedrooms always 1..6. Prices are a ladder of euro steps, monthly for rent-only queries. ' +
          'Empty query parameters are ignored as in POST /estates; sortType and sortOrder are accepted and ignored.',
        params: siteParams(),
        headers: clientHeaders,
        body: filtersRequestSchema,
        response: { 200: { $ref: 'EstateFilters#' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const siteId = Number(request.params.siteId);
      const lang = requestLanguage(request);
      const query = request.body?.query ?? {};
      return sendKept(request, reply, `filters|${siteId}|${lang}|${JSON.stringify(query)}`, () =>
        estateFilters(db, siteId, query, lang),
      );
    },
  );

  app.get<{ Params: { siteId: string; id: string } }>(
    '/estates/v2/:id',
    {
      schema: {
        tags: ['estates'],
        summary: 'An estate with its units',
        description:
          'The full record; `children` holds the units of a project sorted by floor (then id).',
        params: siteParams({ id: estateIdParam }),
        headers: clientHeaders,
        response: { 200: { $ref: 'Estate#' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const siteId = Number(request.params.siteId);
      return sendKept(request, reply, `estate|${siteId}|${request.params.id}`, async () => {
        const estate = await findEstateWithChildren(db, siteId, request.params.id);
        if (!estate) throw notFound(`Estate ${request.params.id} not found`);
        return estate;
      });
    },
  );

  app.get<{ Params: { siteId: string; id: string } }>(
    '/estates/group/:id',
    {
      schema: {
        tags: ['estates'],
        summary: 'A project and its units',
        description:
          "A search answer: the project first, then its units sorted by floor. For a unit id, its project's group; " +
          'for an estate outside any project, that estate alone.',
        params: siteParams({ id: estateIdParam }),
        headers: clientHeaders,
        response: { 200: { $ref: 'EstateSearchResult#' }, ...errorResponses },
      },
    },
    async (request) => {
      const group = await findGroup(db, Number(request.params.siteId), request.params.id);
      if (!group) throw notFound(`Estate ${request.params.id} not found`);
      return group;
    },
  );

  app.get<{ Params: { siteId: string; id: string } }>(
    '/estates/skarabee/:id',
    {
      schema: {
        tags: ['estates'],
        summary: 'An estate from the second source',
        description:
          "The second-source listing (dotted fields) of an estate whose general.guid is set: :id is that guid or the listing's " +
          'own id (e.g. skl-1020). 404 when no listing has that guid or id.',
        params: siteParams({
          id: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-]{1,64}$',
            description: "The estate's general.guid, or the listing's own id.",
          },
        }),
        headers: clientHeaders,
        response: { 200: { $ref: 'SkarabeeListing#' }, ...errorResponses },
      },
    },
    async (request) => {
      const listing = await findSkarabeeListing(
        db,
        Number(request.params.siteId),
        request.params.id,
      );
      if (!listing) throw notFound(`Second-source estate ${request.params.id} not found`);
      return listing;
    },
  );

  app.get<{ Params: { siteId: string; id: string } }>(
    '/estates/:id/contact-info',
    {
      schema: {
        tags: ['estates'],
        summary: "The estate's contact",
        description:
          'The sales representative of the estate; 204 (no body) when it has none, 404 for an unknown estate.',
        params: siteParams({ id: estateIdParam }),
        headers: clientHeaders,
        response: {
          200: { $ref: 'ContactInfo#' },
          204: { description: 'The estate has no contact.', type: 'null' },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const answer = await findContactInfo(db, Number(request.params.siteId), request.params.id);
      if (!answer.found) throw notFound(`Estate ${request.params.id} not found`);
      // The estates' data only: every write to it bumps the version read before this.
      namesDataVersion(request, reply);
      if (!answer.contact) return reply.status(204).send();
      return reply.send(answer.contact);
    },
  );
}
