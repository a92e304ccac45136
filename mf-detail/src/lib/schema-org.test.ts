import { demoEstate, DEMO_ESTATE, TRANSACTIONS } from 'shared/testing/estates';
import { availabilityOf } from './schema-org';

const withTransaction = (transaction: typeof TRANSACTIONS.SOLD) => {
  const estate = demoEstate(DEMO_ESTATE.houseForSale);
  estate.general.transaction = transaction;
  return estate;
};

describe('availabilityOf', () => {
  it.each([
    ['FOR_SALE', 'https://schema.org/InStock'],
    ['TO_RENT', 'https://schema.org/InStock'],
    ['TAKE_OVER', 'https://schema.org/InStock'],
    ['FOR_SALE_OPTION', 'https://schema.org/LimitedAvailability'],
    ['RENT_OPTION', 'https://schema.org/LimitedAvailability'],
    ['SOLD', 'https://schema.org/SoldOut'],
    ['RENTED', 'https://schema.org/SoldOut'],
  ] as const)('gives an estate %s the availability %s', (transaction, availability) => {
    expect(availabilityOf(withTransaction(TRANSACTIONS[transaction]))).toBe(availability);
  });
});
