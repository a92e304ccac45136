/**
 * The Fastify application of the estate-management API (SPEC §7): JSON schemas on requests and
 * responses (ids and counts within PostgreSQL's integer, no NUL character in text: a 400 naming
 * the field), structured pino logs with a request id, CORS only for the configured origins, an
 * OpenAPI description at /openapi.json and its UI at /docs only when configured, rate limits on
 * the searches (settings.ts) and the forms, counted in PostgreSQL when the database is
 * (rate-limit-store.ts). `buildApp` is used by the server entry (server.ts), the tests and
 * the benchmark.
 */
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
  type FastifySchemaValidationError,
} from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Database } from './db/database';
import { notFound } from './http-error';
import { assetRoutes, siteAssetRoutes } from './routes/assets';
import { contentRoutes } from './routes/content';
import { estateRoutes } from './routes/estates';
import { AnswerCache, DataVersion } from './search/answer-cache';
import { rentalRoutes } from './routes/rentals';
import { healthRoutes } from './routes/health';
import { siteRoutes } from './routes/sites';
import { sitemapRoutes, sitemapSchema } from './routes/sitemap';
import { translationRoutes } from './routes/translations';
import { alertRoutes, engagementRoutes } from './routes/engagement';
import { erasureRoutes } from './routes/erasure';
import { liveAgendaRoutes } from './routes/live-agenda';
import { AgendaService } from './agenda/service';
import { engagementConfig, type EngagementConfig } from './engagement/config';
import { OutboxSender, type MailTransport } from './engagement/outbox';
import { EngagementService } from './engagement/service';
import { smtpTransport } from './engagement/smtp';
import { checkSecretLength, FormTokens, formTokenSecret } from './forms/form-token';
import { createFormGuard, type FormGuard } from './forms/guard';
import { Housekeeping } from './privacy/housekeeping';
import { isClientAbort } from 'server-kit/client-abort';
import { observeRequests, serveMetrics } from 'server-kit/observability';
import { requestIdGenerator, trustedPeers } from 'server-kit/request-id';
import { apiMetrics } from './metrics';
import { limitJsonDepth } from 'server-kit/json-body';
import { errorSchema, NO_NUL_PATTERN } from './schemas/common';
import { DEFAULT_API_SETTINGS, type ApiSettings } from './settings';
import {
  deleteExpiredRateLimits,
  RATE_LIMIT_SWEEP_MS,
  rateLimitStoreFor,
} from './rate-limit-store';
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
import {
  holidayErrorSchema,
  rentalFiltersSchema,
  rentalPeriodSchema,
  rentalSearchResultSchema,
  rentalUnitSchema,
} from './schemas/rental';

export interface BuildAppOptions {
  /** The open, migrated database; the caller closes it. */
  db: Database;
  /**
   * false for no logs; else pino options. The level defaults to LOG_LEVEL, else 'warn'; the
   * stream to standard output.
   */
  logger?: false | { level?: string; stream?: { write(line: string): void } };
  /**
   * Serve the Swagger UI at /docs when the documentation is served (`settings.docs`); default:
   * when its static-file server can be loaded (see `docsUiAvailable`). /openapi.json is served
   * with the documentation either way.
   */
  docsUi?: boolean;
  /**
   * CORS origins, documentation, rate limits, trusted proxies; each one left out takes its
   * production default (DEFAULT_API_SETTINGS: no CORS, no documentation, searches limited).
   */
  settings?: Partial<ApiSettings>;
  /**
   * The clock of the holiday rentals (periods arriving before its day in Brussels are no longer
   * offered); default the system clock. Tests fix it.
   */
  clock?: () => Date;
  /**
   * The engagement endpoints: their settings (default: from the environment, see
   * engagement/config.ts), the mail transport (default: nodemailer on SMTP_URL), and whether the
   * outbox sender and the alerts job run on their timers (default false: the server entry turns
   * them on; tests drive them through `app.engagement`).
   */
  engagement?: { config?: EngagementConfig; transport?: MailTransport; jobs?: boolean };
  /**
   * The current time in ms of the viewing appointments (which slots are past, which
   * appointment has started); `Date.now` by default, a fixed clock in tests.
   */
  agendaClock?: () => number;
}

