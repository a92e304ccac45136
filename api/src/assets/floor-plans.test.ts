import { floorPlanSvg } from './floor-plans';
import { renderDocument } from '../routes/assets';

describe('floorPlanSvg (demo floor plans, SPEC §3 files of the floor-plan kind)', () => {
  it('draws a plan per floor, the same bytes each time, with sizes in metres', () => {
    const ground = floorPlanSvg('1281', 1);
    expect(ground).toMatch(/^<svg [^>]*width="1200" height="800"/);
    expect(ground).toBe(floorPlanSvg('1281', 1));
    expect(ground).toMatch(/\d+,\d × \d+,\d m/);
    expect(floorPlanSvg('1281', 2)).not.toBe(ground);
    expect(floorPlanSvg('1282', 1)).not.toBe(ground);
  });

  it('knows the ground and first floor only', () => {
    expect(floorPlanSvg('1281', 0)).toBeNull();
    expect(floorPlanSvg('1281', 3)).toBeNull();
  });

  it('is served as an SVG image under files/{id}/floorplan-{n}.svg', () => {
    const plan = renderDocument('files/1281/floorplan-2.svg');
    expect(plan?.type).toBe('image/svg+xml; charset=utf-8');
    expect(plan?.body.toString('utf8')).toBe(floorPlanSvg('1281', 2));
    expect(renderDocument('files/1281/floorplan-9.svg')).toBeNull();
  });
});
