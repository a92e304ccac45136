/**
 * A stand-in for @fastify/static in Jest (whose CommonJS sandbox cannot load the ES module the
 * real plugin depends on), so tests can exercise the Swagger UI at /docs:
 * `jest.mock('@fastify/static', () => jest.requireActual('../testing/static-stub').staticStub)`.
 * Serves the files under `root` at `{prefix}/*` (the prefix applied by Fastify); nothing else of the
 * real plugin.
 */
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * The plugin: GET {prefix}/* answers the file below `root`, 404 when missing or outside it.
 * @param options `root` directory as the real plugin takes it; `serve: false` registers nothing
 */
export async function staticStub(
  app: FastifyInstance,
  options: { root: string; prefix?: string; serve?: boolean },
): Promise<void> {
  if (options.serve === false) return;
  const root = path.resolve(options.root);
  // Fastify applies the `prefix` register option to the plugin's routes itself.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const file = path.resolve(root, (request.params as { '*': string })['*']);
    if (!file.startsWith(root + path.sep)) return reply.status(404).send({ message: 'Not found' });
    try {
      const content = await readFile(file);
      return reply.type(TYPES[path.extname(file)] ?? 'application/octet-stream').send(content);
    } catch {
      return reply.status(404).send({ message: 'Not found' });
    }
  });
}
