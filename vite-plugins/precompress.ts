import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts other than SVG are compressed already. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|map|ico)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/** Writes `file.br` and `file.gz` next to `file`, at the highest levels (they are made once, at build time). */
export function compressFile(file: string) {
  const body = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
}

/** Precompresses every compressible file under `dir`. */
export function precompressDir(dir: string) {
  for (const file of filesUnder(dir)) compressFile(file);
}

/**
 * After the client build (and after anything that rewrites index.html), precompresses the output so
 * the static plugin serves brotli or gzip without compressing per request (issue 10).
 */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'maya:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (!ssr) precompressDir(outDir);
      },
    },
  };
}
