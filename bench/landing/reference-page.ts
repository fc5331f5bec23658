import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressFile } from '../../vite-plugins/precompress';

/** The yardstick: a static page with the landing page's headline and nothing else to load. */
const REFERENCE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Maya — an AI companion for dating and social connection." />
    <title>Maya (static reference)</title>
  </head>
  <body style="margin:0;background:#0b0b14;color:#fff;font-family:system-ui,sans-serif">
    <main style="padding:6rem 1.5rem;text-align:center">
      <h1 style="font-size:2.6rem;line-height:1.05;margin:0">Find someone who really gets you</h1>
      <p>Welcome to Maya, your AI companion for dating and real connection.</p>
    </main>
  </body>
</html>
`;

export const REFERENCE_PATH = '/bench-reference.html';

/** Writes the page (with its .br and .gz, like every built file) into the client dir; returns its removal. */
export function addReferencePage(clientDir: string): () => void {
  const file = join(clientDir, REFERENCE_PATH);
  writeFileSync(file, REFERENCE_HTML);
  compressFile(file);
  return () => ['', '.br', '.gz'].forEach((ext) => rmSync(`${file}${ext}`, { force: true }));
}
