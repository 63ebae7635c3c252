import { clientNetwork } from './login-throttle';

describe('clientNetwork', () => {
  it('keeps an IPv4 address whole, also when Node reports it IPv4-mapped', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('names an IPv6 address by its /64, however it is written', () => {
    expect(clientNetwork('2001:db8:bbbb:2::1')).toBe('2001:db8:bbbb:2::/64');
    expect(clientNetwork('2001:0db8:bbbb:0002:ffff:1:2:3')).toBe('2001:db8:bbbb:2::/64');
    expect(clientNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientNetwork('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('passes anything else through unchanged', () => {
    expect(clientNetwork('unknown')).toBe('unknown');
  });
});
