import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PageTransition } from '@client/components/layout/page-transition';
import { Component as Landing } from '@client/routes/landing';

/**
 * The landing page as HTML, written into index.html at build time (vite-plugins/prerender-landing).
 * Same wrapper as RootLayout, without the entry animation: the page is already there.
 */
export const renderLanding = () =>
  renderToString(
    <StaticRouter location="/">
      <PageTransition className="min-h-dvh" quality="none">
        <Landing />
      </PageTransition>
    </StaticRouter>,
  );
