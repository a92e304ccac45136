import type { Room } from 'shared/domain';
import { makeEstate } from 'shared/testing/estates';
import { ROOM_TYPE, roomCount, sortedChildren } from './estate-layout';

function room(typeId: number, count: number): Room {
  return {
    typeId,
    name: {},
    floor: 0,
    count,
    surface: null,
    comment: null,
    common: false,
    sort: 0,
  };
}

describe('roomCount (SPEC §3 room type ids)', () => {
  const estate = makeEstate({
    layout: [room(1, 2), room(5, 1), room(1, 1), room(6, 1), room(16, 2), room(14, 3), room(10, 1)],
  });

  it('sums the counts of the rooms of one type', () => {
    expect(roomCount(estate, ROOM_TYPE.bedroom)).toBe(3);
    expect(roomCount(estate, ROOM_TYPE.bathroom)).toBe(1);
    expect(roomCount(estate, ROOM_TYPE.garage)).toBe(1);
    expect(roomCount(estate, ROOM_TYPE.terrace)).toBe(1);
    expect(roomCount(estate, ROOM_TYPE.parkingSpace)).toBe(3);
    expect(roomCount(estate, ROOM_TYPE.toilet)).toBe(2);
  });

  it('is 0 when there is no such room', () => {
    expect(roomCount(estate, 99)).toBe(0);
    expect(roomCount(makeEstate({ layout: [] }), ROOM_TYPE.bedroom)).toBe(0);
  });

  it('uses the ids of SPEC §3', () => {
    expect(ROOM_TYPE).toEqual({
      bedroom: 1,
      bathroom: 5,
      garage: 6,
      terrace: 10,
      parkingSpace: 14,
      toilet: 16,
    });
  });
});

describe('sortedChildren (SPEC §9)', () => {
  it('sorts units by floor, units without a floor last, equal floors by id', () => {
    const unit = (id: string, floor: number | null) => makeEstate({ id, general: { floor } });
    const project = makeEstate({
      id: '20',
      children: [unit('25', null), unit('24', 2), unit('10', 0), unit('9', 2), unit('21', -1)],
    });
    expect(sortedChildren(project).map((c) => c.id)).toEqual(['21', '10', '9', '24', '25']);
  });
});
