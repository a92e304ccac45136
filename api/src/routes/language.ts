/** The language of a request: the X-Language header (SPEC §7), nl when absent or unknown. */
import type { FastifyRequest } from 'fastify';
import type { Locale } from 'shared/domain';
import { DEFAULT_LANG, isLang } from '../reference/locales';

/**
 * Reads the X-Language header.
 * @returns 'nl', 'fr', 'en' or 'de' (nl when the header is missing or not a site language)
 */
export function requestLanguage(request: FastifyRequest): Locale {
  const header = request.headers['x-language'];
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return isLang(value) ? value : DEFAULT_LANG;
}
