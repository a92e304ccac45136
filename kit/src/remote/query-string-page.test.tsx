import { act } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useLocation, useNavigate, useNavigationType, type NavigateFunction } from 'shared/router';
import type { Locale } from 'shared/domain';
import {
  useQueryStringPage,
  type QueryStringPageEvents,
  type QueryStringWriter,
} from './query-string-page';

let go: NavigateFunction | null = null;

/** A query-string page that shows how it was reached and where it is. */
function Page({ locale, events }: { locale: Locale; events: QueryStringPageEvents }) {
  useQueryStringPage(locale, events);
  const location = useLocation();
  const how = useNavigationType();
  go = useNavigate();
  return <p data-testid="at">{`${how} ${location.pathname}${location.search}`}</p>;
}

function setup(url: string) {
  const told: string[] = [];
  let writer: QueryStringWriter | null = null;
  const events: QueryStringPageEvents = {
    opened: ({ locale, search, navigate }) => {
      told.push(`opened ${locale} ${search}`);
      writer = navigate;
    },
    closed: () => told.push('closed'),
    changed: (search) => told.push(`changed ${search}`),
  };
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/nl/aanbod" element={<Page locale="nl" events={events} />} />
      </Routes>
    </MemoryRouter>,
  );
  return { told, view, write: (...args: Parameters<QueryStringWriter>) => writer!(...args) };
}

describe('useQueryStringPage', () => {
  it('tells the model the page opened with its query string, each change, and the close', async () => {
    const { told, view, write } = setup('/nl/aanbod?trans=kopen');
    expect(told).toEqual(['opened nl ?trans=kopen', 'changed ?trans=kopen']);

    // The model writes the URL through the writer: the path stays, a new history entry.
    await act(async () => write('trans=huren&city=3'));
    expect(view.getByTestId('at')).toHaveTextContent('PUSH /nl/aanbod?trans=huren&city=3');
    expect(told.at(-1)).toBe('changed ?trans=huren&city=3');
    await act(async () => go!(-1));
    expect(told.at(-1)).toBe('changed ?trans=kopen');

    // A corrected URL replaces its entry; '' writes no query string.
    await act(async () => write('', { replace: true }));
    expect(view.getByTestId('at')).toHaveTextContent(/^REPLACE \/nl\/aanbod$/);

    view.unmount();
    expect(told.at(-1)).toBe('closed');
  });

  it("reads the browser's own back and forward too", () => {
    const { told } = setup('/nl/aanbod');
    window.history.pushState(null, '', '/nl/aanbod?type=1');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(told.at(-1)).toBe('changed ?type=1');
  });
});
