/** GET /translations/{lang} (SPEC §7, not under the site): the site-phrases namespace. */
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
          'A flat key to text map of the site-phrases namespace; every language has the same keys.',
        params: {
          type: 'object',
          properties: { lang: { type: 'string', enum: [...LANGS] } },
          required: ['lang'],
        },
        response: { 200: { $ref: 'Translations#' }, 400: errorResponses[400] },
      },
    },
    async (request) => findTranslations(db, request.params.lang),
  );
}
