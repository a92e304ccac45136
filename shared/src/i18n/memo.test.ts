import type { TFunction } from 'i18next';
import { textCatalogue } from './catalogue';
import { memoizedT } from './memo';

const texts = {
  nl: { hello: 'Hallo {{name}}', nights_one: '{{count}} nacht', nights_other: '{{count}} nachten' },
  fr: { hello: 'Bonjour {{name}}', nights_one: '{{count}} nuit', nights_other: '{{count}} nuits' },
  en: {
    hello: 'Hello {{name}}',
    nights_one: '{{count}} night',
    nights_other: '{{count}} nights',
    card: { title: 'A card' },
  },
  de: { hello: 'Hallo {{name}}' },
};

/** A fixed translate function of the catalogue in `lang`, with a count of the calls it answered. */
function counted(lang: 'nl' | 'fr' | 'en' | 'de' = 'en') {
  const fixed = textCatalogue('greetings', texts).getFixedT(lang, 'greetings');
  const calls = { count: 0 };
  const t = ((...args: unknown[]) => {
    calls.count += 1;
    return (fixed as unknown as (...a: unknown[]) => unknown)(...args);
  }) as unknown as TFunction;
  return { t: Object.assign(t, fixed) as TFunction, calls };
}

describe('memoizedT', () => {
  it('answers a call made before with the text it gave, without asking i18next again', () => {
    const { t, calls } = counted();
    const memo = memoizedT(t);
    expect(memo('hello', { name: 'Anne' })).toBe('Hello Anne');
    expect(memo('hello', { name: 'Anne' })).toBe('Hello Anne');
    expect(memo('card.title')).toBe('A card');
    expect(memo('card.title')).toBe('A card');
    expect(calls.count).toBe(2);
  });

  it('keeps each key and each set of options apart, a number apart from the same text', () => {
    const { t } = counted();
    const memo = memoizedT(t);
    expect(memo('nights', { count: 1 })).toBe('1 night');
    expect(memo('nights', { count: 2 })).toBe('2 nights');
    expect(memo('hello', { name: 'Anne' })).toBe('Hello Anne');
    expect(memo('hello', { name: 'Bob' })).toBe('Hello Bob');
    // A language given with the call is part of it.
    expect(memo('hello', { name: 'Anne', lng: 'fr' })).toBe('Bonjour Anne');
    // 1 and '1' are different options: i18next pluralises only the number.
    expect(memo('nights', { count: '1' as unknown as number })).not.toBe(
      memo('nights', { count: 1 }),
    );
    // A default value as the second argument.
    expect(memo('missing', 'Not there')).toBe('Not there');
    expect(memo('missing', 'Gone')).toBe('Gone');
  });

  it('always asks i18next for a list of keys, an option that is an object or a function, or a third argument', () => {
    const { t, calls } = counted();
    const memo = memoizedT(t);
    const call = memo as unknown as (...args: unknown[]) => unknown;
    for (let i = 0; i < 2; i += 1) {
      expect(call(['nope', 'hello'], { name: 'Anne' })).toBe('Hello Anne');
      expect(call('hello', { name: { toString: () => 'Anne' } })).toBe('Hello Anne');
      expect(call('hello', { name: 'Anne', extra: () => 'x' })).toBe('Hello Anne');
      expect(call('hello', 'Default', { name: 'Anne' })).toBe('Hello Anne');
    }
    expect(calls.count).toBe(8);
  });

  it('keeps no text that is not a string', () => {
    const { t, calls } = counted();
    const memo = memoizedT(t);
    const call = memo as unknown as (...args: unknown[]) => unknown;
    expect(call('card', { returnObjects: true })).toEqual({ title: 'A card' });
    expect(call('card', { returnObjects: true })).toEqual({ title: 'A card' });
    expect(calls.count).toBe(2);
  });

  it('keeps the language and namespace of a fixed function', () => {
    const { t } = counted('fr');
    const memo = memoizedT(t) as TFunction & { lng?: string; ns?: string };
    expect(memo.lng).toBe('fr');
    expect(memo.ns).toBe('greetings');
    expect(memo('hello', { name: 'Anne' })).toBe('Bonjour Anne');
  });

  it('forgets its texts past two thousand, and still answers right', () => {
    const { t, calls } = counted();
    const memo = memoizedT(t);
    expect(memo('hello', { name: 'first' })).toBe('Hello first');
    for (let i = 0; i < 2000; i += 1) memo('hello', { name: String(i) });
    const before = calls.count;
    expect(memo('hello', { name: 'first' })).toBe('Hello first');
    expect(calls.count).toBe(before + 1);
  });
});
