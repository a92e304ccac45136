/**
 * The local list's rule: what a typed text finds (localMatches, the suggestions) and which option
 * a text sent without a choice names (bestLocalMatch), case, accents and spaces aside.
 */
import { bestLocalMatch, localMatches } from './model';

const PLACES = [
  { id: 'location:2', label: 'Ardenne' },
  { id: 'city:8', label: 'Durbuy' },
  { id: 'city:9', label: 'La Roche-en-Ardenne' },
  { id: 'city:12', label: 'Liège' },
];

describe('localMatches', () => {
  it('finds the labels that contain the text, in order, case and accents aside', () => {
    expect(localMatches(PLACES, ' ARDENNE ').map((p) => p.id)).toEqual(['location:2', 'city:9']);
    expect(localMatches(PLACES, 'liege').map((p) => p.id)).toEqual(['city:12']);
  });

  it('finds nothing for a blank text', () => {
    expect(localMatches(PLACES, '  ')).toEqual([]);
  });
});

describe('bestLocalMatch', () => {
  it('takes the option whose label equals the text before earlier partial ones', () => {
    const places = [{ id: 'city:9', label: 'La Roche-en-Ardenne' }, ...PLACES];
    expect(bestLocalMatch(places, 'ardenne')?.id).toBe('location:2');
  });

  it('reads the text as the list does: case, accents and surrounding spaces aside', () => {
    expect(bestLocalMatch(PLACES, '  dURBUY ')?.id).toBe('city:8');
    expect(bestLocalMatch(PLACES, 'LIEGE')?.id).toBe('city:12');
    expect(bestLocalMatch(PLACES, 'Liége')?.id).toBe('city:12');
  });

  it('takes the first suggestion for a part of a label', () => {
    expect(bestLocalMatch(PLACES, 'roche')?.id).toBe('city:9');
  });

  it('answers null for a text that finds nothing, or a blank one', () => {
    expect(bestLocalMatch(PLACES, 'Atlantis')).toBeNull();
    expect(bestLocalMatch(PLACES, '')).toBeNull();
  });
});
