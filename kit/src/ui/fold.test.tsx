import { mq } from 'shared/ui/tokens';
import { detailLayoutStyle } from './fold';

/** The grid areas named by a grid-template-areas value. */
const areasOf = (template: string) => new Set(template.replace(/"/g, ' ').trim().split(/\s+/));

describe('the detail page grid', () => {
  it.each([true, false])(
    'names every area a detail page places, on one column and on two (gallery %s)',
    (withGallery) => {
      const style = detailLayoutStyle(withGallery);
      const wide = (style as Record<string, unknown>)[mq('lg')] as { gridTemplateAreas: string };
      // A page without photos still places its gallery area (a floor plan's or a tour's
      // button): an area missing from the template opens columns of its own.
      for (const template of [style.gridTemplateAreas, wide.gridTemplateAreas]) {
        expect(areasOf(template)).toEqual(new Set(['head', 'gallery', 'aside', 'body']));
      }
    },
  );
});
