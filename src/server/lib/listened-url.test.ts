import { describe, expect, it } from 'vitest';
import { listenedUrl, localUrl, runningMessage } from './listened-url';

describe('listenedUrl', () => {
  it('names the bound address and port', () => {
    expect(listenedUrl({ address: '127.0.0.1', family: 'IPv4', port: 4321 })).toBe('http://127.0.0.1:4321');
    expect(listenedUrl({ address: '::1', family: 'IPv6', port: 4321 })).toBe('http://[::1]:4321');
  });

  it('reads every interface as localhost', () => {
    expect(listenedUrl({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe('http://localhost:3000');
    expect(listenedUrl({ address: '::', family: 'IPv6', port: 3000 })).toBe('http://localhost:3000');
  });
});

describe('runningMessage', () => {
  it('adds the public origin only when it is not the address listened on', () => {
    expect(runningMessage('http://localhost:3000', 'http://localhost:3000/', 'database: pglite')).toBe(
      'Maya is running at http://localhost:3000 (database: pglite)',
    );
    expect(runningMessage('http://localhost:4000', 'https://maya.example', 'database: pglite')).toBe(
      'Maya is running at http://localhost:4000 (database: pglite, reached at https://maya.example)',
    );
  });
});

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
