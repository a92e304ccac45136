/**
 * The site's server-side page routes under /{lang}/ajax/ (SPEC §2): search-city, estate/{estateId}
 * and similar-estate/{estateId}. They answer JSON for the remotes, on the site's own origin, from
 * the estate-management API. The site is the one of the request's hostname.
 */
import type { FastifyInstance } from 'fastify';

const LOCALES = ['nl', 'fr', 'en', 'de'] as const;
type Locale = (typeof LOCALES)[number];
type Text = Partial<Record<Locale, string>>;

interface SiteRecord {
  id: number;
  settings: { hiddenStatus: number[] };
}
interface Location {
  id: number;
  zip: string;
  name: Text;
  alias?: Text;
  lat: number;
  lon: number;
}
interface EstateRecord {
  id: string;
  general: {
    headType: { id: number };
    transaction: { id: number };
    price: { value: number | null };
    address: { geoLocation: { lat: number; lon: number } | null };
  };
}

/** A city suggestion of /{lang}/ajax/search-city. */
export interface CitySuggestion {
  id: number;
  zip: string;
  name: string;
  label: string;
  lat: number;
  lon: number;
}

/** Lower-cased text without accents, for matching what a visitor types. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * The cities matching `query` in any language, alias or zip code, best first (a name or zip that
 * starts with the query before one that contains it), at most `limit`, named in `lang`.
 */
export function matchCities(
  locations: Location[],
  query: string,
  lang: Locale,
  limit = 10,
): CitySuggestion[] {
  const q = normalize(query);
  if (!q) return [];
  const scored: { location: Location; score: number }[] = [];
  for (const location of locations) {
    const names = [...Object.values(location.name), ...Object.values(location.alias ?? {})]
      .filter((n): n is string => typeof n === 'string')
      .map(normalize);
    let score = 0;
    if (location.zip.startsWith(q)) score = 3;
    else if (names.some((n) => n.startsWith(q))) score = 2;
    else if (names.some((n) => n.includes(q))) score = 1;
    if (score > 0) scored.push({ location, score });
  }
  return scored
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.location.name[lang] ?? '').localeCompare(b.location.name[lang] ?? '', lang),
    )
    .slice(0, limit)
    .map(({ location }) => {
      const name = location.name[lang] ?? location.name.nl ?? '';
      return {
        id: location.id,
        zip: location.zip,
        name,
        label: `${name} (${location.zip})`,
        lat: location.lat,
        lon: location.lon,
      };
    });
}

/**
 * The search body for estates similar to `estate`: same transaction and type, within 20 km,
 * price within 25 %, the site's hidden statuses left out; one more than wanted, as the estate
 * itself may be among them.
 */
export function similarSearchBody(estate: EstateRecord, hiddenStatus: number[], wanted = 4) {
  const { general } = estate;
  const query: Record<string, unknown> = {
    transaction: [general.transaction.id],
    type: [general.headType.id],
    hiddenStatus,
  };
  const point = general.address.geoLocation;
  if (point) query.geo_range = `20km;${point.lat.toFixed(5)};${point.lon.toFixed(5)}`;
  const price = general.price.value;
  if (price && price > 0) {
    query['price-min'] = Math.round(price * 0.75);
    query['price-max'] = Math.round(price * 1.25);
  }
  return {
    query,
    sort: [{ field: 'children.general.publicationDate', order: 'DESC' }],
    size: wanted + 1,
  };
}

const langParam = {
  type: 'object',
  required: ['lang'],
  properties: { lang: { type: 'string', enum: [...LOCALES] } },
} as const;

/** Registers the ajax routes on the site server; `apiUpstream` is the API's base address. */
export function registerAjaxRoutes(app: FastifyInstance, apiUpstream: string): void {
  const sites = new Map<string, { site: SiteRecord; until: number }>();
  const cities = new Map<number, { locations: Location[]; until: number }>();

  async function api<T>(
    path: string,
    init: RequestInit = {},
    lang?: Locale,
  ): Promise<{ status: number; body: T | null }> {
    const headers: Record<string, string> = {
      'X-Client': 'agency-website-server',
      ...(init.headers as Record<string, string>),
    };
    if (lang) headers['X-Language'] = lang;
    const response = await fetch(`${apiUpstream}${path}`, { ...init, headers });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as T) : null };
  }

  async function siteOf(hostname: string): Promise<SiteRecord> {
    const host = hostname.replace(/:\d+$/, '');
    const cached = sites.get(host);
    if (cached && cached.until > Date.now()) return cached.site;
    const { status, body } = await api<SiteRecord>(
      `/sites/by-hostname/${encodeURIComponent(host)}`,
    );
    if (status !== 200 || !body) throw new Error(`site of ${host}: API answered ${status}`);
    sites.set(host, { site: body, until: Date.now() + 60_000 });
    return body;
  }

  async function locationsOf(site: SiteRecord): Promise<Location[]> {
    const cached = cities.get(site.id);
    if (cached && cached.until > Date.now()) return cached.locations;
    const { status, body } = await api<{ locations?: Location[] }>(
      `/sites/${site.id}/estate-filters`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Site-Id': String(site.id) },
        body: JSON.stringify({ query: {} }),
      },
    );
    if (status !== 200) throw new Error(`estate filters: API answered ${status}`);
    const locations = body?.locations ?? [];
    cities.set(site.id, { locations, until: Date.now() + 60_000 });
    return locations;
  }

  app.get<{ Params: { lang: Locale }; Querystring: { q?: string } }>(
    '/:lang/ajax/search-city',
    {
      schema: {
        params: langParam,
        querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 100 } } },
      },
    },
    async (request) => {
      const site = await siteOf(request.hostname);
      return matchCities(await locationsOf(site), request.query.q ?? '', request.params.lang);
    },
  );

  const idParams = {
    type: 'object',
    required: ['lang', 'estateId'],
    properties: {
      ...langParam.properties,
      estateId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    },
  } as const;

  app.get<{ Params: { lang: Locale; estateId: string } }>(
    '/:lang/ajax/estate/:estateId',
    { schema: { params: idParams } },
    async (request, reply) => {
      const site = await siteOf(request.hostname);
      const { status, body } = await api<EstateRecord>(
        `/sites/${site.id}/estates/v2/${encodeURIComponent(request.params.estateId)}`,
        { headers: { 'X-Site-Id': String(site.id) } },
        request.params.lang,
      );
      return reply.code(status).send(body);
    },
  );

  app.get<{ Params: { lang: Locale; estateId: string } }>(
    '/:lang/ajax/similar-estate/:estateId',
    { schema: { params: idParams } },
    async (request, reply) => {
      const site = await siteOf(request.hostname);
      const estate = await api<EstateRecord>(
        `/sites/${site.id}/estates/v2/${encodeURIComponent(request.params.estateId)}`,
        { headers: { 'X-Site-Id': String(site.id) } },
        request.params.lang,
      );
      if (estate.status !== 200 || !estate.body) return reply.code(estate.status).send(estate.body);
      const found = await api<{ total: { value: number }; results: EstateRecord[] }>(
        `/sites/${site.id}/estates`,
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-Site-Id': String(site.id),
            'X-Language': request.params.lang,
          },
          body: JSON.stringify(similarSearchBody(estate.body, site.settings.hiddenStatus)),
        },
      );
      if (found.status !== 200 || !found.body)
        return reply.code(502).send({ message: 'Similar estates unavailable' });
      const results = found.body.results
        .filter((e) => String(e.id) !== request.params.estateId)
        .slice(0, 4);
      return { total: { value: results.length }, results };
    },
  );
}
