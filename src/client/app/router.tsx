import { createBrowserRouter } from 'react-router';
import { RouteError } from '@client/components/errors/route-error';
import { FullScreenSpinner } from '@client/components/ui/full-screen-spinner';
import { paths } from '@client/config/paths';
import { RootLayout } from './root-layout';

/** Thin, lazy routes: each screen's code loads when it is first visited. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenSpinner />,
    children: [
      { path: paths.home, lazy: () => import('@client/routes/landing') },
      { path: paths.auth, lazy: () => import('@client/routes/auth') },
      { path: paths.authCallback, lazy: () => import('@client/routes/auth-callback') },
      { path: paths.beta, lazy: () => import('@client/routes/beta') },
      { path: paths.onboarding, lazy: () => import('@client/routes/onboarding') },
      { path: paths.connections, lazy: () => import('@client/routes/connections') },
      { path: paths.reveal, lazy: () => import('@client/routes/reveal') },
      { path: paths.sharpen, lazy: () => import('@client/routes/sharpen') },
      { path: paths.simulation, lazy: () => import('@client/routes/simulation') },
      { path: paths.handoff, lazy: () => import('@client/routes/handoff') },
      { path: paths.connectChat, lazy: () => import('@client/routes/connect-chat') },
      {
        // The member's home: one screen whose sections are its children (PageTransition keeps it mounted between them).
        path: paths.done,
        lazy: () => import('@client/routes/done'),
        children: [
          { index: true, lazy: () => import('@client/routes/done-introductions') },
          { path: paths.doneIntroductions, lazy: () => import('@client/routes/done-introductions') },
          { path: paths.doneMaya, lazy: () => import('@client/routes/done-maya') },
          { path: paths.doneProfile, lazy: () => import('@client/routes/done-profile') },
          { path: paths.doneSettings, lazy: () => import('@client/routes/done-settings') },
        ],
      },
      { path: paths.waitlist, lazy: () => import('@client/routes/waitlist') },
      { path: paths.privacyPolicy, lazy: () => import('@client/routes/privacy-policy') },
      { path: paths.mobileChat, lazy: () => import('@client/routes/mobile-chat') },
      { path: paths.dashboard, lazy: () => import('@client/routes/dashboard') },
      { path: paths.devMessenger, lazy: () => import('@client/routes/dev-messenger') },
      { path: paths.sharedPlan, lazy: () => import('@client/routes/shared-plan') },
      { path: paths.admin, lazy: () => import('@client/routes/admin') },
      { path: '*', lazy: () => import('@client/routes/not-found') },
    ],
  },
]);
