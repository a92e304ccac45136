import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Link, useNavigate } from 'shared/router';
import { ScrollOnNavigation } from './scroll-on-navigation';

function Page({ title, lazyHeading = false }: { title: string; lazyHeading?: boolean }) {
  const [shown, setShown] = useState(!lazyHeading);
  return (
    <>
      {shown ? <h1>{title}</h1> : <button onClick={() => setShown(true)}>load {title}</button>}
      <Link to="/en/offer/7">open estate</Link>
      <Link to="/en/offer/7#contact">contact</Link>
      <Link to="/en/offer?page=2">next results</Link>
      <Link to="/en/slow">slow page</Link>
      <Back />
      <p id="contact">the contact section</p>
    </>
  );
}

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>back</button>;
}

function renderSite() {
  return render(
    <MemoryRouter initialEntries={['/en/offer']}>
      <ScrollOnNavigation />
      <main id="main" tabIndex={-1}>
        <Routes>
          <Route path="/en/offer" element={<Page title="Offer" />} />
          <Route path="/en/offer/:id" element={<Page title="Villa in Gent" />} />
          <Route path="/en/slow" element={<Page key="slow" title="Slow" lazyHeading />} />
        </Routes>
      </main>
    </MemoryRouter>,
  );
}

describe('ScrollOnNavigation', () => {
  const scrollTo = jest.fn();
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    scrollIntoView.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('leaves the first page where the browser placed it', () => {
    renderSite();
    expect(scrollTo).not.toHaveBeenCalled();
    expect(document.body).toHaveFocus();
  });

  it('opens a new page at its top with the focus on its main heading', () => {
    renderSite();
    act(() => screen.getByRole('link', { name: 'open estate' }).click());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('heading', { level: 1, name: 'Villa in Gent' })).toHaveFocus();
  });

  it('opens a new page at its fragment', () => {
    renderSite();
    act(() => screen.getByRole('link', { name: 'contact' }).click());
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('contact'));
  });

  it('keeps the position when only the query string changes (a next page of results)', () => {
    renderSite();
    act(() => screen.getByRole('link', { name: 'next results' }).click());
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves back and forward to the browser’s own restoration', () => {
    renderSite();
    act(() => screen.getByRole('link', { name: 'open estate' }).click());
    scrollTo.mockClear();
    act(() => screen.getByRole('button', { name: 'back' }).click());
    expect(screen.getByRole('heading', { name: 'Offer' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('focuses a heading that a page still loading shows later', async () => {
    renderSite();
    act(() => screen.getByRole('link', { name: 'slow page' }).click());
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    await act(async () => screen.getByRole('button', { name: 'load Slow' }).click());
    expect(screen.getByRole('heading', { level: 1, name: 'Slow' })).toHaveFocus();
  });
});
