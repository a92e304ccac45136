import { act, render, screen, within } from '@testing-library/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { buildPath } from 'shared/routes';
import { makeEstate } from 'shared/testing/estates';
import { initI18n } from '../../i18n/i18n';
import { getNewestFx, notFoundPageOpened } from './model';
import { NotFoundPage } from './not-found-page';

beforeAll(async () => {
  await initI18n('en');
});

describe('NotFoundPage', () => {
  it('offers the search form, the newest estates and the way home, fetching them once', async () => {
    let asked = 0;
    const scope = fork({
      handlers: [
        [getNewestFx, async () => (asked++, [makeEstate({ id: '7' }), makeEstate({ id: '8' })])],
      ],
    });
    // The server's render asked already: the page it hydrates does not ask again.
    await allSettled(notFoundPageOpened, { scope });
    await act(async () => {
      render(
        <Provider value={scope}>
          <MemoryRouter>
            <NotFoundPage lang="en" />
          </MemoryRouter>
        </Provider>,
      );
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const search = await screen.findByRole('search', { name: 'Search our properties' });
    expect(search).toHaveAttribute('action', buildPath('search', 'en'));
    const newest = screen.getByRole('region', { name: 'Newest properties' });
    expect(within(newest).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'To the home page' })).toHaveAttribute(
      'href',
      buildPath('home', 'en'),
    );
    expect(asked).toBe(1);
  });

  it('still helps when the newest estates cannot be read', async () => {
    const scope = fork({
      handlers: [
        [
          getNewestFx,
          async () => {
            throw new Error('API down');
          },
        ],
      ],
    });
    await act(async () => {
      render(
        <Provider value={scope}>
          <MemoryRouter>
            <NotFoundPage lang="en" />
          </MemoryRouter>
        </Provider>,
      );
    });
    expect(await screen.findByRole('search', { name: 'Search our properties' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Newest properties' })).toBeNull();
    expect(screen.getByRole('link', { name: 'To the home page' })).toBeVisible();
  });
});
