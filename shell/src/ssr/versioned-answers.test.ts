/**
 * @jest-environment node
 */
import { DATA_VERSION_HEADER } from 'api/contract/data-version';
import { versionedAnswers } from './versioned-answers';

/** A fake API: each call counted, answering `{ n }` at the version it is told. */
function fakeApi() {
  const state = { version: '7', calls: 0, status: 200, named: true };
  const fetch: typeof globalThis.fetch = async (_input, init) => {
    state.calls += 1;
    return new Response(JSON.stringify({ n: state.calls, body: init?.body ?? null }), {
      status: state.status,
      headers: {
        'content-type': 'application/json',
        ...(state.named ? { [DATA_VERSION_HEADER]: state.version } : {}),
      },
    });
  };
  return { state, fetch };
}

describe('versionedAnswers', () => {
  it('uses an answer again for the same request at the version it names', async () => {
    const api = fakeApi();
    const answers = versionedAnswers();
    const first = await answers.fetchAt(api.fetch, '7')('http://api/sites/1/estates/v2/1173', {
      headers: { 'x-request-id': 'a', 'X-Forwarded-For': '10.0.0.1', 'x-language': 'en' },
    });
    const again = await answers.fetchAt(api.fetch, '7')('http://api/sites/1/estates/v2/1173', {
      headers: { 'x-request-id': 'b', 'X-Forwarded-For': '10.0.0.2', 'x-language': 'en' },
    });
    expect(await first.json()).toEqual({ n: 1, body: null });
    expect(await again.json()).toEqual({ n: 1, body: null });
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(api.state.calls).toBe(1);
  });

  it('uses a kept answer without content (204) again, still without content', async () => {
    let calls = 0;
    const api: typeof fetch = async () => {
      calls += 1;
      return new Response(null, { status: 204, headers: { [DATA_VERSION_HEADER]: '7' } });
    };
    const answers = versionedAnswers();
    const url = 'http://api/sites/1/estates/1055/contact-info';
    expect((await answers.fetchAt(api, '7')(url)).status).toBe(204);
    const again = await answers.fetchAt(api, '7')(url);
    expect(again.status).toBe(204);
    expect(await again.text()).toBe('');
    expect(calls).toBe(1);
  });

  it('asks again at another version, for another language, body or path', async () => {
    const api = fakeApi();
    const answers = versionedAnswers();
    const ask = (version: string, url: string, init: RequestInit = {}) =>
      answers.fetchAt(api.fetch, version)(url, init);
    await ask('7', 'http://api/a', { headers: { 'x-language': 'en' } });
    await ask('7', 'http://api/a', { headers: { 'x-language': 'fr' } });
    await ask('7', 'http://api/b', { headers: { 'x-language': 'en' } });
    await ask('7', 'http://api/a', { method: 'POST', body: '{"q":1}' });
    await ask('7', 'http://api/a', { method: 'POST', body: '{"q":2}' });
    expect(api.state.calls).toBe(5);
    // A write: the version moves on, and the answers of the old one are not used.
    api.state.version = '8';
    const after = await ask('8', 'http://api/a', { headers: { 'x-language': 'en' } });
    expect(await after.json()).toMatchObject({ n: 6 });
    expect(api.state.calls).toBe(6);
    // The same POST body again at 7 is the kept one.
    const kept = await ask('7', 'http://api/a', { method: 'POST', body: '{"q":2}' });
    expect(await kept.json()).toEqual({ n: 5, body: '{"q":2}' });
  });

  it('never keeps an answer that names no version, another version, or a failure', async () => {
    const api = fakeApi();
    const answers = versionedAnswers();
    const ask = (version: string | undefined) =>
      answers.fetchAt(api.fetch, version)('http://api/c');
    api.state.named = false;
    await ask('7');
    await ask('7');
    api.state.named = true;
    // Read at 8 while the render is at 7 (a write came between): not the render's version.
    api.state.version = '8';
    await ask('7');
    await ask('7');
    api.state.version = '7';
    api.state.status = 503;
    expect((await ask('7')).status).toBe(503);
    expect((await ask('7')).status).toBe(503);
    // A page that is not kept (no version) always asks.
    api.state.status = 200;
    await ask(undefined);
    await ask(undefined);
    expect(api.state.calls).toBe(8);
  });

  it('leaves alone a request it cannot read without using it up', async () => {
    const api = fakeApi();
    const answers = versionedAnswers();
    const fetchAt = answers.fetchAt(api.fetch, '7');
    await fetchAt(new Request('http://api/d'));
    await fetchAt(new Request('http://api/d'));
    expect(api.state.calls).toBe(2);
  });

  it('holds at most its bytes, the least recently used going first', async () => {
    const api = fakeApi();
    const answers = versionedAnswers(600);
    const ask = (url: string) => answers.fetchAt(api.fetch, '7')(url);
    await ask('http://api/1');
    await ask('http://api/2');
    await ask('http://api/3');
    await ask('http://api/1');
    expect(api.state.calls).toBe(4);
  });
});
