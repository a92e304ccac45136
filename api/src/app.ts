/**
 * The Fastify application of the estate-management API (SPEC §7): JSON schemas on requests and
 * responses, structured pino logs, CORS for every origin, an OpenAPI description at
 * /openapi.json and its UI at /docs. `buildApp` is used by the server entry (server.ts), the
 * tests and the benchmark.
 */
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifySchemaValidationError,
} from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Database } from './db/database';
import { notFound } from './http-error';
import { assetRoutes, siteAssetRoutes } from './routes/assets';
import { contentRoutes } from './routes/content';
import { estateRoutes } from './routes/estates';
import { healthRoutes } from './routes/health';
import { siteRoutes } from './routes/sites';
import { translationRoutes } from './routes/translations';
import { errorSchema } from './schemas/common';
import {
  entityItemSchema,
  entitySchema,
  navigationItemSchema,
  navigationMenuSchema,
  pageSchema,
  estatePageSchema,
  siteSchema,
  translationsSchema,
} from './schemas/content';
import {
  contactInfoSchema,
  estateCollectionSchema,
  estateFiltersSchema,
  estateSchema,
  searchResultSchema,
  skarabeeListingSchema,
} from './schemas/estate';
import { estateQuerySchema, searchRequestSchema } from './schemas/search';

export interface BuildAppOptions {
  /** The open, migrated database; the caller closes it. */
  db: Database;
  /** false for no logs; else pino options. The level defaults to LOG_LEVEL, else 'warn'. */
  logger?: false | { level?: string };
  /**
   * Serve the Swagger UI at /docs (default: when its static-file server can be loaded; see
   * `docsUiAvailable`). /openapi.json is served either way.
   */
  docsUi?: boolean;
}

/**
 * True when the Swagger UI's static-file server (@fastify/static) can be loaded. It requires an
 * ES module, which Node 20 loads but Jest's CommonJS sandbox cannot (tests that want /docs stub
 * @fastify/static, see testing/static-stub.ts).
 */
export function docsUiAvailable(): boolean {
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a load probe, not an import
    require('@fastify/static');
    return true;
  } catch {
    return false;
  }
}

/**
 * Turns schema validation errors into one message naming the field, e.g.
 * "body/query/price-min must be number", "body/query/foo is not a known property",
 * "body/sort/0/order must be equal to one of the allowed values (ASC, DESC)".
 */
export function formatValidationErrors(
  errors: FastifySchemaValidationError[],
  dataVar: string,
): Error {
  const messages = errors.map((e) => {
    const path = `${dataVar}${e.instancePath}`;
    const params = e.params as Record<string, unknown>;
    if (e.keyword === 'additionalProperties')
      return `${path}/${String(params.additionalProperty)} is not a known property`;
    if (e.keyword === 'required') return `${path}/${String(params.missingProperty)} is required`;
    if (e.keyword === 'enum' && Array.isArray(params.allowedValues)) {
      return `${path} ${e.message ?? 'is not allowed'} (${params.allowedValues.join(', ')})`;
    }
    return `${path} ${e.message ?? 'is invalid'}`;
  });
  return new Error(messages.join('; '));
}

/**
 * Builds the application with every route registered (not listening).
 * @returns the Fastify instance, ready; call `listen` to serve and `close` to stop (the database
 *   stays open)
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: options.logger?.level ?? process.env.LOG_LEVEL ?? 'warn' },
    // Strict bodies: unknown keys are errors (not silently removed) and values are not coerced.
    ajv: {
      customOptions: {
        removeAdditional: false,
        coerceTypes: false,
        useDefaults: true,
        allErrors: false,
      },
    },
    schemaErrorFormatter: formatValidationErrors,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Internal Server Error',
      });
    }
    if (status !== 404) request.log.info({ err: error.message }, 'request refused');
    return reply.status(status).send({
      statusCode: status,
      ...(error.code ? { code: error.code } : {}),
      error: STATUS_CODES[status] ?? 'Error',
      message: error.message,
    });
  });

  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Immo Zonneveld estate-management API',
        version: '1.0.0',
        description:
          'Reference implementation of the calls of SPEC §7 for the agency website. Paths under /sites/{siteId} ' +
          'answer 404 for an unknown site. Clients send X-Site-Id (informative: the path decides), X-Language ' +
          '(nl, fr, en, de; used to sort city names and match page urls) and X-Client. Errors are ' +
          '{ statusCode, error, message }; a 400 message names the offending field.',
      },
      tags: [
        { name: 'estates', description: 'Search, filters, detail, projects' },
        { name: 'site', description: 'Site settings' },
        { name: 'content', description: 'Translations, navigation, pages, entities' },
        { name: 'assets', description: 'Generated images, documents (PDF) and tour pages' },
        { name: 'system', description: 'Health' },
      ],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  if (options.docsUi ?? docsUiAvailable()) await app.register(swaggerUi, { routePrefix: '/docs' });
  else
    app.log.warn(
      'Swagger UI not served: @fastify/static cannot be loaded here; /openapi.json is served',
    );

  for (const schema of [
    errorSchema,
    estateSchema,
    searchResultSchema,
    estateFiltersSchema,
    contactInfoSchema,
    estateCollectionSchema,
    skarabeeListingSchema,
    estateQuerySchema,
    searchRequestSchema,
    siteSchema,
    translationsSchema,
    navigationItemSchema,
    navigationMenuSchema,
    pageSchema,
    estatePageSchema,
    entityItemSchema,
    entitySchema,
  ]) {
    app.addSchema(schema);
  }

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  await app.register(healthRoutes, { db });
  await app.register(siteRoutes, { db });
  await app.register(translationRoutes, { db });
  await app.register(assetRoutes);
  await app.register(
    async (scoped) => {
      // Every route under /sites/{siteId} answers 404 for an unknown site.
      scoped.addHook('preHandler', async (request) => {
        const { siteId } = request.params as { siteId?: string };
        const { rows } = await db.query<{ id: number }>('SELECT id FROM sites WHERE id = $1', [
          Number(siteId),
        ]);
        if (rows.length === 0) throw notFound(`Site ${siteId} not found`);
      });
      await scoped.register(contentRoutes, { db });
      await scoped.register(estateRoutes, { db });
      await scoped.register(siteAssetRoutes);
    },
    { prefix: '/sites/:siteId' },
  );
  await app.ready();
  return app;
}
