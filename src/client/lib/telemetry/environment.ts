/**
 * The spec's analytics properties (§7.3): timestamp, user agent, screen resolution, viewport,
 * theme, platform. Maya has one dark look; the theme preference defaults to 'system' (§3).
 */
export function analyticsEnvironment(now = new Date()) {
  const data = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData;
  return {
    timestamp: now.toISOString(),
    userAgent: navigator.userAgent.slice(0, 500),
    screenResolution: `${Math.round(screen.width)}x${Math.round(screen.height)}`,
    viewport: `${Math.round(window.innerWidth)}x${Math.round(window.innerHeight)}`,
    theme: 'system' as const,
    platform: (data?.platform || navigator.platform || 'unknown').slice(0, 100),
  };
}
