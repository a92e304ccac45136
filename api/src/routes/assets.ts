/**
 * Generated images (SPEC §7 GET /assets/{path}?hash=&version=, §9 assets prefix /assets/):
 * - pictures/{estateId}/{index}-{w}x{h}.svg: picture `index` of an estate,
 * - people/{slug}-{w}x{h}.svg: a sales representative's portrait,
 * - placeholder-{w}x{h}.svg: a neutral image.
 * Served at /assets/* and /sites/{siteId}/assets/*; `hash` and `version` are accepted and ignored.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { estatePictureSvg, MAX_IMAGE_SIDE, placeholderSvg, portraitSvg } from '../assets/svg';
import { notFound } from '../http-error';
import { errorResponses, siteIdParam } from '../schemas/common';

const PICTURE = /^pictures\/([A-Za-z0-9_-]{1,64})\/(\d{1,3})-(\d{1,4})x(\d{1,4})\.svg$/;
const PORTRAIT = /^people\/([a-z0-9-]{1,64})-(\d{1,4})x(\d{1,4})\.svg$/;
const PLACEHOLDER = /^placeholder-(\d{1,4})x(\d{1,4})\.svg$/;

const validSide = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_IMAGE_SIDE;

/**
 * The SVG of an asset path.
 * @param path the part after /assets/, e.g. 'pictures/1001/3-370x250.svg'
 * @returns the SVG text, or null for a path that names no asset (or a size outside 1..4000)
 */
export function renderAsset(path: string): string | null {
  let m = PICTURE.exec(path);
  if (m) {
    const [, id, index, w, h] = m as unknown as [string, string, string, string, string];
    return validSide(+w) && validSide(+h) ? estatePictureSvg(id, Number(index), +w, +h) : null;
  }
  m = PORTRAIT.exec(path);
  if (m) {
    const [, slug, w, h] = m as unknown as [string, string, string, string];
    return validSide(+w) && validSide(+h) ? portraitSvg(slug, +w, +h) : null;
  }
  m = PLACEHOLDER.exec(path);
  if (m) {
    const [, w, h] = m as unknown as [string, string, string];
    return validSide(+w) && validSide(+h) ? placeholderSvg(+w, +h) : null;
  }
  return null;
}

const assetSchema = (params: object) => ({
  tags: ['assets'],
  summary: 'A generated image',
  description:
    'pictures/{estateId}/{index}-{w}x{h}.svg, people/{slug}-{w}x{h}.svg or placeholder-{w}x{h}.svg; w and h from 1 to ' +
    `${MAX_IMAGE_SIDE}. Deterministic, cached for a year (immutable). hash and version are ignored.`,
  params,
  querystring: {
    type: 'object',
    properties: { hash: { type: 'string' }, version: { type: 'string' } },
  },
  response: {
    200: {
      description: 'An SVG image of exactly the requested size.',
      content: { 'image/svg+xml': { schema: { type: 'string' } } },
    },
    404: errorResponses[404],
  },
});

function send(reply: FastifyReply, path: string) {
  const svg = renderAsset(path);
  if (svg === null) throw notFound(`Asset ${path} not found`);
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(Buffer.from(svg, 'utf8'));
}

/** Registers GET /assets/* (global). */
export async function assetRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { '*': string } }>(
    '/assets/*',
    { schema: assetSchema({ type: 'object', properties: { '*': { type: 'string' } } }) },
    async (request, reply) => send(reply, request.params['*']),
  );
}

/** Registers GET /assets/* inside the /sites/{siteId} scope. */
export async function siteAssetRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { siteId: string; '*': string } }>(
    '/assets/*',
    {
      schema: assetSchema({
        type: 'object',
        properties: { siteId: siteIdParam, '*': { type: 'string' } },
      }),
    },
    async (request, reply) => send(reply, request.params['*']),
  );
}
