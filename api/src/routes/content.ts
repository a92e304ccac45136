/**
 * Site content under /sites/{siteId} (SPEC §7): navigation menus, pages, landing pages (estate
 * pages), entities and estate collections.
 */
import type { FastifyInstance } from 'fastify';
import type { NavigationItem } from '../contract/domain';
import type { Database } from '../db/database';
import { notFound } from '../http-error';
import { clientHeaders, errorResponses, siteParams, text } from '../schemas/common';
import {
  findCollection,
  findEntities,
  findEntityItems,
  findEstatePage,
  findMenu,
  findPage,
  findPageByUrl,
  findPages,
} from '../store/content';
import type { AnswerCache } from '../search/answer-cache';
import { keptAnswers } from './kept-answer';
import { requestLanguage } from './language';

const menuName = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;
const numericId = { type: 'string', pattern: '^[0-9]{1,9}$' } as const;
/** A path segment of a landing page: lower-case letters, digits and hyphens. */
const slugSegment = { type: 'string', pattern: '^[a-z0-9-]{1,80}$' } as const;

function findItem(items: readonly NavigationItem[], id: number): NavigationItem | null {
  for (const item of items) {
    if (item.id === id) return item;
    const inner = findItem(item.children, id);
    if (inner) return inner;
  }
  return null;
}

/** Registers the content routes (inside the /sites/{siteId} scope). */
export async function contentRoutes(
  app: FastifyInstance,
  {
    db,
    answers,
  }: {
    db: Database;
    /** The answers kept by data version, shared with the estate routes (search/answer-cache.ts). */
    answers: AnswerCache;
  },
): Promise<void> {
  const sendKept = keptAnswers(answers);
  app.get<{ Params: { siteId: string; menuName: string } }>(
    '/navigation/:menuName',
    {
      schema: {
        tags: ['content'],
        summary: 'A navigation menu',
        description:
          "Menus of the demo site: 'main' and 'footer'. Item routes are shared route types with parameters, or URLs.",
        params: siteParams({ menuName }),
        headers: clientHeaders,
        response: { 200: { $ref: 'NavigationMenu#' }, ...errorResponses },
      },
    },
    async (request) => {
      const menu = await findMenu(db, Number(request.params.siteId), request.params.menuName);
      if (!menu) throw notFound(`Menu ${request.params.menuName} not found`);
      return menu;
    },
  );

  app.get<{ Params: { siteId: string; menuName: string; id: string } }>(
    '/navigation/:menuName/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'The sub-menu of a menu item',
        description:
          'The same shape as the menu, its items being the children of item {id}; 404 for an unknown item.',
        params: siteParams({ menuName, id: numericId }),
        headers: clientHeaders,
        response: { 200: { $ref: 'NavigationMenu#' }, ...errorResponses },
      },
    },
    async (request) => {
      const menu = await findMenu(db, Number(request.params.siteId), request.params.menuName);
      const item = menu ? findItem(menu.items, Number(request.params.id)) : null;
      if (!menu || !item)
        throw notFound(`Menu item ${request.params.menuName}/${request.params.id} not found`);
      return { name: menu.name, items: item.children };
    },
  );

  app.get<{ Params: { siteId: string } }>(
    '/pages/',
    {
      schema: {
        tags: ['content'],
        summary: 'Every page of the site',
        params: siteParams(),
        headers: clientHeaders,
        response: { 200: { type: 'array', items: { $ref: 'Page#' } }, ...errorResponses },
      },
    },
    async (request) => findPages(db, Number(request.params.siteId)),
  );

  app.get<{ Params: { siteId: string; url: string } }>(
    '/pages/by-url/:url',
    {
      schema: {
        tags: ['content'],
        summary: 'A page by its url',
        description:
          'Matches the url of any language (leading and trailing slashes ignored), preferring the X-Language one; ' +
          "e.g. 'privacy-statement' or 'privacyverklaring'.",
        params: siteParams({ url: text({ minLength: 1, maxLength: 300 }) }),
        headers: clientHeaders,
        response: { 200: { $ref: 'Page#' }, ...errorResponses },
      },
    },
    async (request) => {
      const url = request.params.url.replace(/^\/+|\/+$/g, '');
      const page = await findPageByUrl(
        db,
        Number(request.params.siteId),
        url,
        requestLanguage(request),
      );
      if (!page) throw notFound(`Page ${url} not found`);
      return page;
    },
  );

  app.get<{ Params: { siteId: string; id: string } }>(
    '/pages/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'A page by id',
        params: siteParams({ id: numericId }),
        headers: clientHeaders,
        response: { 200: { $ref: 'Page#' }, ...errorResponses },
      },
    },
    async (request) => {
      const page = await findPage(db, Number(request.params.siteId), Number(request.params.id));
      if (!page) throw notFound(`Page ${request.params.id} not found`);
      return page;
    },
  );

  app.get<{ Params: { siteId: string; a: string; b: string } }>(
    '/estate-pages/:a/:b',
    {
      schema: {
        tags: ['content'],
        summary: 'A landing page: content and a predefined estate search',
        description:
          "Found by its two path segments in any language, preferring the X-Language one; e.g. 'nieuwbouw/gent' " +
          "or 'new-builds/ghent'. `slugs` gives them per language, `query` the search (POST /estates' query).",
        params: siteParams({ a: slugSegment, b: slugSegment }),
        headers: clientHeaders,
        response: { 200: { $ref: 'EstatePage#' }, ...errorResponses },
      },
    },
    async (request) => {
      const { siteId, a, b } = request.params;
      const page = await findEstatePage(db, Number(siteId), a, b, requestLanguage(request));
      if (!page) throw notFound(`Estate page ${a}/${b} not found`);
      return page;
    },
  );

  app.get<{ Params: { siteId: string } }>(
    '/entities',
    {
      schema: {
        tags: ['content'],
        summary: 'Entities with their items',
        description: "Demo entities: 'team', 'testimonials', 'offices'.",
        params: siteParams(),
        headers: clientHeaders,
        response: { 200: { type: 'array', items: { $ref: 'Entity#' } }, ...errorResponses },
      },
    },
    async (request) => findEntities(db, Number(request.params.siteId)),
  );

  app.get<{ Params: { siteId: string; entityName: string } }>(
    '/entities/:entityName/items',
    {
      schema: {
        tags: ['content'],
        summary: 'The items of an entity',
        params: siteParams({ entityName: menuName }),
        headers: clientHeaders,
        response: { 200: { type: 'array', items: { $ref: 'EntityItem#' } }, ...errorResponses },
      },
    },
    async (request) => {
      const items = await findEntityItems(
        db,
        Number(request.params.siteId),
        request.params.entityName,
      );
      if (!items) throw notFound(`Entity ${request.params.entityName} not found`);
      return items;
    },
  );

  app.get<{ Params: { siteId: string; id: string } }>(
    '/estate-collections/:id',
    {
      schema: {
        tags: ['estates'],
        summary: 'An estate collection',
        description:
          'A named list of estate ids; estates name their collections in `collections`. `estates` gives the id ' +
          'and title of each of them, in estateIds order.',
        params: siteParams({ id: numericId }),
        headers: clientHeaders,
        response: { 200: { $ref: 'EstateCollection#' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { siteId, id } = request.params;
      // Every detail page of an estate in a collection asks for it: kept by data version (a
      // write to the collections or to the estates' titles bumps it).
      return sendKept(request, reply, `collection|${siteId}|${id}`, async () => {
        const collection = await findCollection(db, Number(siteId), Number(id));
        if (!collection) throw notFound(`Estate collection ${id} not found`);
        return collection;
      });
    },
  );
}
