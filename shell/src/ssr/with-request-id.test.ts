/**
 * @jest-environment node
 */
import http from 'node:http';
import { withRequestId } from './render';

describe('withRequestId', () => {
  it("names the site server's request in X-Request-Id on every call of the render", async () => {
    const seen: (string | undefined)[] = [];
    const server = http.createServer((request, response) => {
      seen.push(request.headers['x-request-id'] as string | undefined);
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
    try {
      await withRequestId('site-1')(url, { headers: { 'x-site-id': '1' } });
      await withRequestId('site-2')(url);
      await withRequestId(undefined)(url);
    } finally {
      server.close();
    }
    expect(seen).toEqual(['site-1', 'site-2', undefined]);
  });
});
