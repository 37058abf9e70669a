import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_DOCUMENT_MODULE_VARIABLE } from '#contracts/home-document';
import { listenOnFreePort, type RunningServer } from '../../../local/http-server.js';
import { createSiteListener } from '../../../local/site-server.js';
import { writeHomeDocumentRenderer } from '../support/home-document-renderer';
import { useSandboxEnvironment } from '../support/sandbox';

/*
 * The local CloudFront sends `/` where the distribution does (infra/edge/viewer-request.function.js
 * chooses the API's origin): to the route that fills the home page's document, compressed as
 * CloudFront compresses it. A renderer of the web build's shape stands in for the build's.
 */

const directory = mkdtempSync(path.join(tmpdir(), 'fernleaf-site-home-'));
const renderer = writeHomeDocumentRenderer(
  directory,
  { withBanner: '<body>banner</body>', withoutBanner: '<body>no banner</body>' },
  "'<p>' + answers.tariffs.region.name + '</p>'",
);
const distDir = path.join(directory, 'dist');

useSandboxEnvironment({ [HOME_DOCUMENT_MODULE_VARIABLE]: renderer, POWERTOOLS_LOG_LEVEL: 'SILENT' });
let site: RunningServer;
beforeAll(async () => {
  mkdirSync(distDir);
  writeFileSync(path.join(distDir, 'index.html'), '<body>as built</body>');
  site = await listenOnFreePort(
    createSiteListener({ distDir, portalOrigin: 'https://my.fernleaf.example', log: () => {} }),
  );
});
afterAll(async () => {
  await site.close();
  rmSync(directory, { recursive: true, force: true });
});

/** GET (or another method) with node:http, which leaves the encoding to us (fetch would decompress it). */
function get(target: string, headers: Record<string, string>, method = 'GET') {
  const { hostname, port } = new URL(site.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path: target, headers, method }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the local CloudFront and the home page', () => {
  it("serves `/` from the API's home document route, the banner's by cookie, brotli-compressed when asked", async () => {
    const first = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+$/);
    expect(brotliDecompressSync(first.body).toString()).toBe('<body>banner<p>East Midlands</p></body>');

    const answered = await get('/?utm_source=mail', { cookie: 'hide_cookie_message=true' });
    expect(answered.headers['content-encoding']).toBeUndefined();
    expect(answered.body.toString()).toBe('<body>no banner<p>East Midlands</p></body>');
  });

  it("answers a HEAD of `/` with the built document's headers from the bucket, not with the API's 404", async () => {
    const probe = await get('/', {}, 'HEAD');
    expect(probe.status).toBe(200);
    expect(probe.headers['content-type']).toMatch(/^text\/html/);
    expect(probe.body.length).toBe(0);
  });

  it('still serves the built document itself by its name, from the bucket', async () => {
    const built = await get('/index.html', {});
    expect(built.status).toBe(200);
    expect(built.body.toString()).toBe('<body>as built</body>');
  });
});
