import { isPrintView, printViewPath, qrIsFor } from './print-view';

describe('the print view', () => {
  it('is the canonical path with ?print', () => {
    expect(printViewPath('/nl/aanbod/12/huis')).toBe('/nl/aanbod/12/huis?print');
    expect(isPrintView('?print')).toBe(true);
    expect(isPrintView('print=1&x=2')).toBe(true);
    expect(isPrintView('?printed')).toBe(false);
    expect(isPrintView('')).toBe(false);
  });

  it('knows whether a QR code was made for this very page', () => {
    expect(qrIsFor('https://a.be/nl/aanbod/12/huis', '/nl/aanbod/12/huis')).toBe(true);
    expect(qrIsFor('https://a.be/nl/aanbod/13/huis', '/nl/aanbod/12/huis')).toBe(false);
    expect(qrIsFor('https://a.be/fr/offre/12/maison', '/nl/aanbod/12/huis')).toBe(false);
    expect(qrIsFor(null, '/nl/aanbod/12/huis')).toBe(false);
    expect(qrIsFor('not a url', '/nl/aanbod/12/huis')).toBe(false);
  });
});
