import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHydrated } from './rendering';

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