/** What every 500 answers: nothing internal, the request id to find the logged error by. */
export const INTERNAL_ERROR_MESSAGE = 'Internal Server Error';

/**
 * The first string holding a NUL character among the path parameters and the query string of a
 * request, named as the schema errors name fields ('params/url', 'querystring/hash').
 * @returns its name, or null when there is none
 */
function nulParameter(request: FastifyRequest): string | null {
  for (const [part, values] of [
    ['params', request.params],
    ['querystring', request.query],
  ] as const) {
    if (typeof values !== 'object' || values === null) continue;
    for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
      const list = Array.isArray(value) ? value : [value];
      if (list.some((v) => typeof v === 'string' && v.includes('\u0000'))) return `${part}/${name}`;
    }
  }
  return null;
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
    if (e.keyword === 'pattern' && params.pattern === NO_NUL_PATTERN)
      return `${path} must not contain a NUL character (\\u0000)`;
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
  const settings: ApiSettings = { ...DEFAULT_API_SETTINGS, ...options.settings };
  const trusted = trustedPeers(settings.trustProxy);
  const app = Fastify({
    // The caller's X-Request-Id (the site server's) when it comes from loopback or a trusted
    // proxy, else a new UUID: logged with every line of the request and sent back.
    genReqId: requestIdGenerator(trusted),
    // A number of hops is accepted by Fastify (proxy-addr) although its types leave it out.
    trustProxy: settings.trustProxy as boolean | string,
    logger:
      options.logger === false
        ? false
        : {
            level: options.logger?.level ?? process.env.LOG_LEVEL ?? 'warn',
            ...(options.logger?.stream ? { stream: options.logger.stream } : {}),
          },
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

  // A JSON body nested deeper than any request of the API is answered 400 before it is parsed.
  limitJsonDepth(app);
  app.decorate('apiSettings', settings);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Path and query strings are checked whatever the route's schema says (PostgreSQL text holds
  // no NUL): a 400 naming the parameter rather than a failing statement.
  app.addHook('preValidation', async (request) => {
    const name = nulParameter(request);
    if (name) {
      throw Object.assign(new Error(`${name} must not contain a NUL character (\\u0000)`), {
        statusCode: 400,
        code: 'FST_ERR_VALIDATION',
      });
    }
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // A client that went away (closed the tab, a load tool stopping) is no failure of the API:
    // its "aborted", "Request aborted" or premature-close error is logged at info, whatever the
    // status it would have had.
    const gone = isClientAbort(error);
    if (gone) request.log.info({ err: error.message, status }, 'client went away');
    if (status >= 500) {
      // The error and its stack go to the log with the request id; the answer tells nothing
      // internal, only the id to find the log line by.
      if (!gone) request.log.error({ err: error, requestId: request.id }, 'request failed');
      return reply.status(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: INTERNAL_ERROR_MESSAGE,
        requestId: request.id,
      });
    }
    if (status !== 404 && !gone) request.log.info({ err: error.message }, 'request refused');
    return reply.status(status).send({
      statusCode: status,
      ...(error.code ? { code: error.code } : {}),
      error: STATUS_CODES[status] ?? 'Error',
      message: error.message,
    });
  });

  if (settings.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: settings.corsOrigins.includes('*') ? '*' : [...settings.corsOrigins],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    });
  }
  // Limits are per route (config.rateLimit), counted per client address (see trustProxy); on
  // PostgreSQL in the database, so that every instance on it counts the same hits.
  const rateLimitStore = rateLimitStoreFor(db, app.log);
  await app.register(rateLimit, {
    global: false,
    ...(rateLimitStore ? { store: rateLimitStore } : {}),
  });
  if (rateLimitStore) {
    const sweep = setInterval(() => {
      deleteExpiredRateLimits(db).catch((error: unknown) =>
        app.log.warn({ err: error }, 'expired rate limit counts not deleted'),
      );
    }, RATE_LIMIT_SWEEP_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }
  if (settings.docs) await registerDocs(app, options.docsUi);

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
    rentalPeriodSchema,
    rentalUnitSchema,
    rentalSearchResultSchema,
    rentalFiltersSchema,
    holidayErrorSchema,
    sitemapSchema,
  ]) {
    app.addSchema(schema);
  }

  const config = options.engagement?.config ?? engagementConfig();
  const transport = options.engagement?.transport ?? smtpTransport(config.smtpUrl);
  const outbox = new OutboxSender(db, transport, {
    pollMs: config.outboxPollMs,
    retryBaseMs: config.retryBaseMs,
    retryMaxMs: config.retryMaxMs,
    maxAttempts: config.maxAttempts,
    failedRetryMs: config.failedRetryMs,
    log: app.log,
  });
  const service = new EngagementService(db, config, outbox);
  app.decorate('engagement', { service, outbox, config });
  const agenda = new AgendaService(db, service, outbox, options.agendaClock, {
    ms: config.pendingHoldMs,
    caps: { perAddress: config.pendingHoldsPerAddress, perUnit: config.pendingHoldsPerUnit },
  });
  if (config.formTokenSecret !== '') checkSecretLength(config.formTokenSecret);
  const tokens = new FormTokens(
    () => formTokenSecret(db, config.formTokenSecret),
    config.minFillMs,
    config.formTokenMaxAgeMs,
  );
  const guard = createFormGuard(app, config, tokens);
  const clock = options.clock ?? (() => new Date());
  const housekeeping = new Housekeeping(db, config.housekeepingIntervalMs, app.log, clock);
  app.decorate('forms', { guard, housekeeping });
  let alertsTimer: NodeJS.Timeout | null = null;
  if (options.engagement?.jobs) {
    outbox.start();
    housekeeping.start();
    if (config.alertsIntervalMs > 0) {
      alertsTimer = setInterval(() => {
        service
          .runAlerts()
          .catch((error: unknown) => app.log.error({ err: error }, 'alerts run failed'));
      }, config.alertsIntervalMs);
      alertsTimer.unref();
    }
  }
  app.addHook('onClose', async () => {
    if (alertsTimer) clearInterval(alertsTimer);
    await housekeeping.stop();
    await outbox.stop();
    if (!options.engagement?.transport && 'close' in transport)
      (transport as { close(): void }).close();
  });

  let siteIds: { version: string; ids: ReadonlySet<number> } = { version: '', ids: new Set() };
  /** Whether a site exists at a data version; the site ids are read once per version. */
  const siteExists = async (siteId: number, version: string): Promise<boolean> => {
    if (siteIds.version !== version) {
      const { rows } = await db.query<{ id: number }>('SELECT id FROM sites');
      siteIds = { version, ids: new Set(rows.map((row) => row.id)) };
    }
    return siteIds.ids.has(siteId);
  };
  app.decorateRequest('dataVersion', '');
  const dataVersion = new DataVersion(db);
  // Prometheus metrics at /metrics for loopback and trusted proxies (metrics.ts).
  const metrics = apiMetrics(db, () => dataVersion.read());
  observeRequests(app, metrics.registry);
  app.decorateRequest('answerCache', null);
  app.decorateRequest('rateLimitName', null);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (request.answerCache) metrics.answerCache(route, request.answerCache);
    // A form's own limits name themselves; a route's limit (@fastify/rate-limit) is its route's.
    if (reply.statusCode === 429)
      metrics.rateLimited(request.rateLimitName ?? `${request.method} ${route}`);
  });
  serveMetrics(app, {
    allowed: trusted,
    exposition: async () => ({
      text: await metrics.registry.metrics(),
      contentType: metrics.registry.contentType,
    }),
  });
  await app.register(healthRoutes, { db, dataVersion });
  await app.register(siteRoutes, { db });
  await app.register(translationRoutes, { db });
  await app.register(assetRoutes);
  await app.register(
    async (scoped) => {
      // Every route under /sites/{siteId} answers 404 for an unknown site, checked at the data
      // version (which every change of `sites` bumps) read here, or by a route marked
      // `checksSite` itself (the search, at the version its statement saw).
      scoped.addHook('preHandler', async (request) => {
        if (request.routeOptions.config.checksSite) return;
        const { siteId } = request.params as { siteId?: string };
        const version = await dataVersion.read();
        request.dataVersion = version;
        if (!(await siteExists(Number(siteId), version)))
          throw notFound(`Site ${siteId} not found`);
      });
      // One cache of answers by data version for the routes that keep theirs.
      const answers = new AnswerCache();
      await scoped.register(contentRoutes, { db, answers });
      await scoped.register(estateRoutes, {
        db,
        searchRateLimit: settings.searchRateLimit,
        answers,
        versions: { dataVersion, siteExists },
      });
      await scoped.register(rentalRoutes, {
        db,
        clock,
        mail: { mailSite: (site) => service.mailSite(site), kick: () => outbox.kick() },
        formRateLimit: { max: config.ipLimit, windowMs: config.ipWindowMs },
        guard,
        optionMs: config.holidayOptionMs,
        pending: {
          ms: config.pendingHoldMs,
          caps: { perAddress: config.pendingHoldsPerAddress, perUnit: config.pendingHoldsPerUnit },
        },
      });
      await scoped.register(siteAssetRoutes);
      await scoped.register(sitemapRoutes, { db });
      await scoped.register(engagementRoutes, { db, config, service, guard });
      await scoped.register(liveAgendaRoutes, { db, config, agenda, guard });
    },
    { prefix: '/sites/:siteId' },
  );
  await app.register(alertRoutes, { config, service });
  await app.register(erasureRoutes, { db, config });
  await app.ready();
  return app;
}

