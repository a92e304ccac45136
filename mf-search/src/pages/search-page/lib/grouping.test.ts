import type { Estate } from 'shared/domain';
import { makeEstate } from 'shared/testing/estates';
import { groupEstates } from './grouping';

const name = (nl: string, fr = nl) => ({ nl, fr, en: nl, de: nl });

function withType(id: string, headType: number | null): Estate {
  return makeEstate({
    id,
    general: { headType: { id: headType as number, name: name(`type ${headType}`) } },
  });
}

function withStatus(id: string, transaction: number): Estate {
  return makeEstate({
    id,
    general: { transaction: { id: transaction, name: name(`t${transaction}`) } },
  });
}

function inCity(id: string, cityId: number, nl: string, fr = nl): Estate {
  return makeEstate({
    id,
    general: { address: { city: { id: cityId, zip: String(cityId), name: name(nl, fr) } } },
  });
}

describe('groupEstates (SPEC §9)', () => {
  it('orders TYPE groups by headType id 1, 3, 7, 2, 4, 6, 10, 5, 9, unknown ids after', () => {
    const ids = [9, 5, 10, 6, 4, 2, 7, 3, 1, 12, 8];
    const groups = groupEstates(
      ids.map((t) => withType(`e${t}`, t)),
      'TYPE',
      'nl',
    );
    expect(groups.map((g) => g.key)).toEqual([
      '1',
      '3',
      '7',
      '2',
      '4',
      '6',
      '10',
      '5',
      '9',
      '8',
      '12',
    ]);
    expect(groups[0]).toEqual({
      key: '1',
      label: 'type 1',
      estates: [expect.objectContaining({ id: 'e1' })],
    });
  });

  it('orders STATUS groups by transaction id 1, 3, 2, 4, 10, 5, 6, others after', () => {
    const ids = [6, 5, 12, 10, 4, 2, 3, 1];
    const groups = groupEstates(
      ids.map((t) => withStatus(`e${t}`, t)),
      'STATUS',
      'nl',
    );
    expect(groups.map((g) => g.key)).toEqual(['1', '3', '2', '4', '10', '5', '6', '12']);
    expect(groups.map((g) => g.label)).toEqual(['t1', 't3', 't2', 't4', 't10', 't5', 't6', 't12']);
  });

  it('keeps the estates of one group in their order', () => {
    const groups = groupEstates(
      [withStatus('a', 2), withStatus('b', 1), withStatus('c', 2)],
      'STATUS',
      'nl',
    );
    expect(groups.map((g) => g.estates.map((e) => e.id))).toEqual([['b'], ['a', 'c']]);
  });

  it('sorts CITY groups by name in the language', () => {
    const estates = [
      inCity('a', 9000, 'Gent', 'Gand'),
      inCity('b', 1000, 'Brussel', 'Bruxelles'),
      inCity('c', 8400, 'Oostende', 'Ostende'),
      inCity('d', 4000, 'Luik', 'Liège'),
      inCity('e', 9000, 'Gent', 'Gand'),
    ];
    expect(groupEstates(estates, 'CITY', 'nl').map((g) => g.label)).toEqual([
      'Brussel',
      'Gent',
      'Luik',
      'Oostende',
    ]);
    const fr = groupEstates(estates, 'CITY', 'fr');
    expect(fr.map((g) => g.label)).toEqual(['Bruxelles', 'Gand', 'Liège', 'Ostende']);
    expect(fr[1]?.estates.map((e) => e.id)).toEqual(['a', 'e']);
  });

  it('sorts SUBTYPE groups by name', () => {
    const sub = (id: string, subId: number, label: string) =>
      makeEstate({ id, general: { subType: { id: subId, name: name(label) } } });
    const groups = groupEstates(
      [sub('a', 1, 'Villa'), sub('b', 2, 'Bungalow'), sub('c', 3, 'Loft')],
      'SUBTYPE',
      'nl',
    );
    expect(groups.map((g) => [g.key, g.label])).toEqual([
      ['2', 'Bungalow'],
      ['3', 'Loft'],
      ['1', 'Villa'],
    ]);
  });

  it('puts estates without a group key into "Projecten", last', () => {
    const groups = groupEstates(
      [withType('p', null), withType('a', 2), withType('q', 0), withType('b', 1)],
      'TYPE',
      'fr',
    );
    expect(groups.map((g) => g.label)).toEqual(['type 1', 'type 2', 'Projecten']);
    expect(groups[2]?.estates.map((e) => e.id)).toEqual(['p', 'q']);
  });

  it('gives no groups for no estates', () => {
    expect(groupEstates([], 'CITY', 'nl')).toEqual([]);
  });
});
