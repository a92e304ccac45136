import { makePeriods } from 'shared/testing/rentals';
import { freeArrivals, heldNights, periodTypesOf, priceSummary } from './periods';

const periods = makePeriods(501, '2027-03-05');

describe('availability of a unit', () => {
  it('marks the nights of booked and optioned periods', () => {
    const { booked, option } = heldNights(periods);
    expect(booked.has('2027-03-12')).toBe(true);
    expect(booked.has('2027-03-18')).toBe(true);
    expect(booked.has('2027-03-19')).toBe(false);
    expect(option.has('2027-03-19')).toBe(true);
    expect(option.has('2027-03-12')).toBe(false);
  });

  it('gives the free arrivals of one period type', () => {
    expect([...freeArrivals(periods, 'WEEK').keys()]).toEqual(['2027-03-05', '2027-03-26']);
    expect([...freeArrivals(periods, 'MIDWEEK').keys()]).toEqual(['2027-03-08', '2027-03-29']);
    expect(periodTypesOf(periods)).toEqual(['WEEK', 'MIDWEEK', 'WEEKEND']);
  });

  it('sums rent, cleaning and energy per night, the deposit apart (euro)', () => {
    const week = periods.find((p) => p.type === 'WEEK' && p.start === '2027-03-05')!;
    expect(priceSummary(week, { deposit: 400, cleaning: 105, energyPerNight: 10.5 })).toEqual({
      nights: 7,
      rent: 700,
      cleaning: 105,
      energy: 73.5,
      total: 878.5,
      deposit: 400,
    });
  });
});
