import { textCatalogue } from './catalogue';

const texts = {
  nl: { hello: 'Hallo {{name}}', nights_one: '{{count}} nacht', nights_other: '{{count}} nachten' },
  fr: { hello: 'Bonjour {{name}}', nights_one: '{{count}} nuit', nights_other: '{{count}} nuits' },
  en: { hello: 'Hello {{name}}', nights_one: '{{count}} night', nights_other: '{{count}} nights' },
  de: { hello: 'Hallo {{name}}' },
};

describe('textCatalogue', () => {
  it('is ready when made, and answers in the language asked for each call', () => {
    const catalogue = textCatalogue('greetings', texts);
    expect(catalogue.t('hello', { lng: 'fr', name: 'Anne' })).toBe('Bonjour Anne');
    expect(catalogue.getFixedT('en')('hello', { name: 'Anne' })).toBe('Hello Anne');
    // Plural forms of each language (French takes the singular for 0).
    expect(catalogue.t('nights', { lng: 'fr', count: 0 })).toBe('0 nuit');
    expect(catalogue.t('nights', { lng: 'nl', count: 0 })).toBe('0 nachten');
  });

  it('escapes nothing, falls back to no other language and gives a missing key as it is', () => {
    const catalogue = textCatalogue('greetings', texts);
    expect(catalogue.t('hello', { lng: 'nl', name: '<b>&' })).toBe('Hallo <b>&');
    expect(catalogue.t('nights', { lng: 'de', count: 2 })).toBe('nights');
  });

  it('keeps each catalogue apart', () => {
    const first = textCatalogue('a', texts);
    const second = textCatalogue('b', { ...texts, en: { hello: 'Hi {{name}}' } });
    expect(first.t('hello', { lng: 'en', name: 'Jo' })).toBe('Hello Jo');
    expect(second.t('hello', { lng: 'en', name: 'Jo' })).toBe('Hi Jo');
  });
});
