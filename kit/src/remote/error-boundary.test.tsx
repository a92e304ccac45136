import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './error-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('boom');
  return <p>fine</p>;
}

beforeEach(() => {
  broken = true;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ErrorBoundary', () => {
  it('shows the fallback instead of a subtree that throws, and reports the error', () => {
    const onError = jest.fn();
    render(
      <ErrorBoundary fallback={<p>unavailable</p>} onError={onError}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('unavailable')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });

  it('renders the children again when asked to by the fallback', async () => {
    render(
      <ErrorBoundary
        fallbackRender={({ resetErrorBoundary }) => (
          <button type="button" onClick={resetErrorBoundary}>
            Try again
          </button>
        )}
      >
        <Fragile />
      </ErrorBoundary>,
    );
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('fine')).toBeInTheDocument();
  });

  it('clears the failure when a reset key changes (a new page)', async () => {
    function Page() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button type="button" onClick={() => setPath('/b')}>
            Next page
          </button>
          <ErrorBoundary resetKeys={[path]} fallback={<p>unavailable</p>}>
            <Fragile />
          </ErrorBoundary>
        </>
      );
    }
    render(<Page />);
    expect(screen.getByText('unavailable')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
