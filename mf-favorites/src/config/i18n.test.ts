import i18next from 'i18next';
import nl from '../locales/nl.json';
import fr from '../locales/fr.json';
import en from '../locales/en.json';
import de from '../locales/de.json';
import { FAVORITES_NAMESPACE, loadFavoritesTexts } from './i18n';

/** Every key path of a nested resource object, with plural suffixes folded. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other)$/, '')];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the favorites namespace', () => {
  it('has the same keys, all filled, in nl, fr, en and de', () => {
    const reference = [...new Set(keysOf(en))].sort();
    for (const bundle of [nl, fr, de]) {
      expect([...new Set(keysOf(bundle))].sort()).toEqual(reference);
    }
    for (const bundle of [nl, fr, en, de]) {
      const texts = JSON.stringify(bundle).match(/"[^"]*"/g) ?? [];
      expect(texts).not.toContain('""');
    }
  });

  it('loads favorites.title and favorites.no.estates in every language, one language at a time', async () => {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'nl', resources: {} });
    for (const lang of ['nl', 'fr', 'en', 'de'] as const) await loadFavoritesTexts(lang, instance);
    const t = (lng: string, key: string) => instance.t(key, { lng, ns: FAVORITES_NAMESPACE });
    expect(t('nl', 'favorites.title')).toBe('Favorieten');
    expect(t('fr', 'favorites.title')).toBe('Favoris');
    expect(t('en', 'favorites.title')).toBe('Favourites');
    expect(t('de', 'favorites.title')).toBe('Favoriten');
    for (const lng of ['nl', 'fr', 'en', 'de']) {
      expect(t(lng, 'favorites.no.estates')).not.toBe('favorites.no.estates');
    }
  });
});
