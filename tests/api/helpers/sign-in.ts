import type { FastifyInstance, InjectOptions } from 'fastify';
import { CookieJar } from './cookie-jar';
import { ORIGIN } from './test-app';

/** The origin the app is reached at (its PUBLIC_URL), so helpers work for an https app too. */
const originOf = (app: FastifyInstance) => (app.config?.PUBLIC_URL ? new URL(app.config.PUBLIC_URL).origin : ORIGIN);

/** A browser-like client for app.inject: a cookie jar and the app's Origin header on every call. */
export function browser(app: FastifyInstance, jar = new CookieJar()) {
  const origin = originOf(app);
  const request = async (opts: InjectOptions & { url: string }) => {
    const path = opts.url.split('?')[0]!;
    const cookie = jar.header(path);
    const res = await app.inject({ ...opts, headers: { origin, ...(cookie ? { cookie } : {}), ...opts.headers } });
    jar.store(res.headers['set-cookie']);
    return res;
  };
  return { jar, request, origin };
}

export type Browser = ReturnType<typeof browser>;

/**
 * Walks the real sign-in: Maya → built-in provider's sign-in form → consent → back to the
 * callback URL. Returns the callback query the SPA would post, without posting it.
 */
export async function startSignInAtProvider(b: Browser, person: { email: string; name: string }, redirectTo?: string) {
  const start = await b.request({ method: 'POST', url: '/api/auth/signin', payload: redirectTo ? { redirect_to: redirectTo } : {} });
  if (start.statusCode !== 200) throw new Error(`signin failed: ${start.statusCode} ${start.body}`);
  let location: string = start.json().url;
  for (let hop = 0; hop < 10; hop++) {
    const url = new URL(location, b.origin);
    // A browser would leave the app here (e.g. http:// behind an https proxy): fail loudly.
    if (url.origin !== b.origin) throw new Error(`sign-in left ${b.origin} for ${url.origin}`);
    if (url.pathname === '/auth/callback') return url.search;
    const isLoginForm = /\/dev-idp\/interaction\/[^/]+$/.test(url.pathname);
    const res = await b.request({ method: 'GET', url: url.pathname + url.search });
    if (isLoginForm && res.statusCode === 200) {
      const action = /action="([^"]+)"/.exec(res.body)![1]!;
      const post = await b.request({
        method: 'POST',
        url: action,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(person).toString(),
      });
      location = post.headers.location as string;
    } else {
      if (!res.headers.location) throw new Error(`no redirect from ${url.pathname}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      location = res.headers.location as string;
    }
  }
  throw new Error('too many redirects');
}

/** Signs a person in end to end and returns the browser holding their session cookies. */
export async function signIn(app: FastifyInstance, person = { email: 'ada@example.com', name: 'Ada Lovelace' }) {
  const b = browser(app);
  const query = await startSignInAtProvider(b, person);
  const res = await b.request({ method: 'POST', url: '/api/auth/callback', payload: { query } });
  if (res.statusCode !== 200) throw new Error(`callback failed: ${res.statusCode} ${res.body}`);
  return { ...b, session: res.json() };
}
