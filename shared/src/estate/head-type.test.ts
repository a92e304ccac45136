import { TYPE_GROUP_ORDER } from './head-type';

describe('type grouping order (SPEC §9)', () => {
  it('orders every head type id of SPEC §3 (1 to 7, 9, 10) once', () => {
    expect([...TYPE_GROUP_ORDER].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10]);
  });
});
