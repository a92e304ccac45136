import type { Estate, SkarabeeListing } from 'shared/domain';
import { floorPlans, tourLink } from './floor-plans';

/** An estate with only the files and videos these rules read. */
const estate = (files: Estate['files'], videos: Estate['videos'] = []) =>
  ({ files, videos }) as unknown as Estate;

const listing = (url: unknown) =>
  ({ fields: { 'media.virtual_visit_url': url } }) as unknown as SkarabeeListing;

describe('floorPlans (SPEC §3 files of the floor-plan kind)', () => {
  it('keeps the plans that are images, in file order, named in the page language', () => {
    const plans = floorPlans(
      estate([
        { type: 'PLAN', link: '/assets/files/1/plan.pdf', comment: null },
        { type: 'EPC', link: '/assets/files/1/epc.svg', comment: null },
        { type: 'PLAN', link: '/f/ground.svg', comment: { nl: 'Gelijkvloers', fr: 'Rez' } },
        { type: 'plan', link: 'https://cdn.example/first.PNG?v=2', comment: null },
      ]),
      'fr',
    );
    expect(plans).toEqual([
      { src: '/f/ground.svg', label: 'Rez' },
      { src: 'https://cdn.example/first.PNG?v=2', label: '' },
    ]);
  });

  it('gives none for an estate without files', () => {
    expect(floorPlans(estate([]), 'nl')).toEqual([]);
  });
});

describe('tourLink (SPEC §3 videos type 2, second source media.virtual_visit_url)', () => {
  it('takes the estate’s type 2 video first', () => {
    const e = estate(
      [],
      [
        { typeId: 1, link: '/v.html' },
        { typeId: 2, link: '/t.html' },
      ],
    );
    expect(tourLink(e, listing('https://tour.example/other'))).toBe('/t.html');
  });

  it('falls back to the second-source listing’s tour', () => {
    expect(tourLink(estate([]), listing(' https://tour.example/x '))).toBe(
      'https://tour.example/x',
    );
    expect(tourLink(estate([]), null)).toBeNull();
    expect(tourLink(estate([]), listing(null))).toBeNull();
  });

  it('refuses a link that is neither http(s) nor on this site', () => {
    expect(tourLink(estate([], [{ typeId: 2, link: 'javascript:alert(1)' }]), null)).toBeNull();
    expect(tourLink(estate([]), listing('javascript:alert(1)'))).toBeNull();
  });
});
