import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import {
  getInstance,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { registerComposition, remotePage } from './remotes';
import { resolveSlotRequest, slotPlugin } from './slot-plugin';
import { isComposedPage } from './composition';
import { leftToBrowser } from 'kit/remote';

jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: jest.fn(),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const mockedInstance = getInstance as jest.MockedFunction<typeof getInstance>;

const mockedLoad = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('remote loading', () => {
  it("registers the market's providers and its slot plugin before the first load", () => {
    registerComposition({
      remotes: {
        search: 'http://a/remoteEntry.js',
        'viewing-request': 'http://b/remoteEntry.js',
      },
      slots: { search: 'search', appointments: 'viewing-request' },
      pages: [{ id: 'appointments/CancelAppointmentPage', routes: ['cancelAppointment'] }],
    });
    expect(isComposedPage('appointments/CancelAppointmentPage')).toBe(true);
    expect(
      isComposedPage('viewing-request/CancelAppointmentPage', { appointments: 'viewing-request' }),
    ).toBe(true);
    expect(isComposedPage('appointments/AppointmentBooking')).toBe(false);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'search', entry: 'http://a/remoteEntry.js' },
        { name: 'viewing-request', entry: 'http://b/remoteEntry.js' },
      ],
      { force: true },
    );
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'agency-slot-plugin' }),
    ]);
  });

  it('keeps a provider the page registered early at the same URL, and replaces one that moved', () => {
    (registerRemotes as jest.Mock).mockClear();
    mockedInstance.mockReturnValueOnce({
      options: {
        remotes: [
          { name: 'search', entry: 'http://a/remoteEntry.js' },
          { name: 'favorites', entry: 'http://old/remoteEntry.js' },
        ],
      },
    } as unknown as ReturnType<typeof getInstance>);
    registerComposition({
      remotes: {
        search: 'http://a/remoteEntry.js',
        favorites: 'http://new/remoteEntry.js',
        detail: 'http://d/remoteEntry.js',
      },
      slots: {},
      pages: [],
    });
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'favorites', entry: 'http://new/remoteEntry.js' },
        { name: 'detail', entry: 'http://d/remoteEntry.js' },
      ],
      { force: true },
    );
  });

  it('compares a relative entry as the runtime keeps it, absolute', () => {
    (registerRemotes as jest.Mock).mockClear();
    mockedInstance.mockReturnValueOnce({
      options: {
        remotes: [{ name: 'search', entry: `${window.location.origin}/search/remoteEntry.js` }],
      },
    } as unknown as ReturnType<typeof getInstance>);
    registerComposition({
      remotes: { search: '/search/remoteEntry.js' },
      slots: {},
      pages: [],
    });
    expect(registerRemotes).not.toHaveBeenCalled();
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
    const Page = remotePage('search/HomePage', {
      fallback: ({ locale }) => <h1>Shell home {locale}</h1>,
    });
    render(
      <Suspense fallback={null}>
        <Page locale="fr" />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Shell home fr' })).toBeInTheDocument();
  });
});

describe('slot plugin', () => {
  const slots = { appointments: 'engagement', holiday: 'holiday-enquiry', search: 'search' };

  it("asks the slot's provider for the slot's module", () => {
    expect(resolveSlotRequest('appointments/AppointmentBooking', slots)).toBe(
      'engagement/AppointmentBooking',
    );
    expect(resolveSlotRequest('holiday/RentalUnitPage', slots)).toBe(
      'holiday-enquiry/RentalUnitPage',
    );
    expect(resolveSlotRequest('search/SearchPage', slots)).toBe('search/SearchPage');
  });

  it('keeps an id of no known slot, or of no module, as it is', () => {
    expect(resolveSlotRequest('detail/DetailPage', slots)).toBe('detail/DetailPage');
    expect(resolveSlotRequest('appointments', slots)).toBe('appointments');
  });

  it('rewrites the request in the runtime hook beforeRequest', async () => {
    const plugin = slotPlugin(slots);
    const args = { id: 'appointments/CancelAppointmentPage', options: {}, origin: {} } as never;
    expect(await plugin.beforeRequest?.(args)).toMatchObject({
      id: 'engagement/CancelAppointmentPage',
    });
  });
});

describe('remote loading on the server', () => {
  it('throws for a page whose provider cannot be loaded, leaving it to the browser', async () => {
    mockedLoad.mockResolvedValueOnce({ default: () => <p>unavailable</p>, failed: true });
    const Page = remotePage('detail/DetailPage', { server: true });
    const failed = jest.fn();
    class Catch extends Component<{ children: ReactNode }, { error: string | null }> {
      override state = { error: null as string | null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      override componentDidCatch() {
        failed();
      }
      override render() {
        return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
      }
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Catch>
        <Suspense fallback={null}>
          <Page locale="en" />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Page detail/DetailPage is rendered in the browser only',
    );
  });

  it('says the page is missing, not elsewhere, and loads it again for the next render', async () => {
    mockedLoad.mockResolvedValueOnce({ default: () => null, failed: true });
    const Page = remotePage('engagement/ContactPage', { server: true });
    let caught: unknown = null;
    class Catch extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError(error: unknown) {
        caught = error;
        return { failed: true };
      }
      override render() {
        return this.state.failed ? <p role="alert">left</p> : this.props.children;
      }
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Catch>
        <Suspense fallback={null}>
          <Page locale="en" />
        </Suspense>
      </Catch>,
    );
    await screen.findByRole('alert');
    expect(leftToBrowser(caught)).toEqual({ part: 'page', reason: 'unavailable' });
    // The remote may be back: the next render loads the page again.
    expect(remotePage('engagement/ContactPage', { server: true })).not.toBe(Page);
    expect(remotePage('engagement/ContactPage', { server: true })).toBe(
      remotePage('engagement/ContactPage', { server: true }),
    );
  });
});
