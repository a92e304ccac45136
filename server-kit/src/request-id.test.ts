/**
 * @jest-environment node
 */
import { trustedPeers } from './request-id';
describe('trustedPeers with ranges', () => {
  it('trusts the CIDR ranges and addresses of the setting besides loopback, and no one else', () => {
    const trusted = trustedPeers('10.0.0.0/8,192.0.2.7');
    expect(trusted('10.20.30.40')).toBe(true);
    expect(trusted('::ffff:10.1.2.3')).toBe(true);
    expect(trusted('192.0.2.7')).toBe(true);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::1')).toBe(true);
    expect(trusted('192.0.2.8')).toBe(false);
    expect(trusted('11.0.0.1')).toBe(false);
    expect(trusted(undefined)).toBe(false);
  });

  it('adds no peer for a hop count or true, and refuses a setting that is no address', () => {
    expect(trustedPeers(true)('203.0.113.1')).toBe(false);
    expect(trustedPeers(2)('203.0.113.1')).toBe(false);
    expect(() => trustedPeers('not-an-address')).toThrow();
  });
});
