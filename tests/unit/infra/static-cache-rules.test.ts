import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
} from '../../../infra/static-cache-rules.js';

describe('cacheControlFor (S3 objects in AWS, the local server on a laptop)', () => {
  it('keeps content-hashed assets for a year', () => {
    expect(cacheControlFor('/assets/index-BLjS36rZ.js')).toBe(IMMUTABLE_CACHE_CONTROL);
  });

  it.each(['/index.html', '/404.html', '/favicon.svg', '/robots.txt', '/assets-old.js'])(
    'revalidates %s on every use',
    (uri) => {
      expect(cacheControlFor(uri)).toBe(REVALIDATE_CACHE_CONTROL);
    },
  );
});
