import { HEAD_TYPE, HEAD_TYPE_CODE, HEAD_TYPE_GROUP_ORDER, typeCodeOfHeadType } from './head-types';

describe('head types (SPEC §3 type, §9 grouping order)', () => {
  it('gives the type code of each head type id', () => {
    expect(typeCodeOfHeadType(HEAD_TYPE.HOUSE)).toBe('HOUSE');
    expect(typeCodeOfHeadType(HEAD_TYPE.APARTMENT)).toBe('APARTMENT');
    expect(typeCodeOfHeadType(HEAD_TYPE.PLOT)).toBe('PLOT');
    expect(typeCodeOfHeadType(HEAD_TYPE.GARAGE)).toBe('GARAGE');
    expect(typeCodeOfHeadType(HEAD_TYPE.PROJECT)).toBe('PROJECT');
    for (const id of [HEAD_TYPE.OFFICE, HEAD_TYPE.COMMERCIAL, HEAD_TYPE.INDUSTRIAL]) {
      expect(typeCodeOfHeadType(id)).toBe('COMMERCIAL');
    }
    expect(typeCodeOfHeadType(HEAD_TYPE.INVESTMENT)).toBe('COMMERCIAL');
  });

  it('gives null for a missing or unknown head type', () => {
    expect(typeCodeOfHeadType(null)).toBeNull();
    expect(typeCodeOfHeadType(undefined)).toBeNull();
    expect(typeCodeOfHeadType(0)).toBeNull();
    expect(typeCodeOfHeadType(8)).toBeNull();
  });

  it('orders every head type in the grouping order, each once', () => {
    expect([...HEAD_TYPE_GROUP_ORDER].sort((a, b) => a - b)).toEqual(
      Object.keys(HEAD_TYPE_CODE)
        .map(Number)
        .sort((a, b) => a - b),
    );
  });
});
