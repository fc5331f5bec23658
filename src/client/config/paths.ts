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

export const apiPaths = {
  signIn: '/api/auth/signin',
  callback: '/api/auth/callback',
  session: '/api/auth/session',
  refresh: '/api/auth/refresh',
  signOut: '/api/auth/signout',
  flow: '/api/flow',
} as const;
