import { describe, expect, it } from 'vitest';
import type { RouteDefinition } from '#contracts/routes';
import { matchRoute } from '../../../../local/emulation/match-route';

const table: RouteDefinition[] = [
  { name: 'get-price-cap', method: 'GET', path: '/api/price-cap', memoryMb: 256, timeoutSeconds: 5, reads: {} },
  { name: 'get-thing', method: 'GET', path: '/api/things/{id}', memoryMb: 256, timeoutSeconds: 5, reads: {} },
  { name: 'create-thing', method: 'POST', path: '/api/things', memoryMb: 256, timeoutSeconds: 5, reads: {} },
  { name: 'get-open', method: 'GET', path: '/api/v1/{proxy+}', memoryMb: 256, timeoutSeconds: 5, reads: {} },
  { name: 'get-open-exact', method: 'GET', path: '/api/v1/exact', memoryMb: 256, timeoutSeconds: 5, reads: {} },
];

describe('route matching', () => {
  it('matches exact paths and methods', () => {
    expect(matchRoute('GET', '/api/price-cap', table)).toMatchObject({
      route: { name: 'get-price-cap' },
      pathParameters: {},
    });
    expect(matchRoute('post', '/api/things', table)).toMatchObject({ route: { name: 'create-thing' } });
  });

  it('extracts and decodes path parameters', () => {
    expect(matchRoute('GET', '/api/things/cs_test%2F1', table)).toMatchObject({
      route: { name: 'get-thing' },
      pathParameters: { id: 'cs_test/1' },
    });
    expect(matchRoute('GET', '/api/things/%E0%A4%A', table)).toMatchObject({ pathParameters: { id: '%E0%A4%A' } });
  });

  it('tells an unknown path from a known path with the wrong method', () => {
    expect(matchRoute('GET', '/api/unknown', table)).toBeUndefined();
    expect(matchRoute('GET', '/api/things/1/extra', table)).toBeUndefined();
    expect(matchRoute('DELETE', '/api/price-cap', table)).toBe('method-not-allowed');
  });
});

describe('greedy path parameters ({proxy+}, as API Gateway HTTP APIs have them)', () => {
  it('takes the rest of the path, one segment or more, keeping a trailing slash', () => {
    expect(matchRoute('GET', '/api/v1/products/', table)).toMatchObject({
      route: { name: 'get-open' },
      pathParameters: { proxy: 'products/' },
    });
    expect(matchRoute('GET', '/api/v1/products/E-1R%2DX/standing-charges', table)).toMatchObject({
      pathParameters: { proxy: 'products/E-1R-X/standing-charges' },
    });
  });

  it('needs at least one segment, and loses to an exact route', () => {
    expect(matchRoute('GET', '/api/v1/', table)).toBeUndefined();
    expect(matchRoute('GET', '/api/v1', table)).toBeUndefined();
    expect(matchRoute('GET', '/api/v1/exact', table)).toMatchObject({ route: { name: 'get-open-exact' } });
    expect(matchRoute('GET', '/api/v1/exact/more', table)).toMatchObject({ route: { name: 'get-open' } });
  });

  it('tells a known greedy path with the wrong method', () => {
    expect(matchRoute('POST', '/api/v1/products/', table)).toBe('method-not-allowed');
  });
});
