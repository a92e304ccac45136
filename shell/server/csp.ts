/**
 * The security headers of the site server's answers: helmet's set, the Content-Security-Policy
 * of the request's market (a rendered page sets its own) and the Permissions-Policy; HSTS only
 * over TLS.
 */
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import type { RuntimeConfig } from './runtime-config';
import { inlineHash } from './inline-hash';
import { marketFor } from './markets';
import type { SiteContext } from './site-context';

/**
 * The origins a market's pages load code, styles and data from besides the site itself: its
 * remotes' origins (from configuration), its map tiles' host, and the picture hosts of the feed
 * (`SITE_IMG_HOSTS`, comma separated origins), for the Content-Security-Policy.
 */
export function marketOrigins(
  config: Pick<RuntimeConfig, 'remotes' | 'mapTiles'>,
  env: NodeJS.ProcessEnv = process.env,
): { code: string[]; images: string[] } {
  const originOfUrl = (url: string): string | null => {
    try {
      return new URL(url.replace(/\{[a-z]\}/g, 'a')).origin;
    } catch {
      return null;
    }
  };
  const code = [...new Set(Object.values(config.remotes).map(originOfUrl))].filter(
    (o): o is string => o !== null && o !== 'null',
  );
  const extra = (env.SITE_IMG_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const tiles = config.mapTiles ? originOfUrl(config.mapTiles) : null;
  return { code, images: [...code, ...extra, ...(tiles ? [tiles] : [])] };
}

/**
 * The CSP source of a style element with no text: emotion's browser caches add rules to empty
 * style elements through the CSSOM (`insertRule`), which the policy does not restrict.
 */
export const EMPTY_STYLE_HASH = inlineHash('');

/**
 * The Content-Security-Policy of a page of a market: scripts, styles and data from the site and
 * its remotes only; no inline script (the page's state is a JSON data block) but the press
 * capture, allowed by its hash (`scriptHashes`); no inline style but the page's own style elements, allowed by
 * their hashes (`styleHashes`, the server render's emotion styles in the head), and the empty
 * ones that emotion fills in the browser; no style attribute; pictures also from data:/blob: and
 * the feed's hosts; no framing by other sites, no plugins, forms posted to the site only.
 * @param styleHashes `'sha256-…'` sources of the page's style elements: the template's, and a
 *   rendered page's own
 * @param scriptHashes `'sha256-…'` sources of the pages' inline scripts (the built press capture)
 */
export function contentSecurityPolicy(
  origins: { code: string[]; images: string[] },
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  const list = (extra: readonly string[]) => ["'self'", ...extra].join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list([...origins.code, ...scriptHashes])}`,
    `style-src ${list([...origins.code, EMPTY_STYLE_HASH, ...styleHashes])}`,
    `img-src ${list(origins.images)} data: blob:`,
    `connect-src ${list(origins.code)}`,
    `font-src ${list(origins.code)} data:`,
    `frame-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

/** Permissions-Policy of every response: the site uses none of these features. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The security headers on every answer of the site server (not encapsulated: its hook covers
 * every route): helmet's set, the market's Content-Security-Policy unless the answer set its own,
 * the Permissions-Policy, and HSTS when the site is reached over TLS.
 */
export const securityHeaders = fp<SiteContext>(async (app, site) => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    const market = marketFor(site.options.markets(), request.hostname);
    // A rendered page has set its own (with its style elements' hashes). A 304 sends none: the
    // browser keeps the policy stored with the page it reuses (a 304's headers replace the stored
    // ones), which allows that page's own style elements.
    if (reply.statusCode !== 304 && !reply.hasHeader('Content-Security-Policy'))
      reply.header('Content-Security-Policy', site.marketSetup(market).policy);
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
});