/**
 * Serves the OpenAPI description of every route at /openapi.json and, when `docsUi` (default:
 * when @fastify/static loads), its Swagger UI at /docs.
 */
async function registerDocs(app: FastifyInstance, docsUi: boolean | undefined): Promise<void> {
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
        { name: 'holiday', description: 'Holiday rental units, periods, reservation requests' },
        { name: 'engagement', description: 'Contact, send-to-a-friend, keep-me-informed' },
        {
          name: 'appointments',
          description: 'Live agenda: free slots, booking and cancelling viewings; viewing requests',
        },
        { name: 'system', description: 'Health' },
      ],
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.$id === 'string' ? json.$id : `def-${i}`,
    },
  });
  if (docsUi ?? docsUiAvailable()) await app.register(swaggerUi, { routePrefix: '/docs' });
  else
    app.log.warn(
      'Swagger UI not served: @fastify/static cannot be loaded here; /openapi.json is served',
    );
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route checks that its site exists itself (with the data version it reads), so the
     * /sites/{siteId} scope's hook neither reads the version nor checks the site for it.
     */
    checksSite?: boolean;
  }
  interface FastifyRequest {
    /**
     * The data version read for a request under /sites/{siteId} (see search/answer-cache.ts):
     * its answer is computed from the data of that version or a later one. '' for a route
     * marked `checksSite`, which reads it itself.
     */
    dataVersion: string;
    /** Whether the answer came from the answer cache (metrics.ts); null for other routes. */
    answerCache: 'hit' | 'miss' | null;
    /** The name of the form limit that refused the request (429), for the metrics; else null. */
    rateLimitName: string | null;
  }
  interface FastifyInstance {
    /** The engagement service and its outbox sender (tests, the server entry). */
    engagement: { service: EngagementService; outbox: OutboxSender; config: EngagementConfig };
    /** The forms' guard (tokens, shared limits) and the housekeeping job (tests, the server). */
    forms: { guard: FormGuard; housekeeping: Housekeeping };
    /** The settings the app was built with (rate limits for routes registered by plugins). */
    apiSettings: ApiSettings;
  }
}
