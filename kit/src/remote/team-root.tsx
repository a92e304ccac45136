/**
 * The root of a team's exposed module: its own emotion cache (class names start with the team's
 * key) and, for a page, the `data-boundary` attribute that tells which team owns that part of the
 * DOM (docs/architecture.md, "Inside a remote").
 */
import { useState, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useRemoteRendering } from './rendering';

/** The page-long caches of the browser, one per team key. */
const pageCaches = new Map<string, EmotionCache>();

/**
 * The emotion cache of a team key in this render: in the browser one for the page's life (it
 * also adopts the styles the server rendered for that key); on the server one per request, so
 * each page's HTML carries every style it uses. A server's cache keeps its rules (emotion's compat
 * mode) for the shell to write in the page's head, rather than a `<style>` beside each element.
 */
export function useTeamCache(key: string): EmotionCache {
  const { caches } = useRemoteRendering();
  const [cache] = useState(() => {
    const registry = caches ?? pageCaches;
    let known = registry.get(key);
    if (!known) {
      known = createCache({ key });
      if (caches) known.compat = true;
      registry.set(key, known);
    }
    return known;
  });
  return cache;
}

/**
 * Wraps a team's exposed module: its emotion cache `cacheKey` (the team's name by default) and,
 * unless `boundary` is false (a fragment inside another team's markup), a `div` with
 * `data-boundary={name}`.
 */
export function TeamRoot({
  name,
  cacheKey = name,
  boundary = true,
  children,
}: {
  name: string;
  cacheKey?: string;
  boundary?: boolean;
  children: ReactNode;
}) {
  const cache = useTeamCache(cacheKey);
  return (
    <CacheProvider value={cache}>
      {boundary ? <div data-boundary={name}>{children}</div> : children}
    </CacheProvider>
  );
}
