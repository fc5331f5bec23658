/** The page's path for telemetry: no query string or fragment (they may carry tokens), at most 200 characters. */
export const currentPath = () => window.location.pathname.slice(0, 200);
