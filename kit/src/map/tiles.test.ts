import { readMapTiles, RUNTIME_CONFIG_PATH, type FetchLike } from './tiles';

/** A fetch answering `body` (or failing to parse it) with the given HTTP status. */
function answering(json: () => Promise<unknown>, ok = true) {
  const urls: string[] = [];
  const fetchImpl: FetchLike = async (input) => {
    urls.push(input);
    return { ok, json } as Response;
  };
  return { fetchImpl, urls };
}

describe('readMapTiles (SPEC §2 map, §3 address)', () => {
  it('answers null when the runtime config names no tiles', async () => {
    for (const config of [
      { apiBaseUrl: '/api', remotes: {} },
      { apiBaseUrl: '/api', remotes: {}, mapTiles: null, mapTilesAttribution: null },
      { apiBaseUrl: '/api', remotes: {}, mapTiles: '  ', mapTilesAttribution: '© Someone' },
      { mapTiles: 42 },
      null,
    ]) {
      const { fetchImpl, urls } = answering(async () => config);
      await expect(readMapTiles(fetchImpl)).resolves.toBeNull();
      expect(urls).toEqual([RUNTIME_CONFIG_PATH]);
    }
  });

  it('answers the tile URL with its attribution', async () => {
    const { fetchImpl } = answering(async () => ({
      apiBaseUrl: '/api',
      remotes: {},
      mapTiles: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTilesAttribution: '© OpenStreetMap contributors',
    }));
    await expect(readMapTiles(fetchImpl)).resolves.toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('answers an empty attribution when the config has tiles but no attribution', async () => {
    const { fetchImpl } = answering(async () => ({
      mapTiles: 'https://tiles.example/{z}/{x}/{y}',
    }));
    await expect(readMapTiles(fetchImpl)).resolves.toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}',
      attribution: '',
    });
  });

  it('answers null for an unreadable body (not JSON) or an HTTP error', async () => {
    const notJson = answering(async () => JSON.parse('<!doctype html>'));
    await expect(readMapTiles(notJson.fetchImpl)).resolves.toBeNull();
    const notFound = answering(async () => ({ mapTiles: 'https://tiles.example/{z}' }), false);
    await expect(readMapTiles(notFound.fetchImpl)).resolves.toBeNull();
  });

  it('answers null, without throwing, when the network fails', async () => {
    const offline: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(readMapTiles(offline)).resolves.toBeNull();
  });

  it('answers null where there is no fetch at all (the default, in an old browser or a test)', async () => {
    const original = globalThis.fetch;
    Reflect.deleteProperty(globalThis, 'fetch');
    try {
      await expect(readMapTiles()).resolves.toBeNull();
    } finally {
      if (original) globalThis.fetch = original;
    }
  });
});
