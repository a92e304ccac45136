/**
 * Serves the site: the site server on PORT (3000) and each remote's build on its own port
 * (MF_SEARCH_PORT 3001, MF_DETAIL_PORT 3002, MF_FAVORITES_PORT 3003). The API runs on its own (API_PORT 4000).
 * A remote can be moved elsewhere by setting MF_<NAME>_URL to its base URL.
 */
import path from 'node:path';
import fs from 'node:fs';
import { buildRemoteServer, buildSiteServer, type RemoteLocation } from './servers';

const root = path.resolve(__dirname, '..', '..');
const host = process.env.HOST ?? '127.0.0.1';

/** Remotes served by this process: federation name, package folder and default port. */
const REMOTES: { name: string; dir: string; defaultPort: number }[] = [
  { name: 'search', dir: 'mf-search', defaultPort: 3001 },
  { name: 'detail', dir: 'mf-detail', defaultPort: 3002 },
  { name: 'favorites', dir: 'mf-favorites', defaultPort: 3003 },
];

async function main() {
  const locations: RemoteLocation[] = [];
  for (const remote of REMOTES) {
    const key = `MF_${remote.name.toUpperCase()}`;
    const port = Number(process.env[`${key}_PORT`] ?? remote.defaultPort);
    const url = process.env[`${key}_URL`];
    locations.push({ name: remote.name, port, url });
    const dist = path.join(root, remote.dir, 'dist');
    if (!url && fs.existsSync(dist)) {
      const server = await buildRemoteServer(dist);
      await server.listen({ port, host });
    }
  }
  const apiPort = Number(process.env.API_PORT ?? 4000);
  const site = await buildSiteServer({
    distDir: path.join(root, 'shell', 'dist'),
    apiUpstream: process.env.API_UPSTREAM ?? `http://127.0.0.1:${apiPort}`,
    remotes: locations,
    host,
    port: Number(process.env.PORT ?? 3000),
  });
  const port = Number(process.env.PORT ?? 3000);
  await site.listen({ port, host });
  console.log(
    `Site on http://localhost:${port}/ (remotes: ${locations.map((l) => `${l.name}:${l.port}`).join(', ')})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
