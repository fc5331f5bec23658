import { isIP } from 'node:net';

/** What Fastify's `trustProxy` gets: nothing trusted, a hop count, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for the private ranges (127/8 and ::1; 169.254/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const OFF = new Set(['', 'false', '0']);
const TRUST_ALL = new Set(['true', 'yes', 'on', 'all', '*']);
const MAX_HOPS = 20;

const INSTEAD =
  'Write the number of proxies in front of Maya (e.g. TRUST_PROXY=2) or their addresses or networks, comma ' +
  'separated (e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/8,127.0.0.1; loopback, linklocal and ' +
  'uniquelocal name the private ranges).';

/**
 * TRUST_PROXY: unset, `false` or `0` trusts no proxy (the client is the socket's peer); a number
 * N ≥ 2 trusts the last N hops; otherwise a comma-separated list of addresses, CIDR networks or
 * named ranges. "Trust every proxy" is refused, because then anyone can choose their own rate-limit
 * key by sending X-Forwarded-For. `1` is refused too: it used to mean "trust every proxy", and
 * silently turning it into one hop would change who shares a rate-limit bucket.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = (value ?? '').trim().toLowerCase();
  if (OFF.has(text)) return false;
  if (TRUST_ALL.has(text)) return { error: `TRUST_PROXY=${value} would believe every client's X-Forwarded-For and is refused. ${INSTEAD}` };
  if (text === '1') {
    return {
      error:
        `TRUST_PROXY=1 used to mean "trust every proxy" and is refused. Behind one proxy, write its address or ` +
        `network (e.g. TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=uniquelocal); behind a chain of N proxies, write N ` +
        `(2 or more).`,
    };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS
      ? hops
      : { error: `TRUST_PROXY=${value} is not a believable number of proxies (at most ${MAX_HOPS}). ${INSTEAD}` };
  }
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined || entries.length === 0) {
    return { error: `TRUST_PROXY has "${bad ?? value}", which is not a proxy address, network or hop count. ${INSTEAD}` };
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  // A /0 network is "trust everyone" in disguise.
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for a parsed TRUST_PROXY. A hop count becomes "the last N peers are
 * proxies" (Fastify itself treats a bare number as trusting nothing). NOTE: a hop count cannot
 * tell a proxy from a client that reaches the app directly; it is only safe when the app is
 * reachable through the proxies alone. An address list has no such hazard.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}
