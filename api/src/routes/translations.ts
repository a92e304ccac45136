/**
 * GET /translations/{lang} (SPEC §7, not under the site): the site-phrases namespace of the site
 * that the site header (X-Site-Id, SPEC §7 "each request carries a site header") names.
 */
import type { FastifyInstance } from 'fastify';
import type { Locale } from 'shared/domain';
import type { Database } from '../db/database';
import { LANGS } from '../reference/locales';
import { errorResponses } from '../schemas/common';
import { findTranslations } from '../store/content';

/** Registers GET /translations/{lang}; a language other than nl, fr, en, de answers 400. */
export async function translationRoutes(
  app: FastifyInstance,
  { db }: { db: Database },
): Promise<void> {
  app.get<{ Params: { lang: Locale } }>(
    '/translations/:lang',
    {
      schema: {
        tags: ['content'],
        summary: 'Site phrases of a language',
        description:
          'A flat key to text map of the site-phrases namespace; every language has the same keys. ' +
          'The phrases of the site named by the X-Site-Id header; without it, or for an unknown ' +
          'site, those of the default site.',
        params: {
          type: 'object',
          properties: { lang: { type: 'string', enum: [...LANGS] } },
          required: ['lang'],
        },
        response: { 200: { $ref: 'Translations#' }, 400: errorResponses[400] },
      },
    },
    async (request) => {
      const header = Number(request.headers['x-site-id']);
      return findTranslations(
        db,
        request.params.lang,
        Number.isSafeInteger(header) && header > 0 ? header : undefined,
      );
    },
  );
}
