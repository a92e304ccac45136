/**
 * Holiday rental routes under /sites/{siteId} (SPEC §7 rental-units calls, §3 Rental
 * unit and Rental filters): the search, the filter options, a unit, its periods, the reservation
 * request (the period goes under option), an enquiry with wished dates (the enquiry module) and
 * the units' photos.
 *
 * Refusals of a reservation or enquiry answer `{ statusCode, code, error, message, errors? }`
 * with a message in the request's language (its `locale`, else X-Language): 400 VALIDATION (field
 * errors of contract/reservation.ts and contract/enquiry.ts), 404 for an unknown unit, 422 TOO_MANY_PERSONS or
 * DATES_OUTSIDE_PERIODS, 409 PERIOD_NOT_FREE, 400 FORM_TOKEN_* / FORM_TOO_FAST (the form's token,
 * forms/form-token.ts), 429 RATE_LIMITED (with Retry-After and `retryAfter`) once a client
 * address or an e-mail address has sent too many accepted requests. A request with its honeypot
 * filled in is answered as accepted and dropped.
 *
 * No lockout by strangers: an option holds its period only for `pending.ms` (at most 30 minutes)
 * until the visitor follows the confirmation link of their mail (POST
 * /rental-units/reservation/{token}/confirm), then for `optionMs`; the agency hears of it only
 * then. One e-mail address (normalized) and one unit have at most `pending.caps` options waiting
 * at once (429 PENDING_PER_ADDRESS / PENDING_PER_UNIT, Retry-After: until the oldest lapses). A
 * site that takes enquiries only (`settings.holidayBookings` 'enquiries') refuses every option
 * (422 ENQUIRIES_ONLY), however it is sent.
 */
import { randomUUID } from 'node:crypto';
import {
  confirmOptionPath,
  holidayFieldErrors,
  isIsoDate,
  reservationSchema,
  rentalFiltersRequestSchema,
  type RentalFiltersRequest,
  type RentalQuery,
  type RentalSearchRequest,
  rentalEnquirySchema,
  rentalSearchRequestSchema,
} from '../contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { Locale } from 'shared/domain';
import type { Site } from '../contract/domain';
import type { Database, DatabaseError } from '../db/database';
import { fieldMessage, ruleMessage, type ReservationRule } from '../holiday/messages';
import {
  enquiryAgencyMail,
  enquiryVisitorMail,
  reservationAgencyMail,
  reservationVisitorMail,
} from '../holiday/mails';
import type { MailSite } from '../engagement/mails';
import type { ReservationMailInput } from '../holiday/mails';
import { privateAnswer } from './private-answer';
import { enqueueMail } from '../engagement/outbox';
import { newToken, tokenHash } from '../engagement/service';
import { normalizedAddress } from '../forms/guard';
import { findSite } from '../store/sites';
import { notFound } from '../http-error';
import { RASTER_FORMATS, rasterPicture, type RasterFormat } from '../assets/raster';
import { rentalPhotoSvg, type RentalPhotoSize } from '../assets/svg';
import { clientHeaders, errorResponses, siteParams, text, zodBody } from '../schemas/common';
import {
  confirmOption,
  findOptionToConfirm,
  findPeriodByDates,
  findRentalPeriods,
  findRentalUnit,
  insertEnquiry,
  insertOption,
  rentalFilters,
  searchRentalUnits,
  type PendingCaps,
} from '../store/rentals';
import { requestLanguage } from './language';
import { isLang } from '../reference/locales';
import { STATUS_CODES } from 'node:http';
import type { RateLimitSettings } from '../settings';
import type { FormGuard } from '../forms/guard';
import {
  formRateLimit as formLimit,
  refusedByLimits,
  screenSubmission,
  type FormLimit,
} from './form-admission';

