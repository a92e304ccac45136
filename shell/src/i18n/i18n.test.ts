import i18next from 'i18next';
import { initI18n } from './i18n';

describe('initI18n (the texts travel in the page)', () => {
  it("takes the shell's texts a server render used instead of loading them again", async () => {
    await initI18n('de', { shell: { brand: 'Immo vom Server' }, search: { title: 'Suche' } });
    expect(i18next.t('shell:brand', { lng: 'de' })).toBe('Immo vom Server');
    expect(i18next.t('search:title', { lng: 'de' })).toBe('Suche');
  });

  it("loads the shell's texts of a language the page did not carry", async () => {
    await initI18n('fr');
    expect(i18next.hasResourceBundle('fr', 'shell')).toBe(true);
    expect(i18next.t('shell:brand', { lng: 'fr' })).not.toBe('brand');
  });
});
