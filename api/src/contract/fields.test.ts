import { LOCALES } from 'shared/domain';
import de from './locales/de.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import nl from './locales/nl.json';
import {
  formErrorText,
  isFormErrorCode,
  isLikelyBot,
  isPhoneNumber,
  waitText,
  type FormErrorCode,
} from './index';

describe('isPhoneNumber', () => {
  it.each([
    '09 123 45 67',
    '0470 12 34 56',
    '0470/12.34.56',
    '+32 470 12 34 56',
    '+32 (0)9 123 45 67'.replace('(0)', ''),
    '0044 20 7946 0958',
    '+1 415-555-0100',
  ])('accepts %s', (phone) => expect(isPhoneNumber(phone)).toBe(true));

  it.each(['12345', '0012', '+0 470 12 34 56', 'call me', '04701234567890'])(
    'refuses %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );
});

describe('formErrorText', () => {
  const codes: FormErrorCode[] = [
    'required',
    'tooLong',
    'email',
    'phone',
    'consent',
    'agreement',
    'number',
    'priceOrder',
    'tooMany',
    'invalid',
    'rateLimited',
  ];

  it.each(LOCALES.map((l) => [l]))('has a distinct text for every code in %s', (locale) => {
    const texts = codes.map((code) => formErrorText(code, locale, { max: 5 }));
    expect(new Set(texts).size).toBe(codes.length);
    expect(texts.every((text) => text.length > 5 && !text.includes('{'))).toBe(true);
  });

  it('has the same codes in the four languages, each a code the forms report', () => {
    const keys = (texts: object) => Object.keys(texts).sort();
    for (const texts of [nl, fr, de]) expect(keys(texts)).toEqual(keys(en));
    for (const code of keys(en).filter((key) => key !== 'someMinutes'))
      expect(isFormErrorCode(code)).toBe(true);
  });

  it("gives a library's own message the 'invalid' text", () => {
    expect(formErrorText('Invalid input', 'en')).toBe('This value is not valid.');
  });
});

describe('isLikelyBot', () => {
  it('catches a filled-in honeypot', () => {
    expect(isLikelyBot({ website: 'http://spam.example' })).toBe(true);
    expect(isLikelyBot({ website: 0 })).toBe(true);
  });

  it('lets a person through, whatever the browser says of its fill time', () => {
    expect(isLikelyBot({ website: '' })).toBe(false);
    expect(isLikelyBot({})).toBe(false);
    expect(isLikelyBot({ website: null, formToken: 'x' } as { website: null })).toBe(false);
  });
});

describe('the rate limit text', () => {
  it('says how long to wait, from the seconds of Retry-After, in each language', () => {
    expect(LOCALES.map((locale) => waitText(3600, locale))).toEqual([
      '60 minuten',
      '60 minutes',
      '60 minutes',
      '60 Minuten',
    ]);
    expect(LOCALES.map((locale) => waitText(60, locale))).toEqual([
      '1 minuut',
      '1 minute',
      '1 minute',
      '1 Minute',
    ]);
    expect(waitText(0, 'en')).toBe('1 minute');
    expect(waitText(61, 'en')).toBe('2 minutes');
    expect(waitText(7140, 'en')).toBe('119 minutes');
    expect(waitText(7199, 'en')).toBe('2 hours');
    // (French writes a no-break space before the unit: compared as a space here.)
    expect(LOCALES.map((locale) => waitText(7201, locale).replace(/\s/g, ' '))).toEqual([
      '3 uur',
      '3 heures',
      '3 hours',
      '3 Stunden',
    ]);
    expect(formErrorText('rateLimited', 'en', { retryAfter: 3600 })).toBe(
      'You have sent this form too often. Please try again in 60 minutes.',
    );
    expect(formErrorText('rateLimited', 'nl', { retryAfter: 600 })).toBe(
      'U hebt dit formulier te vaak verstuurd. Probeer het over 10 minuten opnieuw.',
    );
    expect(formErrorText('rateLimited', 'de')).toBe(
      'Sie haben dieses Formular zu oft gesendet. Bitte versuchen Sie es in einigen Minuten erneut.',
    );
  });
});

describe('zod without eval', () => {
  it('is configured jitless by the form rules, as the site’s CSP allows no eval', async () => {
    const { globalConfig } = await import('zod/v4/core');
    expect(globalConfig.jitless).toBe(true);
  });
});