/** Options of the rental routes. */
export interface RentalRouteOptions {
  db: Database;
  /** The clock: periods arriving before its day (in Brussels) are no longer offered. */
  clock: () => Date;
  /**
   * The engagement outbox: where a site's mails come from, and a nudge to the sender
   * once a request's mails are committed.
   */
  mail: { mailSite(site: Site): MailSite; kick(): void };
  /**
   * The limit of reservation requests and enquiries per client address (every form
   * endpoint is rate limited), as the engagement forms' address limit; none when null.
   */
  formRateLimit?: RateLimitSettings | null;
  /** The forms' token check and the limits shared by every form (forms/guard.ts). */
  guard: FormGuard;
  /** How long a visitor's confirmed option holds its period, in ms. */
  optionMs: number;
  /**
   * Options waiting for their e-mail address: how long one holds its period (ms), and how many
   * one address and one unit may have at once.
   */
  pending: { ms: number; caps: PendingCaps };
}

/** The request as stored: without the spam fields. */
function storedRequest<T extends { website?: unknown; formToken?: unknown }>(
  input: T,
): Omit<T, 'website' | 'formToken'> {
  const request: Partial<T> = { ...input };
  delete request.website;
  delete request.formToken;
  return request as Omit<T, 'website' | 'formToken'>;
}

/** A confirmation token as the API hands them out (base64url, 43 characters; 22 to 128 taken). */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;

const brusselsDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Brussels',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day of a moment in Belgium, as yyyy-mm-dd. */
export function belgianDay(moment: Date): string {
  return brusselsDay.format(moment);
}

/** Removes the empty keys of a rental search (null, '', [], 0 persons), SPEC §7. */
function compactRentalQuery(search: Record<string, unknown> | undefined): RentalQuery {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out as RentalQuery;
}

/**
 * Drops the empty filters of a search body before validation (SPEC §7 "empty parameters removed"):
 * null, '' and [] count as absent; malformed values are still refused naming the field.
 */
async function dropEmptySearchParameters(request: { body: unknown }): Promise<void> {
  const body = request.body as { search?: unknown } | null;
  if (body && typeof body === 'object' && body.search && typeof body.search === 'object') {
    const search: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(body.search)) {
      if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
      search[key] = value;
    }
    body.search = search;
  }
}

const unitIdParam = {
  type: 'string',
  pattern: '^[0-9]{1,9}$',
  description: 'The rental unit id.',
} as const;

/** Answers a refused reservation or enquiry. */
function refuse(
  reply: FastifyReply,
  status: number,
  rule: ReservationRule,
  lang: Locale,
  params?: Record<string, unknown>,
  errors?: { field: string; code: string; message: string; params?: Record<string, unknown> }[],
) {
  return reply.status(status).send({
    statusCode: status,
    code: rule,
    error: STATUS_CODES[status] ?? 'Error',
    message: ruleMessage(rule, lang, params),
    ...(errors ? { errors } : {}),
  });
}

/** The language of a holiday request: its `locale` when valid, else X-Language. */
function bodyLanguage(body: unknown, fallback: Locale): Locale {
  const locale = (body as { locale?: unknown } | null)?.locale;
  return isLang(locale) ? locale : fallback;
}

/** The localized field errors of a failed zod parse. */
function fieldErrors(error: z.core.$ZodError, lang: Locale) {
  return holidayFieldErrors({ success: false, error }).map((e) => ({
    ...e,
    message: fieldMessage(e.code, lang, e.params),
  }));
}

/** The body is validated by zod in the handler (localized answers), not by Fastify. */
const zodValidated = { validatorCompiler: () => (data: unknown) => ({ value: data }) };

