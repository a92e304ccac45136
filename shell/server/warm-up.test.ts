/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { warmUp, warmUpPaths } from './warm-up';

const INDEX = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://www.example.be/sitemap-nl.xml</loc></sitemap>
<sitemap><loc>https://www.example.be/sitemap-fr.xml</loc></sitemap>
</sitemapindex>`;

const SITEMAP_NL = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://www.example.be/nl/</loc></url>
<url><loc>https://www.example.be/nl/aanbod?trans=kopen</loc></url>
<url><loc>https://www.example.be/nl/aanbod/12/huis-gent</loc></url>
<url><loc>https://www.example.be/nl/aanbod/13/villa-brugge</loc></url>
<url><loc>https://www.example.be/nl/contact</loc></url>
</urlset>`;

describe('warmUpPaths', () => {
  it('asks for the home and listing pages, then the first page of each other type of the first sitemap', async () => {
    const asked: string[] = [];
    const paths = await warmUpPaths(async (path) => {
      asked.push(path);
      if (path === '/sitemap.xml') return INDEX;
      if (path === '/sitemap-nl.xml') return SITEMAP_NL;
      throw new Error(`unexpected ${path}`);
    });
    expect(paths).toEqual(['/nl/', '/nl/aanbod', '/nl/aanbod/12/huis-gent', '/nl/contact']);
    expect(asked).toEqual(['/sitemap.xml', '/sitemap-nl.xml']);
  });

  it('keeps to the home and listing pages when the sitemap cannot be read', async () => {
    await expect(
      warmUpPaths(() => Promise.reject(new Error('503 Service Unavailable'))),
    ).resolves.toEqual(['/nl/', '/nl/aanbod']);
    await expect(warmUpPaths(async () => '<html>not a sitemap</html>')).resolves.toEqual([
      '/nl/',
      '/nl/aanbod',
    ]);
  });
});

describe('warmUp', () => {
  it("asks the site server for each market's pages under the market's hostname, two at a time, and outlasts failing pages", async () => {
    const seen: string[] = [];
    let running = 0;
    let most = 0;
    const server = http.createServer((request, response) => {
      const host = String(request.headers['x-forwarded-host']);
      seen.push(`${host} ${request.url}`);
      running += 1;
      most = Math.max(most, running);
      setTimeout(() => {
        running -= 1;
        if (request.url === '/sitemap.xml') response.end(INDEX);
        else if (request.url === '/sitemap-nl.xml') response.end(SITEMAP_NL);
        else if (request.url === '/nl/contact') response.writeHead(503).end('busy');
        else response.end('<html></html>');
      }, 5);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const pages = await warmUp(`http://127.0.0.1:${port}`, [
        { name: 'a', hostnames: ['localhost'], slots: {} },
        { name: 'b', hostnames: ['ardennes.localhost', 'www.ardennes.be'], slots: {} },
      ]);
      expect(pages).toBe(8);
      for (const host of ['localhost', 'ardennes.localhost']) {
        expect(seen.filter((line) => line.startsWith(`${host} `)).sort()).toEqual(
          [
            '/sitemap.xml',
            '/sitemap-nl.xml',
            '/nl/',
            '/nl/aanbod',
            '/nl/aanbod/12/huis-gent',
            '/nl/contact',
          ]
            .map((path) => `${host} ${path}`)
            .sort(),
        );
      }
      // Never more than two requests at a time.
      expect(most).toBeLessThanOrEqual(2);
    } finally {
      server.close();
    }
  });
});
