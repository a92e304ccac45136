/**
 * Generated assets (SPEC §7 GET /assets/{path}?hash=&version=, §9 assets prefix /assets/):
 * - pictures/{estateId}/{index}-{w}x{h}.svg: picture `index` of an estate,
 * - people/{slug}-{w}x{h}.svg: a sales representative's portrait,
 * - the same two as .webp or .jpg in the sizes the API publishes (`RASTER_SIZES`; assets/raster.ts
 *   says why),
 * - placeholder-{w}x{h}.svg: a neutral image,
 * - files/{estateId}/{plan|epc|brochure}.pdf: a one-page PDF document of an estate,
 * - files/{estateId}/floorplan-{1|2}.svg: a floor plan of an estate (assets/floor-plans.ts),
 * - tours/{estateId}.html and videos/{estateId}.html: small pages standing for a virtual tour or
 *   a video (four languages).
 * Served at /assets/* and /sites/{siteId}/assets/*; `hash` and `version` are accepted and ignored.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { estateDocumentPdf, estateMediaHtml } from '../assets/documents';
import { floorPlanSvg } from '../assets/floor-plans';
import { RASTER_FORMATS, rasterPicture, type RasterFormat } from '../assets/raster';
import { estatePictureSvg, MAX_IMAGE_SIDE, placeholderSvg, portraitSvg } from '../assets/svg';
import { PORTRAIT_SIZE } from '../demo/catalog';
import { PICTURE_SIZE, THUMBNAIL_SIZE } from '../demo/estates';
import { notFound } from '../http-error';
import { errorResponses, siteIdParam, text } from '../schemas/common';

/** The drawings, each in SVG or, in the published sizes, a raster format (by extension). */
const PICTURE =
  /^(?<stem>pictures\/(?<id>[A-Za-z0-9_-]{1,64})\/(?<index>\d{1,3})-(?<w>\d{1,4})x(?<h>\d{1,4}))\.(?<ext>svg|webp|jpg)$/;
const PORTRAIT =
  /^(?<stem>people\/(?<slug>[a-z0-9-]{1,64})-(?<w>\d{1,4})x(?<h>\d{1,4}))\.(?<ext>svg|webp|jpg)$/;
const PLACEHOLDER = /^(?<stem>placeholder-(?<w>\d{1,4})x(?<h>\d{1,4}))\.(?<ext>svg)$/;
const DOCUMENT = /^files\/([A-Za-z0-9_-]{1,64})\/([a-z0-9-]{1,32})\.pdf$/;
const FLOOR_PLAN = /^files\/([A-Za-z0-9_-]{1,64})\/floorplan-(\d)\.svg$/;
const MEDIA = /^(tours|videos)\/([A-Za-z0-9_-]{1,64})\.html$/;
const sizeName = ({ width, height }: { width: number; height: number }) => `${width}x${height}`;
/** The sizes (w x h, pixels) the API publishes pictures and portraits in: the only raster sizes. */
export const RASTER_SIZES: Readonly<Record<'pictures' | 'people', ReadonlySet<string>>> = {
  pictures: new Set([PICTURE_SIZE, THUMBNAIL_SIZE].map(sizeName)),
  people: new Set([sizeName(PORTRAIT_SIZE)]),
};

const validSide = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_IMAGE_SIDE;

/** A drawing an asset path names: how to draw it, its path without extension, size and format. */
interface Drawing {
  draw: () => string;
  stem: string;
  /** Raster sizes it may be served in (none: SVG only). */
  rasterSizes: ReadonlySet<string>;
  size: string;
  extension: 'svg' | RasterFormat;
}

/** The drawing of an asset path, or null for a path that names none (or a size outside 1..4000). */
function drawingOf(path: string): Drawing | null {
  const g = (PICTURE.exec(path) ?? PORTRAIT.exec(path) ?? PLACEHOLDER.exec(path))?.groups;
  if (!g) return null;
  const [width, height] = [Number(g.w), Number(g.h)];
  if (!validSide(width) || !validSide(height)) return null;
  const { id, index, slug } = g;
  const common = {
    stem: g.stem ?? '',
    size: `${width}x${height}`,
    extension: g.ext as Drawing['extension'],
  };
  if (id !== undefined) {
    const draw = () => estatePictureSvg(id, Number(index), width, height);
    return { ...common, draw, rasterSizes: RASTER_SIZES.pictures };
  }
  if (slug !== undefined) {
    const draw = () => portraitSvg(slug, width, height);
    return { ...common, draw, rasterSizes: RASTER_SIZES.people };
  }
  return { ...common, draw: () => placeholderSvg(width, height), rasterSizes: new Set() };
}

