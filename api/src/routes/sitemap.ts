/**
 * GET /sites/{siteId}/sitemap: every visible estate, project and unit of the
 * site with its detail slug per language and its last change, for the site server's sitemaps.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { notFound } from '../http-error';
import { clientHeaders, errorResponses, siteParams } from '../schemas/common';
import { findSite } from '../store/sites';
import { findSitemap } from '../store/sitemap';

const slugs = {
  type: 'object',
  description: 'The detail slug per language (SPEC §2 Detail slugs); a unit has its project’s.',
  properties: {
    nl: { type: 'string' },
    fr: { type: 'string' },
    en: { type: 'string' },
    de: { type: 'string' },
  },
  required: ['nl', 'fr', 'en', 'de'],
} as const;

/** The answer's schema (SiteSitemap of src/contract/sitemap). */
export const sitemapSchema = {
  $id: 'SiteSitemap',
  type: 'object',
  properties: {
    estates: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          kind: { type: 'string', enum: ['estate', 'project', 'unit'] },
          parentId: { type: ['string', 'null'] },
          slugs,
          lastChange: { type: 'string', format: 'date-time' },
        },
        required: ['id', 'kind', 'parentId', 'slugs', 'lastChange'],
      },
    },
    landingPages: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          slugs: {
            type: 'object',
            description: 'The two path segments per language (SPEC §7 estate-pages).',
            additionalProperties: {
              type: 'object',
              properties: { a: { type: 'string' }, b: { type: 'string' } },
              required: ['a', 'b'],
            },
          },
        },
        required: ['id', 'slugs'],
      },
    },
  },
  required: ['estates', 'landingPages'],
} as const;

/** Registers the sitemap route (inside the /sites/{siteId} scope). */
export async function sitemapRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get<{ Params: { siteId: string } }>(
    '/sitemap',
    {
      schema: {
        tags: ['site'],
        summary: 'The visible estates of the site, for its sitemaps',
        description:
          'Every estate, project and unit whose transaction id is not in the site’s hiddenStatus ' +
          '(a unit only when its project is visible), ordered by id: id, kind, the project of a unit, ' +
          'the detail slug per language and the last change (for a project, the latest of it and its units); ' +
          'then the landing pages (GET /estate-pages/{a}/{b}) with their path segments per language.',
        params: siteParams(),
        headers: clientHeaders,
        response: { 200: { $ref: 'SiteSitemap#' }, ...errorResponses },
      },
    },
    async (request) => {
      const siteId = Number(request.params.siteId);
      const site = await findSite(db, siteId);
      if (!site) throw notFound(`Site ${siteId} not found`);
      return findSitemap(db, siteId, site.settings.hiddenStatus);
    },
  );
}
