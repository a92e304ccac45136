/** @jest-environment node */
import { makeRentalUnit } from 'shared/testing/rentals';
import { demoSite } from '../demo/content';
import { reservationAgencyMail, reservationVisitorMail, type ReservationMailInput } from './mails';

const from = { site: demoSite(), origin: 'http://localhost:3000', from: 'info@immo-zonneveld.be' };

function input(
  locale: ReservationMailInput['request']['locale'],
  party: { adults: number; children: number; pets: number },
  nights = 7,
): ReservationMailInput {
  return {
    unit: makeRentalUnit(501),
    period: { type: 'WEEK', start: '2027-03-05', end: '2027-03-12', nights, price: 700 },
    request: {
      ...party,
      name: 'An Peeters',
      email: 'an@example.be',
      phone: '0470 12 34 56',
      address: 'Kerkstraat 1, 9000 Gent',
      remarks: '',
      locale,
    },
  };
}

describe('holiday mails: counts with their plural forms', () => {
  it('names the nights and the party with the language plural rules', async () => {
    const en = await reservationVisitorMail(from, input('en', { adults: 5, children: 1, pets: 0 }));
    expect(en.text).toContain('(7 nights)');
    expect(en.text).toContain('5 adults, 1 child, 0 pets');
    expect(en.text).not.toMatch(/\(s\)|\(ren\)/);
    const fr = await reservationVisitorMail(
      from,
      input('fr', { adults: 1, children: 2, pets: 0 }, 1),
    );
    expect(fr.text).toContain('(1 nuit)');
    // French takes the singular for 0 and 1.
    expect(fr.text).toContain('1 adulte, 2 enfants, 0 animal');
    const de = await reservationVisitorMail(from, input('de', { adults: 2, children: 1, pets: 1 }));
    expect(de.text).toContain('(7 Nächte)');
    expect(de.text).toContain('2 Erwachsene, 1 Kind, 1 Haustier');
    const nl = await reservationAgencyMail(from, input('nl', { adults: 1, children: 0, pets: 2 }));
    expect(nl.text).toContain('1 volwassene, 0 kinderen, 2 huisdieren');
  });
});
