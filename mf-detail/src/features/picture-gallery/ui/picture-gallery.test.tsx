/**
 * The gallery with the real lightbox (yet-another-react-lightbox): it moves by its buttons and the
 * arrow keys, wraps as the library intends, and keeps its place when the page re-renders
 * (it follows each move, never the picture it was opened at).
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { useState } from 'react';
import { LOCALES } from 'shared/domain';
import { loadDetailTexts } from '#detail/config/i18n';
import { initTestI18n } from '#detail/lib/test-i18n';
import type { GalleryPicture } from '../lib/gallery-pictures';
import { $lightboxIndex, $pictureIndex, $viewerTab, lightboxClosed } from '../model';
import type { FloorPlan } from '../lib/floor-plans';
import { PictureGallery } from './picture-gallery';

beforeAll(async () => {
  await initTestI18n('en');
  await Promise.all(LOCALES.map((lang) => loadDetailTexts(lang)));
});

const PICTURES: GalleryPicture[] = [1, 2, 3].map((n) => ({
  src: `/assets/p${n}.jpg`,
  thumbnail: `/assets/t${n}.jpg`,
}));

/** The caption of the slide in view ("Villa — 2 / 3"). */
function caption(): string {
  return document.querySelector('.yarl__slide_current .yarl__slide_title')?.textContent ?? '';
}

/** The viewer's focused container, which takes the arrow keys. */
function viewer(): Element {
  const container = document.querySelector('.yarl__container');
  if (!container) throw new Error('the lightbox is not open');
  return container;
}

let rerenderPage: () => void = () => {};

/** The gallery inside a parent that re-renders with a fresh (equal) pictures array on demand. */
function Page() {
  const [pictures, setPictures] = useState(PICTURES);
  rerenderPage = () => setPictures(PICTURES.map((p) => ({ ...p })));
  return <PictureGallery pictures={pictures} title="Villa" locale="en" />;
}

function renderGallery(scope: Scope) {
  return render(
    <Provider value={scope}>
      <Page />
    </Provider>,
  );
}

describe('PictureGallery with the lightbox', () => {
  it('moves forward and back by the buttons and the arrow keys, and wraps', async () => {
    const scope = fork();
    renderGallery(scope);
    fireEvent.click(screen.getByRole('button', { name: 'Open picture 1 of 3 in full screen' }));
    await waitFor(() => expect(caption()).toBe('Villa — 1 / 3'));

    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    await waitFor(() => expect(caption()).toBe('Villa — 2 / 3'));
    expect(scope.getState($lightboxIndex)).toBe(1);

    fireEvent.keyDown(viewer(), { key: 'ArrowRight' });
    await waitFor(() => expect(caption()).toBe('Villa — 3 / 3'));

    fireEvent.keyDown(viewer(), { key: 'ArrowLeft' });
    await waitFor(() => expect(caption()).toBe('Villa — 2 / 3'));

    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    await waitFor(() => expect(caption()).toBe('Villa — 1 / 3'));
    // The carousel is not finite: back from the first picture is the last one.
    fireEvent.click(screen.getByRole('button', { name: 'Previous picture' }));
    await waitFor(() => expect(caption()).toBe('Villa — 3 / 3'));
    expect(scope.getState($lightboxIndex)).toBe(2);
  });

  it('starts at the thumbnail chosen and keeps its place when the page re-renders', async () => {
    const scope = fork();
    renderGallery(scope);
    fireEvent.click(screen.getByRole('button', { name: 'Show picture 3 of 3' }));
    await waitFor(() => expect(caption()).toBe('Villa — 3 / 3'));
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    await waitFor(() => expect(caption()).toBe('Villa — 1 / 3'));

    act(() => rerenderPage());
    expect(caption()).toBe('Villa — 1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    await waitFor(() => expect(caption()).toBe('Villa — 2 / 3'));
  });

  it('leaves the last picture viewed as the main picture when closed', async () => {
    const scope = fork();
    renderGallery(scope);
    fireEvent.click(screen.getByRole('button', { name: 'Open picture 1 of 3 in full screen' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next picture' }));
    await waitFor(() => expect(caption()).toBe('Villa — 2 / 3'));
    await act(() => allSettled(lightboxClosed, { scope }));
    expect(scope.getState($pictureIndex)).toBe(1);
    expect(
      screen.getByRole('button', { name: 'Open picture 2 of 3 in full screen' }),
    ).toBeVisible();
  });
});

const PLANS: FloorPlan[] = [
  { src: '/assets/files/7/floorplan-1.svg', label: 'Floor plan, ground floor' },
  { src: '/assets/files/7/floorplan-2.svg', label: 'Floor plan, first floor' },
];

describe('PictureGallery with floor plans and a tour', () => {
  it('opens the floor plans in their own tab of the viewer and switches to the photos', async () => {
    const scope = fork();
    render(
      <Provider value={scope}>
        <PictureGallery pictures={PICTURES} plans={PLANS} title="Villa" locale="en" />
      </Provider>,
    );
    // Before scripts the button is a link to the first plan.
    const button = screen.getByRole('link', { name: 'View the floor plans (2)' });
    expect(button).toHaveAttribute('href', '/assets/files/7/floorplan-1.svg');
    fireEvent.click(button);
    await waitFor(() => expect(caption()).toBe('Floor plan, ground floor — 1 / 2'));
    expect(scope.getState($viewerTab)).toBe('plans');
    expect(screen.getByRole('button', { name: 'Floor plans (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next picture' }));
    await waitFor(() => expect(caption()).toBe('Floor plan, first floor — 2 / 2'));
    // The main picture stays where it was while the plans are shown.
    expect(scope.getState($pictureIndex)).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Pictures (3)' }));
    await waitFor(() => expect(caption()).toBe('Villa — 1 / 3'));
    expect(scope.getState($viewerTab)).toBe('photos');
    expect(screen.getByRole('button', { name: 'Pictures (3)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows no tabs without plans, and no plans button', async () => {
    const scope = fork();
    render(
      <Provider value={scope}>
        <PictureGallery pictures={PICTURES} plans={[]} title="Villa" locale="en" />
      </Provider>,
    );
    expect(screen.queryByRole('link', { name: /floor plans/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open picture 1 of 3 in full screen' }));
    await waitFor(() => expect(caption()).toBe('Villa — 1 / 3'));
    expect(screen.queryByRole('group', { name: 'View' })).not.toBeInTheDocument();
  });

  it('offers the tour as a link that opens in a new tab, in each language', async () => {
    for (const [locale, name] of [
      ['nl', 'Virtueel bezoek (opent in een nieuw venster)'],
      ['fr', 'Visite virtuelle (s’ouvre dans une nouvelle fenêtre)'],
      ['en', 'Virtual tour (opens in a new window)'],
      ['de', 'Virtueller Rundgang (öffnet in einem neuen Fenster)'],
    ] as const) {
      const { unmount } = render(
        <Provider value={fork()}>
          <PictureGallery
            pictures={PICTURES}
            tour="/assets/tours/7.html"
            title="Villa"
            locale={locale}
          />
        </Provider>,
      );
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', '/assets/tours/7.html');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      unmount();
    }
  });
});
