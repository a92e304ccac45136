import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { initI18n } from '../i18n/i18n';
import { RemoteSlot } from './remote-slot';
import { remotePage } from '../mf/remotes';
import fallbackPlugin from '../mf/fallback-plugin';
import { setComposedPages } from '../mf/composition';

jest.mock('../mf/remotes', () => ({ remotePage: jest.fn() }));
jest.mock('@module-federation/enhanced/runtime', () => ({}), { virtual: true });

const mockedRemotePage = remotePage as jest.MockedFunction<typeof remotePage>;

beforeAll(async () => {
  await initI18n('en');
});

describe('RemoteSlot', () => {
  it('renders the remote page with the locale', async () => {
    mockedRemotePage.mockReturnValue(
      lazy(async () => ({
        default: ({ locale }: { locale: string }) => <h1>Search page in {locale}</h1>,
      })),
    );
    render(<RemoteSlot id="search/SearchPage" locale="en" resetKey="a" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Search page in en' })).toBeInTheDocument();
  });

  it('shows the localized fallback when the remote crashes while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedRemotePage.mockReturnValue(
      lazy(async () => ({
        default: () => {
          throw new Error('boom');
        },
      })),
    );
    render(<RemoteSlot id="detail/DetailPage" locale="en" resetKey="b" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This part of the site is temporarily unavailable.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('fallback runtime plugin', () => {
  it("answers a page's notice when a page of the market fails to load", async () => {
    setComposedPages(['detail/DetailPage']);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = fallbackPlugin();
    const answer = (await plugin.errorLoadRemote?.({
      id: 'detail/DetailPage',
      error: new Error('manifest down'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as never,
    })) as { default: () => React.JSX.Element } | undefined;
    expect(answer?.default).toBeDefined();
    const Fallback = answer!.default;
    render(<Fallback />);
    expect(screen.getByRole('alert')).toHaveTextContent('temporarily unavailable');
  });

  it('answers an empty fragment for a module that is not a page of the market', async () => {
    setComposedPages(['detail/DetailPage']);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const plugin = fallbackPlugin();
    const answer = (await plugin.errorLoadRemote?.({
      id: 'favorites/FavoriteToggle',
      error: new Error('entry down'),
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {} as never,
    })) as { default: () => null; failed: boolean } | undefined;
    expect(answer?.failed).toBe(true);
    expect(answer?.default()).toBeNull();
  });

  it('says once that a module could not be loaded, however often the page asks for it', async () => {
    setComposedPages([]);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    error.mockClear();
    const plugin = fallbackPlugin();
    const failure = {
      id: 'favorites/FavoriteToggle',
      error: new Error('entry down'),
      from: 'runtime' as const,
      lifecycle: 'onLoad' as const,
      origin: {} as never,
    };
    const first = (await plugin.errorLoadRemote?.(failure)) as { failed?: boolean } | undefined;
    const second = (await plugin.errorLoadRemote?.(failure)) as { failed?: boolean } | undefined;
    expect(first?.failed).toBe(true);
    expect(second?.failed).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
    await plugin.errorLoadRemote?.({ ...failure, id: 'favorites/FavoritesCount' });
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('leaves other lifecycles alone', async () => {
    const plugin = fallbackPlugin();
    const answer = await plugin.errorLoadRemote?.({
      id: 'react',
      error: new Error('x'),
      from: 'runtime',
      lifecycle: 'beforeLoadShare',
      origin: {} as never,
    });
    expect(answer).toBeUndefined();
  });
});
