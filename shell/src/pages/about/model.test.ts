import { allSettled, fork } from 'effector';
import { NetworkError } from 'shared/api';
import { $offices, aboutPageOpened, getOfficesFx, officesOf } from './model';

describe('about page offices (the entities of the API on a page)', () => {
  it('reads the offices entity as name, address and phone, leaving out nameless items', () => {
    expect(
      officesOf([
        { id: 1, values: { name: 'Gent', address: 'Korenmarkt 12', phone: '+32 9 123 45 67' } },
        { id: 2, values: { address: 'nowhere' } },
        { id: 3, values: { name: ' Brussel ', phone: 42 } },
      ]),
    ).toEqual([
      { id: 1, name: 'Gent', address: 'Korenmarkt 12', phone: '+32 9 123 45 67' },
      { id: 3, name: 'Brussel', address: '', phone: '' },
    ]);
  });

  it('loads them when the page opens, and shows none when the API fails', async () => {
    const ok = fork({
      handlers: [[getOfficesFx, async () => [{ id: 1, values: { name: 'Gent' } }]]],
    });
    await allSettled(aboutPageOpened, { scope: ok });
    expect(ok.getState($offices)).toHaveLength(1);
    const down = fork({
      handlers: [
        [
          getOfficesFx,
          async () => {
            throw new NetworkError('API down');
          },
        ],
      ],
    });
    await allSettled(aboutPageOpened, { scope: down });
    expect(down.getState($offices)).toEqual([]);
  });
});
