import { allSettled, fork } from 'effector';
import { readMapTiles, type MapTiles } from 'kit/map/tiles';
import { $isMapConfigRead, $mapTiles, mapShown } from './data-model';

// The one reader of /config.json, replaced so the tests see what the model does with its answer.
jest.mock('kit/map/tiles', () => ({
  ...jest.requireActual<object>('kit/map/tiles'),
  readMapTiles: jest.fn(),
}));
const readMapTilesMock = jest.mocked(readMapTiles);

const TILES: MapTiles = {
  url: 'https://tiles.example.test/{z}/{x}/{y}.png',
  attribution: '© Example Maps',
};

describe('map tiles of the listing map (SPEC §2)', () => {
  beforeEach(() => readMapTilesMock.mockReset());

  it('stores the tiles readMapTiles gives, read once when the map first shows', async () => {
    readMapTilesMock.mockResolvedValue(TILES);
    const scope = fork();
    expect(scope.getState($isMapConfigRead)).toBe(false);
    await allSettled(mapShown, { scope });
    expect(scope.getState($mapTiles)).toEqual(TILES);
    expect(scope.getState($isMapConfigRead)).toBe(true);
    await allSettled(mapShown, { scope });
    expect(readMapTilesMock).toHaveBeenCalledTimes(1);
  });

  it('stores null when readMapTiles finds no tiles, and still draws the map', async () => {
    readMapTilesMock.mockResolvedValue(null);
    const scope = fork();
    await allSettled(mapShown, { scope });
    expect(scope.getState($mapTiles)).toBeNull();
    expect(scope.getState($isMapConfigRead)).toBe(true);
  });
});
