import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerConfiguredRemotes, remotePage } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(),
}));

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('remote loading', () => {
  it('registers every remote of the runtime config before the first load', () => {
    registerConfiguredRemotes({
      search: 'http://a/mf-manifest.json',
      detail: 'http://b/mf-manifest.json',
    });
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'search', entry: 'http://a/mf-manifest.json' },
        { name: 'detail', entry: 'http://b/mf-manifest.json' },
      ],
      { force: true },
    );
  });

  it('renders the remote page once loaded', async () => {
    mockedLoad.mockResolvedValueOnce({ default: () => <h1>Remote search</h1> });
    const Page = remotePage('search/SearchPage');
    render(
      <Suspense fallback={null}>
        <Page locale="nl" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Remote search' })).toBeInTheDocument();
  });

  it('shows the given fallback page instead of the notice when the remote failed', async () => {
    mockedLoad.mockResolvedValueOnce({ default: () => <p>unavailable</p>, failed: true });
    const Page = remotePage('search/HomePage', ({ locale }) => <h1>Shell home {locale}</h1>);
    render(
      <Suspense fallback={null}>
        <Page locale="fr" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Shell home fr' })).toBeInTheDocument();
  });
});