/**
 * The SVG of an asset path.
 * @param path the part after /assets/, e.g. 'pictures/1001/3-370x250.svg'
 * @returns the SVG text, or null for a path that names no asset (or a size outside 1..4000)
 */
export function renderAsset(path: string): string | null {
  const drawing = drawingOf(path);
  return drawing?.extension === 'svg' ? drawing.draw() : null;
}

/**
 * The bytes and content type of a document or media page path.
 * @param path the part after /assets/, e.g. 'files/1001/plan.pdf' or 'tours/1001.html'
 * @returns the body and its content type, or null when the path names no such asset
 */
export function renderDocument(path: string): { body: Buffer; type: string } | null {
  let m = DOCUMENT.exec(path);
  if (m) {
    const [, id, name] = m as unknown as [string, string, string];
    const pdf = estateDocumentPdf(id, name);
    return pdf ? { body: pdf, type: 'application/pdf' } : null;
  }
  m = FLOOR_PLAN.exec(path);
  if (m) {
    const [, id, floor] = m as unknown as [string, string, string];
    const svg = floorPlanSvg(id, Number(floor));
    return svg ? { body: Buffer.from(svg, 'utf8'), type: 'image/svg+xml; charset=utf-8' } : null;
  }
  m = MEDIA.exec(path);
  if (m) {
    const [, kind, id] = m as unknown as [string, 'tours' | 'videos', string];
    return {
      body: Buffer.from(estateMediaHtml(id, kind === 'tours' ? 'tour' : 'video'), 'utf8'),
      type: 'text/html; charset=utf-8',
    };
  }
  return null;
}

/**
 * A picture or portrait in a raster format, encoded from its SVG (assets/raster.ts).
 * @param path the part after /assets/, e.g. 'pictures/1001/3-370x250.webp'
 * @returns the bytes and content type, or null when the path names no raster picture (another
 *   format, an unknown kind or a size the API does not publish)
 * @throws Error when the picture cannot be encoded
 */
export async function renderRaster(path: string): Promise<{ body: Buffer; type: string } | null> {
  const drawing = drawingOf(path);
  if (!drawing || drawing.extension === 'svg' || !drawing.rasterSizes.has(drawing.size)) {
    return null;
  }
  const body = await rasterPicture(drawing.stem, drawing.extension, drawing.draw);
  return { body, type: RASTER_FORMATS[drawing.extension] };
}

const assetSchema = (params: object) => ({
  tags: ['assets'],
  summary: 'A generated asset',
  description:
    'pictures/{estateId}/{index}-{w}x{h}.svg, people/{slug}-{w}x{h}.svg or placeholder-{w}x{h}.svg (w and h from 1 to ' +
    `${MAX_IMAGE_SIDE}); the same pictures and portraits as .webp or .jpg in the published sizes (pictures ` +
    `${[...RASTER_SIZES.pictures].join(', ')}, people ${[...RASTER_SIZES.people].join(', ')}); ` +
    'files/{estateId}/{plan|epc|brochure}.pdf (a one-page PDF); files/{estateId}/floorplan-{1|2}.svg (a floor plan); tours/{estateId}.html or ' +
    'videos/{estateId}.html (a small page in four languages). Deterministic, cached for a year (immutable). hash ' +
    'and version are ignored.',
  params,
  querystring: {
    type: 'object',
    properties: { hash: text({ maxLength: 200 }), version: text({ maxLength: 200 }) },
  },
  response: {
    200: {
      description:
        'The asset: an image of exactly the requested size (SVG, WebP or JPEG), a PDF or an HTML page.',
      content: {
        'image/svg+xml': { schema: { type: 'string' } },
        'image/webp': { schema: { type: 'string', format: 'binary' } },
        'image/jpeg': { schema: { type: 'string', format: 'binary' } },
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
        'text/html': { schema: { type: 'string' } },
      },
    },
    404: errorResponses[404],
  },
});

async function send(reply: FastifyReply, path: string) {
  const document = renderDocument(path) ?? (await renderRaster(path));
  if (document) {
    return reply
      .header('content-type', document.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(document.body);
  }
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
    { schema: assetSchema({ type: 'object', properties: { '*': text({ maxLength: 500 }) } }) },
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
        properties: { siteId: siteIdParam, '*': text({ maxLength: 500 }) },
      }),
    },
    async (request, reply) => send(reply, request.params['*']),
  );
}
