/**
 * Whether a raw request URL names the API however it is spelled: percent-encoded (`/%61pi/`),
 * upper case or with doubled slashes. Only for choosing a JSON 404 over the SPA page; the request
 * checks are bound to the API routes themselves, never to this test.
 */
export function isApiPath(url: string): boolean {
  const raw = url.split(/[?#]/, 1)[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = raw;
  }
  const normal = path.replace(/\/{2,}/g, '/').toLowerCase();
  return normal === '/api' || normal.startsWith('/api/');
}

/** The path of a raw request URL, without query or fragment, cut to a loggable length. */
export function pathOf(url: string, max = 200): string {
  return (url.split(/[?#]/, 1)[0] ?? '').slice(0, max);
}
