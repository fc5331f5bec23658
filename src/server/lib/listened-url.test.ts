import { describe, expect, it } from 'vitest';
import { listenedUrl, runningMessage } from './listened-url';

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
