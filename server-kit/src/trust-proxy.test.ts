/**
 * @jest-environment node
 */
import { trustProxyFrom } from './trust-proxy';

describe('trustProxyFrom', () => {
  it('keeps the default when unset or blank', () => {
    expect(trustProxyFrom(undefined, 'loopback')).toBe('loopback');
    expect(trustProxyFrom('  ', 'loopback')).toBe('loopback');
  });

  it('reads all or none, a hop count, and a list of addresses and ranges', () => {
    expect(trustProxyFrom('TRUE', 'loopback')).toBe(true);
    expect(trustProxyFrom('false', 'loopback')).toBe(false);
    expect(trustProxyFrom('2', 'loopback')).toBe(2);
    expect(trustProxyFrom(' 10.0.0.0/8 , 192.0.2.7,,loopback ', 'loopback')).toBe(
      '10.0.0.0/8,192.0.2.7,loopback',
    );
  });
});
