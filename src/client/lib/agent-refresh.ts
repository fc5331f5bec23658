/**
 * How often an open home re-reads what the agents do (the shortlist and the agent's counts);
 * TanStack Query pauses it while the tab is hidden.
 */
export const AGENT_REFRESH_MS = 10_000;
