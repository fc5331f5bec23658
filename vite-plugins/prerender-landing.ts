import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { LANDING_LOADER, SKYLINE_LATER_CLASS } from '../src/shared/landing/landing-loader';
import { pageStylesheet } from './landing-stylesheet';

const ROOT_DIV = '<div id="root"></div>';

const ISLAND = 'app/landing-island.ts';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/assets\/[\w.-]+\.css">/;
/** The app's stylesheet, relative to the Vite root (src/client). */
const STYLESHEET_SOURCE = 'styles.css';
const VITE_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The loader that starts the island after the first paint, in place of the app's script tags (no
 * preloads either: nothing but the page itself is fetched before the first frame).
 */
export function islandLoader(manifest: Manifest): string {
  const island = manifest[ISLAND];
  if (!island) throw new Error(`the build has no ${ISLAND} entry`);
  return `<script data-src="/${island.file}">${LANDING_LOADER}</script>`;
}

/** The page's stylesheet inlined in place of the app's: one round trip less before the first paint on a slow phone network. */
export function inlineStylesheet(html: string, css: string): string {
  return html.replace(STYLESHEET, () => `<style>${css}</style>`);
}

/**
 * Renders the landing page into index.html at build time, so its markup shows before any script runs, with
 * just the CSS it uses inlined (./landing-stylesheet), and swaps the app's script for a loader of the
 * landing island (app/landing-island.ts) that runs after the first paint; the island loads the app on
 * first use. Every other path gets the untouched shell, spa.html (see the static plugin), so deep links
 * never flash the landing page.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'maya:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = config.build.outDir;
        const server = await createServer({
          configFile: config.configFile,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { renderLanding } = (await server.ssrLoadModule('/app/prerender.tsx')) as { renderLanding: () => string };
          const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          if (!shell.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV} to prerender into`);
          writeFileSync(join(outDir, 'spa.html'), shell);
          const landing = renderLanding();
          const css = await pageStylesheet(join(config.root, STYLESHEET_SOURCE), landing);
          const page = inlineStylesheet(shell, css)
            .replace(VITE_SCRIPTS, '')
            .replace(
              ROOT_DIV,
              () =>
                `<div id="root"><div data-prerendered="" class="${SKYLINE_LATER_CLASS}">${landing}</div></div>\n    ${islandLoader(manifest)}`,
            );
          writeFileSync(join(outDir, 'index.html'), page);
        } finally {
          await server.close();
        }
      },
    },
  };
}
