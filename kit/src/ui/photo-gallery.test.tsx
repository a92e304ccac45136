/**
 * The photo gallery keeping its own positions (a page without a model for them): a thumbnail
 * shows its photo, the shown photo opens the viewer there, the viewer's moves become the shown
 * photo, and closing returns the focus to the button that opened it.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PhotoGallery, type PhotoGalleryTexts } from './photo-gallery';

const PHOTOS = [1, 2, 3].map((n) => ({
  src: `/p${n}-medium.jpg`,
  thumbnail: `/p${n}-thumb.jpg`,
  full: `/p${n}.jpg`,
}));

const TEXTS: PhotoGalleryTexts = {
  heading: 'Photos',
  open: (index, total) => `Open photo ${index} of ${total} full screen`,
  show: (index, total) => `Show photo ${index} of ${total}`,
  alt: (index, total) => `Cottage, photo ${index} of ${total}`,
  caption: (index, total) => `Cottage ${index}/${total}`,
  viewer: {
    close: 'Close',
    previous: 'Previous photo',
    next: 'Next photo',
    lightbox: 'Photo viewer',
    gallery: 'Photo gallery',
  },
};

const SIZES = { size: { width: 800, height: 533 }, thumbnailSize: { width: 96, height: 64 } };

/** The caption of the viewer's slide in view. */
const caption = () =>
  document.querySelector('.yarl__slide_current .yarl__slide_title')?.textContent ?? '';

afterEach(() => document.body.replaceChildren());

describe('PhotoGallery keeping its own positions', () => {
  it('shows the thumbnail chosen without opening the viewer', () => {
    render(<PhotoGallery photos={PHOTOS} texts={TEXTS} headingId="g" {...SIZES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 2 of 3' }));
    expect(screen.getByRole('button', { name: 'Show photo 2 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('img', { name: 'Cottage, photo 2 of 3' })).toHaveAttribute(
      'src',
      '/p2-medium.jpg',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the viewer at the shown photo, follows its moves, and gives the focus back', async () => {
    render(<PhotoGallery photos={PHOTOS} texts={TEXTS} headingId="g" {...SIZES} />);
    const open = screen.getByRole('button', { name: 'Open photo 1 of 3 full screen' });
    fireEvent.click(open);
    await waitFor(() => expect(caption()).toBe('Cottage 1/3'));
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await waitFor(() => expect(caption()).toBe('Cottage 2/3'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const shown = screen.getByRole('button', { name: 'Open photo 2 of 3 full screen' });
    expect(shown).toHaveFocus();
  });

  it('opens the viewer from a thumbnail when asked to', async () => {
    render(<PhotoGallery photos={PHOTOS} texts={TEXTS} headingId="g" thumbnailOpens {...SIZES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    await waitFor(() => expect(caption()).toBe('Cottage 3/3'));
  });

  it('has no thumbnails for one photo and renders nothing without photos', () => {
    const { container, rerender } = render(
      <PhotoGallery photos={PHOTOS.slice(0, 1)} texts={TEXTS} headingId="g" {...SIZES} />,
    );
    expect(screen.queryByRole('list')).toBeNull();
    rerender(<PhotoGallery photos={[]} texts={TEXTS} headingId="g" {...SIZES} />);
    expect(container).toBeEmptyDOMElement();
  });
});
