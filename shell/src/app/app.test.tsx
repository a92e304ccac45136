import { preferredLocale } from './app';

jest.mock('../mf/remotes', () => ({ remotePage: jest.fn(), registerConfiguredRemotes: jest.fn() }));

describe('preferredLocale', () => {
  it('picks the first of the browser languages the site has', () => {
    expect(preferredLocale(['de-DE', 'en'])).toBe('de');
    expect(preferredLocale(['es-ES', 'fr-BE', 'nl'])).toBe('fr');
    expect(preferredLocale(['EN-gb'])).toBe('en');
  });

  it('falls back to Dutch when none matches', () => {
    expect(preferredLocale(['es', 'it'])).toBe('nl');
    expect(preferredLocale([])).toBe('nl');
  });
});
