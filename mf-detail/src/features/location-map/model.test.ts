import { allSettled, fork } from 'effector';
import { readMapTiles, type MapTiles } from 'kit/map/tiles';
import { $mapTiles, mapShown } from './model';

// The one reader of /config.json, replaced so the tests see what the model does with its answer.
jest.mock('kit/map/tiles', () => ({
  ...jest.requireActual<object>('kit/map/tiles'),
  readMapTiles: jest.fn(),
}));
const readMapTilesMock = jest.mocked(readMapTiles);

describe('location map model: map tiles (SPEC §3 address)', () => {
  const TILES: MapTiles = {
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
  };

  beforeEach(() => readMapTilesMock.mockReset());

  it('stores the tiles readMapTiles gives, read once when the map first shows', async () => {
    readMapTilesMock.mockResolvedValue(TILES);
    const scope = fork();
    expect(scope.getState($mapTiles)).toBeNull();
    await allSettled(mapShown, { scope });
    expect(scope.getState($mapTiles)).toEqual(TILES);
    await allSettled(mapShown, { scope });
    expect(readMapTilesMock).toHaveBeenCalledTimes(1);
  });

  it('stores null when readMapTiles finds no tiles (a plain background)', async () => {
    readMapTilesMock.mockResolvedValue(null);
    const scope = fork();
    await allSettled(mapShown, { scope });
    expect(readMapTilesMock).toHaveBeenCalledTimes(1);
    expect(scope.getState($mapTiles)).toBeNull();
  });
});
