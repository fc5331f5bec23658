import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type Manifest, type Plugin, type ResolvedConfig } from 'vite';

const ROOT_DIV = '<div id="root"></div>';
const LANDING_ROUTE = 'routes/landing.tsx';

/** A chunk and every chunk it imports statically, as manifest keys. */
function withStaticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) withStaticImports(manifest, child, seen);
  return seen;
}

/** The files of the landing route's chunks that the entry does not already preload. */
export function landingChunks(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const preloaded = entry ? withStaticImports(manifest, entry) : new Set<string>();
  return [...withStaticImports(manifest, LANDING_ROUTE)].filter((key) => !preloaded.has(key)).map((key) => manifest[key]!.file);
}

/**
 * Renders the landing page into index.html at build time, so its markup shows before any script
 * runs, and preloads its route chunk. Every other path gets the untouched shell, spa.html (see the
 * static plugin), so deep links never flash the landing page.
 * NOTE: the prerendered copy is inert: a tap on it before the app takes over would be lost, so it
 * takes none (nor focus) until React replaces it with the live page.
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
        const server = await createServer({ configFile: config.configFile, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
        try {
          const { renderLanding } = (await server.ssrLoadModule('/app/prerender.tsx')) as { renderLanding: () => string };
          const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
          const preloads = landingChunks(manifest).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          if (!shell.includes(ROOT_DIV)) throw new Error(`index.html has no ${ROOT_DIV} to prerender into`);
          writeFileSync(join(outDir, 'spa.html'), shell);
          const page = shell.replace('</head>', `${preloads}</head>`).replace(ROOT_DIV, `<div id="root"><div data-prerendered="" inert="">${renderLanding()}</div></div>`);
          writeFileSync(join(outDir, 'index.html'), page);
        } finally {
          await server.close();
        }
      },
    },
  };
}
