import { allSettled, fork } from 'effector';
import {
  $lightboxIndex,
  $pictureIndex,
  galleryReset,
  lightboxClosed,
  lightboxMoved,
  lightboxOpened,
  pictureSelected,
  plansOpened,
  $viewerTab,
  viewerTabChosen,
} from './model';

describe('picture gallery model (SPEC §3 pictures sorted by index)', () => {
  it('keeps the chosen picture and the open lightbox until closed or reset', async () => {
    const scope = fork();
    await allSettled(pictureSelected, { scope, params: 2 });
    await allSettled(lightboxOpened, { scope, params: 2 });
    expect(scope.getState($pictureIndex)).toBe(2);
    expect(scope.getState($lightboxIndex)).toBe(2);
    await allSettled(lightboxClosed, { scope });
    expect(scope.getState($lightboxIndex)).toBeNull();
    expect(scope.getState($pictureIndex)).toBe(2);
    await allSettled(lightboxOpened, { scope, params: 1 });
    await allSettled(galleryReset, { scope });
    expect(scope.getState($pictureIndex)).toBe(0);
    expect(scope.getState($lightboxIndex)).toBeNull();
  });

  it('reads a position as a whole number from 0', async () => {
    const scope = fork();
    await allSettled(pictureSelected, { scope, params: -3 });
    expect(scope.getState($pictureIndex)).toBe(0);
    await allSettled(lightboxOpened, { scope, params: 2.7 });
    expect(scope.getState($lightboxIndex)).toBe(2);
  });
});

describe('lightbox moves', () => {
  it('follows each move while open, the main picture with it, and ignores moves when closed', async () => {
    const scope = fork();
    await allSettled(lightboxOpened, { scope, params: 0 });
    await allSettled(lightboxMoved, { scope, params: 3 });
    expect(scope.getState($lightboxIndex)).toBe(3);
    expect(scope.getState($pictureIndex)).toBe(3);
    await allSettled(lightboxClosed, { scope });
    await allSettled(lightboxMoved, { scope, params: 5 });
    expect(scope.getState($lightboxIndex)).toBeNull();
    expect(scope.getState($pictureIndex)).toBe(3);
  });

  it('opens the floor plans in their own tab, leaving the main picture where it was', async () => {
    const scope = fork();
    await allSettled(pictureSelected, { scope, params: 2 });
    await allSettled(plansOpened, { scope, params: 1 });
    expect(scope.getState($viewerTab)).toBe('plans');
    expect(scope.getState($lightboxIndex)).toBe(1);
    await allSettled(lightboxMoved, { scope, params: 0 });
    expect(scope.getState($lightboxIndex)).toBe(0);
    expect(scope.getState($pictureIndex)).toBe(2);
    // Back to the photos: their first one, which the main picture then follows.
    await allSettled(viewerTabChosen, { scope, params: 'photos' });
    expect(scope.getState($viewerTab)).toBe('photos');
    expect(scope.getState($lightboxIndex)).toBe(0);
    expect(scope.getState($pictureIndex)).toBe(0);
    await allSettled(lightboxClosed, { scope });
    expect(scope.getState($lightboxIndex)).toBeNull();
  });

  it('ignores a tab chosen while the viewer is closed', async () => {
    const scope = fork();
    await allSettled(viewerTabChosen, { scope, params: 'plans' });
    expect(scope.getState($lightboxIndex)).toBeNull();
    expect(scope.getState($viewerTab)).toBe('photos');
  });
});
