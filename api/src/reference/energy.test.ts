import { EPC_LABELS, EPC_SCALES, epcLabelOf, epcScaleOf } from './energy';

describe('epcLabelOf', () => {
  it('uses the Flemish scale, closed below: A+ under 0, A 0-100 ... F from 500, no G', () => {
    const cases: [number, string][] = [
      [-1, 'A_plus'],
      [0, 'A'],
      [99.9, 'A'],
      [100, 'B'],
      [199, 'B'],
      [200, 'C'],
      [300, 'D'],
      [400, 'E'],
      [499, 'E'],
      [500, 'F'],
      [2_000, 'F'],
    ];
    for (const [value, label] of cases)
      expect([value, epcLabelOf(value, 'FLANDERS')]).toEqual([value, label]);
  });

  it('uses the Brussels scale, closed above: A up to 45, B 46-95 ... G above 345', () => {
    const cases: [number, string][] = [
      [-20, 'A'],
      [0, 'A'],
      [45, 'A'],
      [46, 'B'],
      [95, 'B'],
      [96, 'C'],
      [150, 'C'],
      [151, 'D'],
      [210, 'D'],
      [211, 'E'],
      [275, 'E'],
      [276, 'F'],
      [345, 'F'],
      [346, 'G'],
      [900, 'G'],
    ];
    for (const [value, label] of cases)
      expect([value, epcLabelOf(value, 'BRUSSELS')]).toEqual([value, label]);
  });

  it('uses the Walloon scale, closed above: A++ up to 0, A+ up to 45 ... G above 510', () => {
    const cases: [number, string][] = [
      [-5, 'A_plus_plus'],
      [0, 'A_plus_plus'],
      [1, 'A_plus'],
      [45, 'A_plus'],
      [46, 'A'],
      [85, 'A'],
      [86, 'B'],
      [170, 'B'],
      [171, 'C'],
      [255, 'C'],
      [256, 'D'],
      [340, 'D'],
      [341, 'E'],
      [425, 'E'],
      [426, 'F'],
      [510, 'F'],
      [511, 'G'],
    ];
    for (const [value, label] of cases)
      expect([value, epcLabelOf(value, 'WALLONIA')]).toEqual([value, label]);
  });

  it('gives one value different labels per region, and the Flemish one abroad', () => {
    const regions = ['FLANDERS', 'BRUSSELS', 'WALLONIA'] as const;
    expect(regions.map((r) => epcLabelOf(250, r))).toEqual(['C', 'E', 'C']);
    expect(regions.map((r) => epcLabelOf(550, r))).toEqual(['F', 'G', 'G']);
    expect(epcLabelOf(250, null)).toBe('C');
    expect(epcLabelOf(600)).toBe('F');
    expect(epcScaleOf('NOWHERE')).toBe(EPC_SCALES.FLANDERS);
  });

  it('lists every label of the scales, best first', () => {
    const used = new Set(Object.values(EPC_SCALES).flatMap((scale) => scale.map((b) => b.label)));
    expect([...EPC_LABELS].filter((l) => used.has(l))).toEqual([...EPC_LABELS]);
  });
});
