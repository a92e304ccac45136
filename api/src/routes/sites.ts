/** Site routes: GET /sites/by-hostname/{hostname} and GET /sites/{siteId} (SPEC §7). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { notFound } from '../http-error';
import { clientHeaders, errorResponses, siteParams, text } from '../schemas/common';
import { findSite, findSiteByHostname } from '../store/sites';

/** Registers the site routes. */
export async function siteRoutes(app: FastifyInstance, { db }: { db: Database }): Promise<void> {
  app.get<{ Params: { hostname: string } }>(
    '/sites/by-hostname/:hostname',
    {
      schema: {
        tags: ['site'],
        summary: 'The site of a hostname',
        description:
          'Case-insensitive, a port is ignored. An unknown hostname answers the default (demo) site, so that ' +
          'localhost, 127.0.0.1 or a preview host work without configuration; 404 only when there is no site at all.',
        params: {
          type: 'object',
          properties: { hostname: text({ minLength: 1, maxLength: 253 }) },
          required: ['hostname'],
        },
        headers: clientHeaders,
        response: { 200: { $ref: 'Site#' }, ...errorResponses },
      },
    },
    async (request) => {
      const site = await findSiteByHostname(db, request.params.hostname);
      if (!site) throw notFound('No site is configured');
      return site;
    },
  );

  app.get<{ Params: { siteId: string } }>(
    '/sites/:siteId',
    {
      schema: {
        tags: ['site'],
        summary: 'The site itself',
        params: siteParams(),
        headers: clientHeaders,
        response: { 200: { $ref: 'Site#' }, ...errorResponses },
      },
    },
    async (request) => {
      const site = await findSite(db, Number(request.params.siteId));
      if (!site) throw notFound(`Site ${request.params.siteId} not found`);
      return site;
    },
  );
}
