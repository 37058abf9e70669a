import { closeSync, openSync, readSync } from 'node:fs';

/*
 * Reading the pricing team's file within a size limit (docs/product/tariffs.md › Importing
 * prices), checked before the file is read whole: a file too large is refused after at most
 * MAX_PRICE_FILE_BYTES + 1 bytes, whatever it is (a huge file, a device that never ends).
 */

/** 2 MB: about 20,000 rows, some 80 price changes of every tariff, region and method. */
export const MAX_PRICE_FILE_BYTES = 2 * 1024 * 1024;

export function priceFileTooLargeMessage(limit = MAX_PRICE_FILE_BYTES): string {
  return `The file is over ${limit / (1024 * 1024)} MB, larger than any price file: check it is the right file. Nothing was read.`;
}

export type PriceFileSource = { ok: true; text: string } | { ok: false; message: string };

/** The file's text, or why it was not read: too large, or not readable. */
export function readPriceFileSource(path: string, limit = MAX_PRICE_FILE_BYTES): PriceFileSource {
  let descriptor: number;
  try {
    descriptor = openSync(path, 'r');
  } catch {
    return { ok: false, message: `Cannot read ${path}` };
  }
  try {
    const buffer = Buffer.alloc(limit + 1);
    let length = 0;
    for (;;) {
      const read = readSync(descriptor, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      if (length > limit) return { ok: false, message: priceFileTooLargeMessage(limit) };
    }
    return { ok: true, text: buffer.subarray(0, length).toString('utf8') };
  } catch {
    return { ok: false, message: `Cannot read ${path}` };
  } finally {
    closeSync(descriptor);
  }
}
