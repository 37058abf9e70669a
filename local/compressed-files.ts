import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

/**
 * Compressed copies of the web build's files, made once per file version and then served from
 * memory, as CloudFront keeps its compressed objects. Compressing the entry chunk with brotli on
 * every request made local page loads look far slower than the CDN (docs/performance.md › Figures behind choices in the code).
 */
export class CompressedFiles {
  private readonly cache = new Map<string, { version: string; data: Promise<Buffer> }>();

  /** The file's bytes in this encoding; `version` (e.g. mtime and size) tells a rebuilt file apart. */
  get(filePath: string, version: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding} ${filePath}`;
    const cached = this.cache.get(key);
    if (cached?.version === version) return cached.data;
    const data = readFile(filePath).then(compressors[encoding]);
    // A failed read is not kept: the next request tries again.
    data.catch(() => this.cache.delete(key));
    this.cache.set(key, { version, data });
    return data;
  }
}

/**
 * Compressed copies of answers the functions write (the home page's document), keyed by their
 * content: CloudFront compresses such an answer once and keeps it for its cache age, and the same
 * text comes back until the figures change. A few recent texts are kept.
 */
export class CompressedTexts {
  private readonly cache = new Map<string, Promise<Buffer>>();
  constructor(private readonly capacity = 8) {}

  get(text: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding} ${createHash('sha256').update(text).digest('base64')}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    const data = compressors[encoding](Buffer.from(text));
    data.catch(() => this.cache.delete(key));
    this.cache.set(key, data);
    // Oldest first out (a Map keeps insertion order).
    if (this.cache.size > this.capacity) this.cache.delete(this.cache.keys().next().value!);
    return data;
  }
}
