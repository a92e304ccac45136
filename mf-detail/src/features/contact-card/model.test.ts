import { allSettled, fork } from 'effector';
import type { ContactInfo } from 'shared/domain';
import { buildEstate } from '../../lib/test-estates';
import { $contactInfo, contactEstateShown, getContactInfoFx } from './model';

const rep = (lastname: string): ContactInfo => ({
  firstname: 'Sofie',
  lastname,
  phone: '+32 9 123 45 67',
  mobile: null,
  email: null,
  picture: null,
});

describe('contact card model (SPEC §7 GET /estates/{id}/contact-info)', () => {
  it('fetches the contact of the shown estate once, and forgets it for another estate', async () => {
    const asked: string[] = [];
    const scope = fork({
      handlers: [
        [
          getContactInfoFx,
          async ({ id }: { id: string }) => {
            asked.push(id);
            return id === '12' ? rep('Claes') : null;
          },
        ],
      ],
    });
    const house = buildEstate('12');
    await allSettled(contactEstateShown, { scope, params: { estate: house, locale: 'nl' } });
    expect(scope.getState($contactInfo)).toEqual(rep('Claes'));
    await allSettled(contactEstateShown, { scope, params: { estate: house, locale: 'fr' } });
    expect(asked).toEqual(['12']);

    await allSettled(contactEstateShown, { scope, params: null });
    expect(scope.getState($contactInfo)).toBeNull();
    await allSettled(contactEstateShown, {
      scope,
      params: { estate: buildEstate('13'), locale: 'nl' },
    });
    expect(asked).toEqual(['12', '13']);
    expect(scope.getState($contactInfo)).toBeNull();
  });

  it('drops a late answer for an estate no longer shown', async () => {
    const pending: Record<string, (c: ContactInfo) => void> = {};
    const scope = fork({
      handlers: [
        [
          getContactInfoFx,
          ({ id }: { id: string }) => new Promise<ContactInfo>((r) => (pending[id] = r)),
        ],
      ],
    });
    const first = allSettled(contactEstateShown, {
      scope,
      params: { estate: buildEstate('12'), locale: 'nl' },
    });
    const second = allSettled(contactEstateShown, {
      scope,
      params: { estate: buildEstate('13'), locale: 'nl' },
    });
    await Promise.resolve();
    pending['13']?.(rep('Peeters'));
    pending['12']?.(rep('Claes'));
    await Promise.all([first, second]);
    expect(scope.getState($contactInfo)).toEqual(rep('Peeters'));
  });
});
