import type { AddressInfo } from 'node:net';

/**
 * The URL a tool on this machine reaches a listening server at: its real port (PORT=0 picks one)
 * and, when it listens on every interface, the loopback address of the same family.
 */
export function localUrl({ address, family, port }: AddressInfo): string {
  const ipv6 = family === 'IPv6' || address.includes(':');
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return `http://${ipv6 ? `[${host}]` : host}:${port}`;
}
