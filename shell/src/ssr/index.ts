/**
 * Entry of the shell's server build (dist-ssr/main.js), loaded by the site server: an async
 * boundary, so the shared singletons are negotiated before any rendering code runs (as
 * src/index.ts does in the browser).
 */
import type { RenderRequest, RenderResult } from './render';

export type { RenderRequest, RenderResult };

/** The rendering module, loaded once (a dynamic import per request costs every cached page). */
let renderModule: Promise<typeof import('./render')> | null = null;
const loadRender = () => (renderModule ??= import('./render'));

/** Renders a page (see render.tsx). */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const module = await loadRender();
  return module.render(request);
}

/** Checks the remotes' server builds for a new deploy (see render.tsx). */
export async function revalidateRemotes(): Promise<string[]> {
  const module = await loadRender();
  return module.revalidateRemotes();
}

/** The remotes' code the renders use, '' before the first render (see render.tsx). */
export async function remoteBuilds(): Promise<string> {
  const module = await loadRender();
  return module.remoteBuilds();
}
