import { applyPageMeta, setSiteName } from './index';

const head = (selector: string) => document.head.querySelector(selector);

describe('applyPageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    setSiteName('Immo Test');
  });

  it('sets the title with the site name, the description, canonical and hreflang links', () => {
    applyPageMeta({
      title: 'Houses for sale in Gent',
      description: 'Our houses for sale in Gent.',
      canonical: '/en/offer?trans=kopen',
      alternates: { nl: '/nl/aanbod?trans=kopen', fr: '/fr/offre?trans=kopen' },
    });
    expect(document.title).toBe('Houses for sale in Gent | Immo Test');
    expect(head('meta[name="description"]')).toHaveAttribute(
      'content',
      'Our houses for sale in Gent.',
    );
    expect(head('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/en/offer?trans=kopen`,
    );
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(2);
    expect(head('meta[name="robots"]')).toBeNull();
  });

  it('marks a not-found page noindex and leaves nothing of the page before it', () => {
    applyPageMeta({ title: 'Villa', description: 'A villa.', canonical: '/en/offer/1/villa' });
    applyPageMeta({ title: 'Page not found', noindex: true });
    expect(document.title).toBe('Page not found | Immo Test');
    expect(head('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(head('meta[name="description"]')).toBeNull();
    // The next page is indexable again.
    applyPageMeta({ title: 'Our offer', canonical: '/en/offer' });
    expect(head('meta[name="robots"]')).toBeNull();
  });
});