/** Registers the rental routes (inside the /sites/{siteId} scope). */
export async function rentalRoutes(
  app: FastifyInstance,
  { db, clock, mail, formRateLimit, guard, optionMs, pending }: RentalRouteOptions,
): Promise<void> {
  const today = () => belgianDay(clock());
  const pendingMinutes = Math.round(pending.ms / 60_000);

  // The address limit of the reservation and enquiry forms, each form counted apart
  // (@fastify/rate-limit, registered in app.ts). Only a request that passed every check of its
  // fields and of the unit counts (see `refused`), so that a visitor who corrects a refused
  // form is not locked out by the tries it took.
  const byAddress = formRateLimit
    ? formLimit(app, {
        name: 'holiday:address',
        max: formRateLimit.max,
        timeWindow: formRateLimit.windowMs,
        keyGenerator: (request: FastifyRequest) => `ip:${request.routeOptions.url}:${request.ip}`,
      })
    : null;

  /**
   * The checks of an otherwise good request (routes/form-admission.ts), in turn: the honeypot (a
   * bot's request is answered as accepted by `fake` and dropped), the form's token (400), then
   * the limits (429 RATE_LIMITED): the client address per form, the e-mail address per form, the
   * options per unit (a reservation), and the e-mail address across all forms. Only a request
   * that got this far counts, so that a visitor who corrects a refused form is not locked out by
   * the tries it took.
   * @returns true when it has answered (the request goes no further)
   */
  async function refused(
    request: FastifyRequest,
    reply: FastifyReply,
    lang: Locale,
    input: { email: string; rentalUnitId: number; website?: unknown },
    form: 'reservation' | 'enquiry',
    fake: () => unknown,
  ): Promise<boolean> {
    const botAnswer = () => ({ status: 201, body: fake() });
    if (await screenSubmission(request, reply, guard, { fields: input, locale: lang, botAnswer }))
      return true;
    const limits: FormLimit[] = [
      ...(byAddress ? [byAddress] : []),
      (r) => guard.formEmail(r, `holiday:${form}`, input.email),
      ...(form === 'reservation'
        ? [(r: FastifyRequest) => guard.optionCaps(r, input.rentalUnitId, input.email)]
        : []),
      (r) => guard.mailCaps(r, [input.email], { unverified: true }),
    ];
    return refusedByLimits(request, reply, lang, limits, 'RATE_LIMITED');
  }

  app.post<{ Params: { siteId: string }; Body: RentalSearchRequest }>(
    '/rental-units',
    {
      preValidation: dropEmptySearchParameters,
      schema: {
        tags: ['holiday'],
        summary: 'Search holiday rental units',
        description:
          'Filters of SPEC §3 Rental filters (empty ones ignored): location (area ids), city, persons (maxOccupation ' +
          'at least), subKind, periodType and arrival (units with a free period of that type / arriving that day). ' +
          'Each result has `lowestPrice`, the lowest rent (euro) of its free periods matching the search from today, ' +
          'and no periods. sortType price (default; units without a free period last) or persons, sortOrder ASC ' +
          '(default) or DESC, then id; from 0, size 15 (at most 100).',
        params: siteParams(),
        headers: clientHeaders,
        body: zodBody(rentalSearchRequestSchema),
        response: { 200: { $ref: 'RentalSearchResult#' }, ...errorResponses },
      },
    },
    async (request) =>
      searchRentalUnits(
        db,
        Number(request.params.siteId),
        {
          ...request.body,
          search: compactRentalQuery(request.body?.search as Record<string, unknown>),
        },
        today(),
        clock(),
      ),
  );

  app.post<{ Params: { siteId: string }; Body: RentalFiltersRequest }>(
    '/rental-units/filters',
    {
      preValidation: dropEmptySearchParameters,
      schema: {
        tags: ['holiday'],
        summary: 'Rental filter options',
        description:
          "The site's areas (locations), municipalities (cities, with locationId), kinds (subKinds) and capacities " +
          '(maxOccupations), the period types offered, and the arrival dates (periodStartDates) and periods ' +
          "(periodDates) still free from today for the search's unit filters and period type.",
        params: siteParams(),
        headers: clientHeaders,
        body: zodBody(rentalFiltersRequestSchema),
        response: { 200: { $ref: 'RentalFilters#' }, ...errorResponses },
      },
    },
    async (request) =>
      rentalFilters(
        db,
        Number(request.params.siteId),
        compactRentalQuery(request.body?.search as Record<string, unknown>),
        today(),
        clock(),
      ),
  );

  app.get<{ Params: { siteId: string; id: string } }>(
    '/rental-units/:id',
    {
      schema: {
        tags: ['holiday'],
        summary: 'A rental unit with its periods',
        description:
          'The unit (SPEC §3) with its periods from today, each with its status; 404 when unknown.',
        params: siteParams({ id: unitIdParam }),
        headers: clientHeaders,
        response: { 200: { $ref: 'RentalUnit#' }, ...errorResponses },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const unit = await findRentalUnit(db, Number(request.params.siteId), id);
      if (!unit) throw notFound(`Rental unit ${request.params.id} not found`);
      return { ...unit, periods: await findRentalPeriods(db, id, today(), clock()) };
    },
  );

  app.get<{ Params: { siteId: string; id: string } }>(
    '/rental-units/:id/periods',
    {
      schema: {
        tags: ['holiday'],
        summary: "A rental unit's periods",
        description:
          'The periods from today by arrival: type (WEEK Friday–Friday, MIDWEEK Monday–Friday, WEEKEND Friday–Monday, ' +
          'LONG_WEEKEND), arrival (start) and departure (end), nights, season, rent in euro and status (FREE, ' +
          'OPTION, BOOKED; a period overlapping a held one is held too). 404 for an unknown unit.',
        params: siteParams({ id: unitIdParam }),
        headers: clientHeaders,
        response: {
          200: { type: 'array', items: { $ref: 'RentalPeriod#' } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const unit = await findRentalUnit(db, Number(request.params.siteId), id);
      if (!unit) throw notFound(`Rental unit ${request.params.id} not found`);
      return findRentalPeriods(db, id, today(), clock());
    },
  );

  app.post<{ Params: { siteId: string }; Body: unknown }>(
    '/rental-units/reservation',
    {
      ...zodValidated,
      schema: {
        tags: ['holiday'],
        summary: 'Request a reservation',
        description:
          'Puts the period of the unit that starts on `arrival` and ends on `departure` under option (status OPTION ' +
          "for everyone at once) until `confirmBy` (HOLD_PENDING_MINUTES), queues the visitor's mail (in `locale`) with " +
          'the link that confirms the address in the same transaction (the mail outbox; the agency hears of it once ' +
          'confirmed), and answers 201 `{ id, rentalUnitId, periodId, status, confirmBy }`. Refused with a message ' +
          "in the body's locale: 400 VALIDATION with `errors` (api/contract), 404 unknown unit, 422 " +
          'TOO_MANY_PERSONS (adults + children above maxOccupation), 422 DATES_OUTSIDE_PERIODS (no period of the unit ' +
          'from today has those dates), 409 PERIOD_NOT_FREE (a night is held: of two requests at the same moment ' +
          'one gets the option, the other this answer), 429 RATE_LIMITED once the client address has sent ' +
          'FORM_RATE_LIMIT_IP accepted requests in its window (a refused one does not count), 429 ' +
          'PENDING_PER_ADDRESS / PENDING_PER_UNIT when the address or the unit has HOLD_PENDING_PER_ADDRESS / ' +
          'HOLD_PENDING_PER_UNIT options waiting for confirmation, 422 ENQUIRIES_ONLY on a site that takes ' +
          'enquiries only.',
        params: siteParams(),
        headers: clientHeaders,
        body: z.toJSONSchema(reservationSchema, { io: 'input', unrepresentable: 'any' }),
        response: {
          201: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              rentalUnitId: { type: 'integer' },
              periodId: { type: 'integer' },
              status: { type: 'string', enum: ['OPTION'] },
              confirmBy: {
                type: 'string',
                description: 'When the option lapses unless its e-mail address is confirmed.',
              },
            },
          },
          400: { $ref: 'HolidayError#' },
          404: { $ref: 'HolidayError#' },
          409: { $ref: 'HolidayError#' },
          422: { $ref: 'HolidayError#' },
          429: { $ref: 'HolidayError#' },
        },
      },
    },
    async (request, reply) => {
      const siteId = Number(request.params.siteId);
      const lang = bodyLanguage(request.body, requestLanguage(request));
      const site = (await findSite(db, siteId)) as Site;
      if (site.settings.holidayBookings === 'enquiries') {
        return refuse(reply, 422, 'ENQUIRIES_ONLY', lang);
      }
      const parsed = reservationSchema.safeParse(request.body);
      if (!parsed.success) {
        return refuse(reply, 400, 'VALIDATION', lang, undefined, fieldErrors(parsed.error, lang));
      }
      const input = parsed.data;
      const unit = await findRentalUnit(db, siteId, input.rentalUnitId);
      if (!unit) throw notFound(`Rental unit ${input.rentalUnitId} not found`);
      const max = unit.general.maxOccupation;
      if (input.adults + input.children > max) {
        return refuse(reply, 422, 'TOO_MANY_PERSONS', lang, { max }, [
          {
            field: 'adults',
            code: 'tooManyPersons',
            params: { max },
            message: fieldMessage('tooManyPersons', lang, { max }),
          },
        ]);
      }
      const period = await findPeriodByDates(db, unit.id, input.arrival, input.departure, today());
      if (!period) return refuse(reply, 422, 'DATES_OUTSIDE_PERIODS', lang);
      const id = randomUUID();
      const now = clock();
      const answer = {
        id,
        rentalUnitId: unit.id,
        periodId: period.id,
        status: 'OPTION',
        confirmBy: new Date(now.getTime() + pending.ms).toISOString(),
      };
      if (await refused(request, reply, lang, input, 'reservation', () => answer)) return reply;
      const from = mail.mailSite(site);
      const token = newToken();
      const locale = input.locale as Locale;
      const mailInput = {
        unit,
        period: { ...period, start: input.arrival, end: input.departure },
        request: { ...input, locale },
        confirm: {
          url: `${from.origin}${confirmOptionPath(locale, unit.id, token)}`,
          minutes: pendingMinutes,
        },
      };
      let outcome;
      try {
        // The pending option and the visitor's mail commit together (the engagement outbox), or
        // not at all; the agency's mail waits for the confirmation.
        outcome = await db.transaction(async (tx) => {
          const held = await insertOption(tx, {
            id,
            siteId,
            unitId: unit.id,
            periodId: period.id,
            arrival: input.arrival,
            departure: input.departure,
            request: storedRequest(input),
            emailKey: normalizedAddress(input.email),
            confirmHash: tokenHash(token),
            now,
            pendingMs: pending.ms,
            caps: pending.caps,
          });
          if (held.kind === 'held') {
            await enqueueMail(
              tx,
              siteId,
              'reservation',
              await reservationVisitorMail(from, mailInput),
            );
          }
          return held;
        });
      } catch (error) {
        if ((error as DatabaseError).code === '23505') {
          return refuse(reply, 409, 'PERIOD_NOT_FREE', lang);
        }
        throw error;
      }
      if (outcome.kind === 'overCap') {
        const wait = Math.max(1, Math.ceil((outcome.retryAt - now.getTime()) / 1000));
        const minutes = Math.max(1, Math.ceil(wait / 60));
        request.rateLimitName = `holiday:pending:${outcome.cap}`;
        reply.header('Retry-After', String(wait));
        return reply.status(429).send({
          statusCode: 429,
          code: outcome.cap === 'address' ? 'PENDING_PER_ADDRESS' : 'PENDING_PER_UNIT',
          error: STATUS_CODES[429],
          message: ruleMessage(
            outcome.cap === 'address' ? 'PENDING_PER_ADDRESS' : 'PENDING_PER_UNIT',
            lang,
            { minutes },
          ),
          retryAfter: wait,
        });
      }
      mail.kick();
      return reply.status(201).send(answer);
    },
  );

  app.post<{ Params: { siteId: string; token: string } }>(
    '/rental-units/reservation/:token/confirm',
    {
      onRequest: privateAnswer,
      schema: {
        tags: ['holiday'],
        summary: "Confirm an option's e-mail address",
        description:
          "The link of the visitor's mail: the pending option now holds its period for HOLIDAY_OPTION_HOURS " +
          "and the agency's mail is queued, once. 200 `{ id, rentalUnitId, periodId, arrival, departure, " +
          "confirmed }` (`confirmed` 'now', or 'already' for a replay). 404 OPTION_UNKNOWN for an unknown token " +
          '(or one of an option lapsed and cleaned up), 410 OPTION_LAPSED for an option not confirmed in time; ' +
          'messages in X-Language.',
        params: siteParams({ token: text({ minLength: 1, maxLength: 200 }) }),
        headers: clientHeaders,
        response: {
          200: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              rentalUnitId: { type: 'integer' },
              periodId: { type: 'integer' },
              arrival: { type: 'string' },
              departure: { type: 'string' },
              confirmed: { type: 'string', enum: ['now', 'already'] },
            },
          },
          404: { $ref: 'HolidayError#' },
          410: { $ref: 'HolidayError#' },
        },
      },
    },
    async (request, reply) => {
      const siteId = Number(request.params.siteId);
      const lang = requestLanguage(request);
      const now = clock();
      const token = request.params.token;
      const option = TOKEN.test(token)
        ? await findOptionToConfirm(db, siteId, tokenHash(token), now)
        : null;
      if (!option) return refuse(reply, 404, 'OPTION_UNKNOWN', lang);
      if (option.lapsed) return refuse(reply, 410, 'OPTION_LAPSED', lang);
      const answer = (confirmed: 'now' | 'already') => ({
        id: option.id,
        rentalUnitId: option.unitId,
        periodId: option.periodId,
        arrival: option.arrival,
        departure: option.departure,
        confirmed,
      });
      if (option.confirmed) return answer('already');
      const unit = await findRentalUnit(db, siteId, option.unitId);
      // The option's own period, whatever day it is now (its mail tells the agency about it).
      const period = unit
        ? await findPeriodByDates(db, unit.id, option.arrival, option.departure, '0001-01-01')
        : null;
      const site = (await findSite(db, siteId)) as Site;
      const stored = option.request as ReservationMailInput['request'];
      const confirmed = await db.transaction(async (tx) => {
        if (!(await confirmOption(tx, option.id, now, optionMs))) return false;
        if (unit && period) {
          await enqueueMail(
            tx,
            siteId,
            'reservation',
            await reservationAgencyMail(mail.mailSite(site), {
              unit,
              period: { ...period, start: option.arrival, end: option.departure },
              request: stored,
            }),
          );
        }
        return true;
      });
      if (!confirmed) {
        // Confirmed or lapsed between the read and the write: answer as it is now.
        const again = await findOptionToConfirm(db, siteId, tokenHash(token), now);
        if (again?.confirmed) return answer('already');
        return refuse(reply, 410, 'OPTION_LAPSED', lang);
      }
      mail.kick();
      return answer('now');
    },
  );

  app.post<{ Params: { siteId: string }; Body: unknown }>(
    '/rental-units/enquiry',
    {
      ...zodValidated,
      schema: {
        tags: ['holiday'],
        summary: 'Send an enquiry with wished dates',
        description:
          'The enquiry module of an office that takes enquiries instead of managing availability: stores the enquiry ' +
          "(it holds no period) and answers 201 `{ id }`. Refused with a message in the body's locale: 400 " +
          'VALIDATION with `errors` (also an arrival before today: arrivalInPast), 404 unknown unit, 422 ' +
          'TOO_MANY_PERSONS, 429 RATE_LIMITED once the client address has sent FORM_RATE_LIMIT_IP accepted ' +
          'enquiries in its window (a refused one does not count).',
        params: siteParams(),
        headers: clientHeaders,
        body: z.toJSONSchema(rentalEnquirySchema, { io: 'input', unrepresentable: 'any' }),
        response: {
          201: { type: 'object', properties: { id: { type: 'string' } } },
          400: { $ref: 'HolidayError#' },
          404: { $ref: 'HolidayError#' },
          422: { $ref: 'HolidayError#' },
          429: { $ref: 'HolidayError#' },
        },
      },
    },
    async (request, reply) => {
      const siteId = Number(request.params.siteId);
      const lang = bodyLanguage(request.body, requestLanguage(request));
      const parsed = rentalEnquirySchema.safeParse(request.body);
      if (!parsed.success) {
        return refuse(reply, 400, 'VALIDATION', lang, undefined, fieldErrors(parsed.error, lang));
      }
      const input = parsed.data;
      if (isIsoDate(input.arrival) && input.arrival < today()) {
        return refuse(reply, 400, 'VALIDATION', lang, undefined, [
          { field: 'arrival', code: 'arrivalInPast', message: fieldMessage('arrivalInPast', lang) },
        ]);
      }
      const unit = await findRentalUnit(db, siteId, input.rentalUnitId);
      if (!unit) throw notFound(`Rental unit ${input.rentalUnitId} not found`);
      const max = unit.general.maxOccupation;
      if (input.persons > max) {
        return refuse(reply, 422, 'TOO_MANY_PERSONS', lang, { max }, [
          {
            field: 'persons',
            code: 'tooManyPersons',
            params: { max },
            message: fieldMessage('tooManyPersons', lang, { max }),
          },
        ]);
      }
      const id = randomUUID();
      if (await refused(request, reply, lang, input, 'enquiry', () => ({ id }))) return reply;
      const site = (await findSite(db, siteId)) as Site;
      const from = mail.mailSite(site);
      const mailInput = { unit, request: { ...input, locale: input.locale as Locale } };
      await db.transaction(async (tx) => {
        await insertEnquiry(tx, { id, siteId, unitId: unit.id, request: storedRequest(input) });
        await enqueueMail(tx, siteId, 'enquiry', await enquiryVisitorMail(from, mailInput));
        await enqueueMail(tx, siteId, 'enquiry', await enquiryAgencyMail(from, mailInput));
      });
      mail.kick();
      return reply.status(201).send({ id });
    },
  );

  app.get<{ Params: { siteId: string; a: string; b: string } }>(
    '/rental-units/photo/:a/:b',
    {
      schema: {
        tags: ['holiday'],
        summary: "A rental unit's photo",
        description:
          'a: the unit id; b: `{index}-{size}` or `{index}-{size}.webp` or `.jpg`, index from 1 to the number of ' +
          'photos of the unit, size original (1600×1067), medium (800×533) or thumbnail (240×160). A generated ' +
          'picture, SVG without an extension, else WebP or JPEG; cached for a year.',
        params: siteParams({
          a: unitIdParam,
          b: {
            type: 'string',
            pattern: '^[0-9]{1,3}-(original|medium|thumbnail)(\\.(webp|jpg))?$',
          },
        }),
        response: {
          200: {
            description: 'The picture.',
            content: {
              'image/svg+xml': { schema: { type: 'string' } },
              'image/webp': { schema: { type: 'string', format: 'binary' } },
              'image/jpeg': { schema: { type: 'string', format: 'binary' } },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const unit = await findRentalUnit(
        db,
        Number(request.params.siteId),
        Number(request.params.a),
      );
      const [name, format] = request.params.b.split('.') as [string, RasterFormat | undefined];
      const [index, size] = name.split('-') as [string, RentalPhotoSize];
      if (!unit || Number(index) < 1 || Number(index) > unit.photos.length) {
        throw notFound(`Photo ${request.params.a}/${request.params.b} not found`);
      }
      const draw = () =>
        rentalPhotoSvg(unit.id, Number(index), size, unit.general.location.id === 1);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      if (format) {
        const key = `rental-photo/${unit.id}/${name}`;
        return reply
          .header('content-type', RASTER_FORMATS[format])
          .send(await rasterPicture(key, format, draw));
      }
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .send(Buffer.from(draw(), 'utf8'));
    },
  );
}
