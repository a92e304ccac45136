import type { EstateGroup } from './grouping';
import { orderLikeAnswer } from './group-order';

const group = (key: string): EstateGroup => ({ key, label: key, estates: [] });

describe('orderLikeAnswer', () => {
  it("puts the groups in the answer's order, unknown ones after in their own order", () => {
    const groups = [group('9000'), group('2000'), group('1000'), group('')];
    const counts = [
      { key: '1000', count: 3 },
      { key: '9000', count: 2 },
      { key: '', count: 1 },
    ];
    expect(orderLikeAnswer(groups, counts).map((g) => g.key)).toEqual(['1000', '9000', '', '2000']);
  });

  it('keeps the groups as they are without group sizes', () => {
    const groups = [group('b'), group('a')];
    expect(orderLikeAnswer(groups, [])).toBe(groups);
  });
});
