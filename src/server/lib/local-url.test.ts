import { describe, expect, it } from 'vitest';
import { localUrl } from './local-url';

describe('the URL a tool on this machine reaches the server at', () => {
  it('uses loopback for a server on every interface, and the port actually listened on', () => {
    expect(localUrl({ address: '0.0.0.0', family: 'IPv4', port: 41234 })).toBe('http://127.0.0.1:41234');
    expect(localUrl({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://[::1]:3000');
  });

  it('keeps a specific address, bracketing IPv6', () => {
    expect(localUrl({ address: '192.168.1.20', family: 'IPv4', port: 3000 })).toBe('http://192.168.1.20:3000');
    expect(localUrl({ address: 'fe80::1', family: 'IPv6', port: 3000 })).toBe('http://[fe80::1]:3000');
  });
});
