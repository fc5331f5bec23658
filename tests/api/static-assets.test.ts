import { createHash } from 'node:crypto';
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { BUILD_TIMEOUT_MS, buildClient } from './helpers/built-client';
import { testConfig } from './helpers/test-app';

describe(`static files of the built client on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let clientDir: string;
  let script: string;

  beforeAll(async () => {
    clientDir = await buildClient();
    // The largest script: compression must pay off there (a tiny chunk may not halve).
    const scripts = readdirSync(join(clientDir, 'assets')).filter((f) => f.endsWith('.js'));
    script = scripts.sort((a, b) => statSync(join(clientDir, 'assets', b)).size - statSync(join(clientDir, 'assets', a)).size)[0]!;
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    app = await buildApp({ config: testConfig(), db: handle.db, clientDir });
    await app.ready();
  }, BUILD_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('serves the precompressed brotli or gzip file the browser accepts, and plain bytes otherwise', async () => {
    const br = await get(`/assets/${script}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect((await get(`/assets/${script}`, 'gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await get(`/assets/${script}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(br.rawPayload.length * 2);
  });

  it("allows the landing page's inline loader by its hash in the CSP, and no other inline script", async () => {
    const res = await get('/');
    const inline = [...res.body.matchAll(/<script[^>]*>([^<]+)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc.trim().split(/\s+/)).toEqual(['script-src', "'self'", hash]);
  });

  it('serves the service worker at /sw.js, never cached, as a script the CSP allows, precaching only the hashed assets', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    // Worker scripts fall back to script-src, then default-src: 'self' allows /sw.js.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/worker-src/);
    const assets = JSON.parse(/const ASSETS = (\[.*\]);/.exec(res.body)![1]!) as string[];
    expect(assets).toContain(`/assets/${script}`);
    expect(assets.every((a) => a.startsWith('/assets/'))).toBe(true);
    for (const asset of assets) expect((await get(asset)).statusCode, asset).toBe(200);
    expect((await get('/sw.js', 'br')).headers['content-encoding']).toBe('br');
  });

  it('caches hashed assets for a year as immutable, and never caches the pages', async () => {
    expect((await get(`/assets/${script}`, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/auth', '/privacy-policy']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
    }
  });

  it('sends / with the landing page already rendered and only the landing island to run, other paths the bare shell', async () => {
    const landing = (await get('/')).body;
    expect(landing).toContain('Find someone who');
    expect(landing).toContain('Try Maya');
    // One script: the inline loader, which starts the island after the first paint.
    expect(landing.match(/<script[^>]*>/g)).toEqual([expect.stringMatching(/^<script data-src="\/assets\/landing-island-[\w-]+\.js">$/)]);
    const deepLink = (await get('/auth')).body;
    expect(deepLink).toContain('<div id="root"></div>');
    expect(deepLink).not.toContain('Try Maya');
    expect(deepLink).not.toContain('landing-island');
  });
});
