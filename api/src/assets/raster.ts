/**
 * Raster encodings of the generated pictures (SPEC §7 GET /assets/{path}, §9 card images): the
 * same drawing as the SVG, encoded by sharp (libvips, with librsvg for the drawing) as WebP or
 * JPEG.
 *
 * Why raster at all: a feed sends photos, and a browser decodes a photo off its main thread,
 * whereas each SVG `<img>` is parsed, laid out and painted as a document on the main thread while
 * the page starts. Social networks and many mail clients do not show SVG either. The SVG stays
 * available for every size; the raster formats exist only in the sizes the API publishes, so a
 * client cannot make the API encode arbitrary sizes.
 *
 * Encoded bytes are kept in a bounded LRU cache (lru-cache, by bytes): each picture is encoded
 * once per process, and concurrent requests for the same picture share one encoding. HTTP caches
 * keep them after that (the route answers immutable, cached for a year).
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** The raster formats served, by path extension, with their content types. */
export const RASTER_FORMATS = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type RasterFormat = keyof typeof RASTER_FORMATS;

/**
 * Encoder settings: the least bytes without visible loss on the drawings' flat colours, since the
 * main picture is the largest paint of a detail page on a slow connection. WebP's `effort` 6 (of
 * 0–6) costs about half again the encoding time, paid once per picture, for about 5 % fewer bytes.
 */
const WEBP = { quality: 60, effort: 6 } as const;
const JPEG = { quality: 70, mozjpeg: true } as const;

/** Most bytes the cache keeps: about 5,000 pictures of the demo sizes. */
const CACHE_BYTES = 64 * 1024 * 1024;

interface RasterContext {
  svg: string;
  format: RasterFormat;
}

const cache = new LRUCache<string, Buffer, RasterContext>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (bytes) => bytes.length,
  fetchMethod: (_key, _stale, { context }) => encode(context.svg, context.format),
});

/**
 * Encodes an SVG drawing to a raster format.
 * @param svg an SVG document with its pixel `width` and `height`
 * @returns the encoded picture, of the SVG's pixel size
 * @throws Error when sharp cannot read the SVG
 */
async function encode(svg: string, format: RasterFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(svg, 'utf8'));
  return format === 'webp' ? image.webp(WEBP).toBuffer() : image.jpeg(JPEG).toBuffer();
}

/**
 * The raster bytes of a generated picture, encoded at its first request and then kept.
 * @param key what names the picture and its size uniquely, e.g. 'pictures/1001/3-370x250'
 * @param draw makes the SVG (called only when the picture is not in the cache)
 * @returns the encoded picture
 * @throws Error when sharp cannot encode the drawing
 */
export async function rasterPicture(
  key: string,
  format: RasterFormat,
  draw: () => string,
): Promise<Buffer> {
  const cacheKey = `${key}.${format}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const bytes = await cache.fetch(cacheKey, { context: { svg: draw(), format } });
  if (!bytes) throw new Error(`Could not encode ${cacheKey}`);
  return bytes;
}
