/** Every URL of the app, in one place. */
export const paths = {
  home: '/',
  auth: '/auth',
  authCallback: '/auth/callback',
  beta: '/beta',
  onboarding: '/onboarding',
  connections: '/connections',
  reveal: '/reveal',
  simulation: '/simulation',
  handoff: '/handoff',
  connectChat: '/connect-chat',
  done: '/done',
  waitlist: '/waitlist',
  privacyPolicy: '/privacypolicy',
  mobileChat: '/mobile-chat',
  dashboard: '/dashboard',
} as const;

/** 'Retake assessment': /onboarding starting a new assessment, even with results already stored. */
export const retakeAssessmentPath = `${paths.onboarding}?retake=1`;

/**
 * Every API path the client calls (spec §7.1 fixes them). The server's route folders
 * (src/server/routes/api/<feature>) mirror the client features named here.
 * NOTE: the landing island imports this file: keep it plain strings (no schemas, no zod).
 */
export const apiPaths = {
  // auth
  signIn: '/api/auth/signin',
  callback: '/api/auth/callback',
  session: '/api/auth/session',
  refresh: '/api/auth/refresh',
  signOut: '/api/auth/signout',
  // flow
  flow: '/api/flow',
  flowComplete: '/api/flow/complete',
  // assessment
  assessment: '/api/assessment',
  assessmentStart: '/api/assessment/start',
  assessmentResponses: '/api/assessment/responses',
  assessmentComplete: '/api/assessment/complete',
  inviteStatus: '/api/invite/status',
  // reveal
  profile: '/api/profile',
  // connections (served by the simulation routes)
  findMatch: '/api/simulation/match',
  simulateConversation: '/api/simulation/conversation',
  // simulation: POST starts (or rejoins) the person's run; its events are read with EventSource
  simulationRuns: '/api/simulation/runs',
  simulationRunEvents: (runId: string) => `/api/simulation/runs/${encodeURIComponent(runId)}/events`,
  // handoff
  waitlist: '/api/invite/waitlist',
  handoffInit: '/api/handoff/init',
  handoffComplete: '/api/handoff/complete',
  mayaContact: '/api/handoff/contact',
  // connect-chat
  connectOptIn: '/api/connect/opt-in',
  connectStatus: '/api/connect/status',
  connectTestMessage: '/api/connect/test-message',
  // done
  automation: '/api/automation',
} as const;
