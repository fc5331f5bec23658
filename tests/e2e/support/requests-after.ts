import type { Page } from 'playwright-core';

/**
 * The API paths the page asks for after the server answered `trigger` (e.g. '/api/auth/signout').
 * Once a session has ended only the session itself may be read: anything else goes out with the
 * ended session (a 401), e.g. from a screen that bounced back to a signed-in page.
 */
export function apiRequestsAfter(page: Page, trigger: string): string[] {
  const paths: string[] = [];
  let answered = false;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === trigger) answered = true;
  });
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (answered && pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

/** What `apiRequestsAfter` saw, less the session reads a signed-out visitor makes anyway. */
export const readsBeyondSession = (paths: string[]) => paths.filter((path) => path !== '/api/auth/session');
