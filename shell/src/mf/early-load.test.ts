import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startLoadingPageModules } from './early-load';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  jest.clearAllMocks();
  mockedLoad.mockResolvedValue(() => ({}));
});

describe('startLoadingPageModules', () => {
  it("registers the modules' providers and fetches each module without evaluating it", () => {
    const started = startLoadingPageModules({
      modules: ['search/SearchPage', 'favorites/FavoriteToggle', 'favorites/FavoritesCount'],
      entries: {
        search: 'http://localhost:3001/remoteEntry.js',
        favorites: 'http://localhost:3003/remoteEntry.js',
      },
    });
    expect(started).toEqual([
      'search/SearchPage',
      'favorites/FavoriteToggle',
      'favorites/FavoritesCount',
    ]);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'search', entry: 'http://localhost:3001/remoteEntry.js' },
      { name: 'favorites', entry: 'http://localhost:3003/remoteEntry.js' },
    ]);
    expect(mockedLoad).toHaveBeenCalledTimes(3);
    for (const call of mockedLoad.mock.calls) {
      expect(call[1]).toEqual(expect.objectContaining({ loadFactory: false }));
    }
  });

  it('leaves out a module whose provider has no entry, and inherited names', () => {
    expect(
      startLoadingPageModules({
        modules: ['search/SearchPage', 'detail/DetailPage', 'constructor/X', 42],
        entries: { search: 'http://s/remoteEntry.js' },
      }),
    ).toEqual(['search/SearchPage']);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'search', entry: 'http://s/remoteEntry.js' },
    ]);
  });

  it.each([
    ['no state (a page the server did not render)', undefined],
    ['an older page without entries', { modules: ['search/SearchPage'] }],
    ['entries that are not URLs', { modules: ['search/SearchPage'], entries: { search: 1 } }],
    ['modules that are not a list', { modules: 'search/SearchPage', entries: {} }],
    ['no modules', { modules: [], entries: { search: 'http://s/remoteEntry.js' } }],
    ['a list instead of a state', ['search/SearchPage']],
  ])('starts nothing for %s', (_, state) => {
    expect(startLoadingPageModules(state)).toEqual([]);
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('leaves a failing load to the hydration, without an unhandled rejection', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('remote down'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startLoadingPageModules({
        modules: ['search/SearchPage'],
        entries: { search: 'http://s/remoteEntry.js' },
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
