/** Every URL of the app, in one place. */
export const paths = {
  home: '/',
  auth: '/auth',
  authCallback: '/auth/callback',
  beta: '/beta',
  onboarding: '/onboarding',
  connections: '/connections',
  reveal: '/reveal',
  /** 'Sharpen your profile' (issue 33): the follow-up statements after the assessment. */
  sharpen: '/sharpen',
  simulation: '/simulation',
  handoff: '/handoff',
  connectChat: '/connect-chat',
  /** The member's home after the journey (issue 41 item 7): /done opens Introductions; each section has its own address. */
  done: '/done',
  doneIntroductions: '/done/introductions',
  doneMaya: '/done/maya',
  doneProfile: '/done/profile',
  doneSettings: '/done/settings',
  waitlist: '/waitlist',
  privacyPolicy: '/privacypolicy',
  mobileChat: '/mobile-chat',
  dashboard: '/dashboard',
  /** The embedded messaging app (issue 32): only with the built-in sign-in provider. */
  devMessenger: '/dev/messenger',
  /** A date plan a member shared with a friend (issue 42 item 4): public, by its token. */
  sharedPlan: '/plan/:token',
  /** The moderation console (issue 42 item 3, ADR 055): moderators and admins only, by their verified e-mail. */
  admin: '/admin',
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
  // 'Sharpen your profile' (issue 33)
  followUp: '/api/profile/follow-up',
  followUpAnswers: '/api/profile/follow-up/answers',
  followUpStop: '/api/profile/follow-up/stop',
  // connections (served by the simulation routes)
  findMatch: '/api/simulation/match',
  simulateConversation: '/api/simulation/conversation',
  // companion (issue 14): Maya learns; facts are /api/mobile-chat/companion/facts/:id
  companionInteractions: '/api/mobile-chat/companion/interactions',
  companionFeedback: '/api/mobile-chat/companion/feedback',
  companionKnowledge: '/api/mobile-chat/companion/knowledge',
  companionFacts: '/api/mobile-chat/companion/facts',
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
  agentPreferences: '/api/agent/preferences',
  cities: (q: string) => `/api/cities?q=${encodeURIComponent(q)}`,
  // the agent network's shortlist (issue 31)
  agentShortlist: '/api/agent/shortlist',
  proposalDecision: (id: string) => `/api/agent/proposals/${encodeURIComponent(id)}/decision`,
  proposalBlock: (id: string) => `/api/agent/proposals/${encodeURIComponent(id)}/block`,
  proposalReport: (id: string) => `/api/agent/proposals/${encodeURIComponent(id)}/report`,
  // the morning-after check-ins of the person's dates (issue 41)
  checkIns: '/api/check-ins',
  checkInAnswers: (id: string) => `/api/check-ins/${encodeURIComponent(id)}/answers`,
  // Maya in the messaging app (issue 32): the person's chats, and the embedded dev chat
  messengerConnections: '/api/messenger/connections',
  messengerPreferred: '/api/messenger/preferred',
  messengerDisconnect: '/api/messenger/disconnect',
  devMessenger: '/api/dev/messenger',
  devMessengerConnect: '/api/dev/messenger/connect',
  devMessengerMessages: '/api/dev/messenger/messages',
  devMessengerButtons: '/api/dev/messenger/buttons',
  // a date plan shared with a friend (issue 42 item 4), public
  sharedPlan: (token: string) => `/api/shared-plans/${encodeURIComponent(token)}`,
  // mobile chat (desktop)
  mobileChatLinks: '/api/mobile-chat/links',
  mobileChatSessions: '/api/mobile-chat/sessions',
  mobileChatEnd: (id: string) => `/api/mobile-chat/sessions/${encodeURIComponent(id)}/end`,
  // mobile chat (phone)
  mobileChatSession: '/api/mobile-chat/session',
  mobileChatMessages: '/api/mobile-chat/messages',
  mobileChatVoice: '/api/mobile-chat/voice',
  mobileChatSpeech: '/api/mobile-chat/speech',
  // telemetry (any page) and the status page
  analyticsTrack: '/api/analytics/track',
  metrics: '/api/metrics',
  dashboard: '/api/dashboard',
  // monitoring: the person's own security events (GET), the browser monitor's anomalies (POST)
  securityEvents: '/api/security/events',
  // privacy ('Your Rights' on /privacypolicy)
  privacyAccount: '/api/privacy/account',
  privacyExport: '/api/privacy/export',
  deleteAccount: '/api/privacy/delete-account',
  // the moderation console (issue 42 item 3, ADR 055)
  adminMe: '/api/admin/me',
  adminQueue: '/api/admin/queue',
  adminActions: '/api/admin/actions',
  adminAudit: '/api/admin/audit',
  adminOverview: '/api/admin/overview',
  adminWaitlist: '/api/admin/waitlist',
  adminApprove: '/api/admin/approve',
  adminDecline: '/api/admin/decline',
} as const;
