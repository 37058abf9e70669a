import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CompressedFiles } from '../../../local/compressed-files.js';

let directory: string;
let file: string;
const content = 'export const answer = 42;\n'.repeat(200);

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'compressed-files-'));
  file = path.join(directory, 'index.js');
  await writeFile(file, content);
});

afterEach(() => rm(directory, { recursive: true, force: true }));

describe('CompressedFiles (the local server compresses each build file once, like CloudFront)', () => {
  it('answers brotli and gzip copies that decompress to the file', async () => {
    const files = new CompressedFiles();
    expect(brotliDecompressSync(await files.get(file, 'v1', 'br')).toString()).toBe(content);
    expect(gunzipSync(await files.get(file, 'v1', 'gzip')).toString()).toBe(content);
  });

  it('reuses the compressed copy while the file version is unchanged', async () => {
    const files = new CompressedFiles();
    const first = await files.get(file, 'v1', 'br');
    expect(await files.get(file, 'v1', 'br')).toBe(first);
  });

  it('compresses again when the file is rebuilt (a new version)', async () => {
    const files = new CompressedFiles();
    await files.get(file, 'v1', 'br');
    await writeFile(file, 'export const answer = 43;\n');
    await utimes(file, new Date(), new Date());
    expect(brotliDecompressSync(await files.get(file, 'v2', 'br')).toString()).toBe('export const answer = 43;\n');
  });

  it('does not keep a failed read', async () => {
    const files = new CompressedFiles();
    const missing = path.join(directory, 'missing.js');
    await expect(files.get(missing, 'v1', 'gzip')).rejects.toThrow();
    await writeFile(missing, content);
    expect(gunzipSync(await files.get(missing, 'v1', 'gzip')).toString()).toBe(content);
  });
});
