import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { BrowserOnly, leftToBrowser, LeftToBrowserError, useHydrated } from './rendering';

function Favourites({ stored }: { stored: number }) {
  return <p>{useHydrated() ? `${stored} favourites` : 'loading'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server and while hydrating, then true without a mismatch', async () => {
    const html = renderToString(<Favourites stored={3} />);
    expect(html).toBe('<p>loading</p>');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Favourites stored={3} />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe('3 favourites');
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it('is true at once in a render that hydrates nothing', () => {
    render(<Favourites stored={2} />);
    expect(screen.getByText('2 favourites')).toBeInTheDocument();
  });
});

describe('leftToBrowser', () => {
  const thrownBy = (run: () => unknown): unknown => {
    try {
      run();
    } catch (error) {
      return error;
    }
    return null;
  };

  it('tells a part the market leaves to another deployment from one that could not render', () => {
    expect(leftToBrowser(thrownBy(() => BrowserOnly({ id: 'favorites/FavoriteToggle' })))).toEqual({
      part: 'fragment',
      reason: 'elsewhere',
    });
    expect(
      leftToBrowser(thrownBy(() => BrowserOnly({ id: 'favorites/FavoritesPage', part: 'page' }))),
    ).toEqual({ part: 'page', reason: 'elsewhere' });
    expect(
      leftToBrowser(new LeftToBrowserError('detail/DetailPage', 'page', 'unavailable')),
    ).toEqual({ part: 'page', reason: 'unavailable' });
  });

  it("reads another build's copy by its fields, and nothing else", () => {
    const copy = Object.assign(new Error('x'), {
      name: 'LeftToBrowserError',
      part: 'fragment',
      reason: 'unavailable',
    });
    expect(leftToBrowser(copy)).toEqual({ part: 'fragment', reason: 'unavailable' });
    expect(leftToBrowser(new Error('boom'))).toBeNull();
    expect(
      leftToBrowser({ name: 'LeftToBrowserError', part: 'all', reason: 'elsewhere' }),
    ).toBeNull();
    expect(leftToBrowser('LeftToBrowserError')).toBeNull();
    expect(leftToBrowser(null)).toBeNull();
  });
});
