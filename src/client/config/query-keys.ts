/**
 * Every cached read's key, in one place, so a mutation in one feature can invalidate what it
 * changes in another (features do not import one another).
 */
export const queryKeys = {
  session: ['auth', 'session'],
  flow: ['flow'],
  assessment: ['assessment'],
  inviteStatus: ['invite-status'],
  profile: ['profile'],
  followUp: ['profile', 'follow-up'],
  waitlist: ['invite', 'waitlist'],
  handoffLinks: ['handoff', 'links'],
  mayaContact: ['handoff', 'contact'],
  connectStatus: ['connect', 'status'],
  automation: ['automation'],
  agentPreferences: ['agent', 'preferences'],
  cities: ['cities'],
  shortlist: ['agent', 'shortlist'],
  checkIns: ['check-ins'],
  sharedPlan: (token: string) => ['shared-plan', token] as const,
  keptMatch: ['simulation', 'match'],
  mobileChatSessions: ['mobile-chat', 'sessions'],
  mobileChatSession: ['mobile-chat', 'session'],
  dashboard: ['dashboard'],
  ownMetrics: ['metrics', 'own'],
  securityEvents: ['security', 'events'],
  privacyAccount: ['privacy', 'account'],
  companionKnowledge: ['companion', 'knowledge'],
  messengerConnections: ['messenger', 'connections'],
  devChat: ['messenger', 'dev-chat'],
} as const;
