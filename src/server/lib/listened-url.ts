import type { AddressInfo } from 'node:net';

const ANY_HOST = new Set(['0.0.0.0', '::']);

/**
 * The URL of the socket the server is listening on, for the start log: `PUBLIC_URL` is where people
 * reach Maya (possibly through a proxy) and says nothing of the port actually bound (`PORT=0`, or a
 * `PORT` without a matching `PUBLIC_URL`). Listening on every interface reads as localhost.
 */
export function listenedUrl({ address, family, port }: AddressInfo): string {
  if (ANY_HOST.has(address)) return `http://localhost:${port}`;
  return family === 'IPv6' ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

/** The start log's line: the address listened on, and the public origin when it is another. */
export function runningMessage(listened: string, publicUrl: string, details: string): string {
  const publicOrigin = new URL(publicUrl).origin;
  const reach = publicOrigin === new URL(listened).origin ? '' : `, reached at ${publicOrigin}`;
  return `Maya is running at ${listened} (${details}${reach})`;
}

/**
 * The URL a tool on this machine (the admin command, through the PGlite lock) reaches a listening server at: its real port (PORT=0 picks one)
 * and, when it listens on every interface, the loopback address of the same family.
 */
export function localUrl({ address, family, port }: AddressInfo): string {
  const ipv6 = family === 'IPv6' || address.includes(':');
  const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '::1' : address;
  return `http://${ipv6 ? `[${host}]` : host}:${port}`;
}
