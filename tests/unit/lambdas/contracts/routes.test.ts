import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiPaths, pathWith } from '#contracts/api-paths';
import { handlerEntry, routes } from '#contracts/routes';

describe('the route table', () => {
  it('names every route <verb>-<resource> in kebab case, whatever its public path', () => {
    for (const route of routes) expect(route.name).toMatch(/^(get|lookup|submit|create|handle)(-[a-z]+)+$/);
  });

  it('has unique names and unique method + path pairs under /api/', () => {
    expect(new Set(routes.map((route) => route.name)).size).toBe(routes.length);
    expect(new Set(routes.map((route) => `${route.method} ${route.path}`)).size).toBe(routes.length);
    for (const route of routes) expect(route.path.startsWith('/api/')).toBe(true);
  });

  it('points every route at a handler that exists, with at least one test event', () => {
    for (const route of routes) {
      expect(existsSync(handlerEntry(route)), handlerEntry(route)).toBe(true);
      const events = readdirSync(`lambdas/${route.name}/events`).filter((file) => file.endsWith('.json'));
      expect(events.length, `lambdas/${route.name}/events`).toBeGreaterThan(0);
    }
  });

  it("has test events whose routeKey is their route's", () => {
    for (const route of routes) {
      for (const file of readdirSync(`lambdas/${route.name}/events`).filter((name) => name.endsWith('.json'))) {
        const event = JSON.parse(readFileSync(`lambdas/${route.name}/events/${file}`, 'utf8')) as { routeKey?: string };
        expect(event.routeKey, `lambdas/${route.name}/events/${file}`).toBe(`${route.method} ${route.path}`);
      }
    }
  });

  it('gives every function a time-out below API Gateway’s 30 s limit and sane memory', () => {
    for (const route of routes) {
      expect(route.timeoutSeconds).toBeGreaterThan(0);
      expect(route.timeoutSeconds).toBeLessThan(30);
      expect(route.memoryMb).toBeGreaterThanOrEqual(128);
    }
  });
});

describe('the API paths (lambdas/contracts/api-paths.ts)', () => {
  it('are exactly the route table’s paths, each once', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(Object.values(apiPaths).sort());
  });

  it('fill in and encode path parameters, and refuse a missing one', () => {
    expect(pathWith(apiPaths.checkoutSession, { id: 'cs_test/1' })).toBe('/api/checkout-sessions/cs_test%2F1');
    expect(() => pathWith(apiPaths.checkoutSession, {})).toThrow('No value for {id} in /api/checkout-sessions/{id}');
  });

  it('are all the web app calls: no API path written by hand under web/src', () => {
    const files = (function list(folder: string): string[] {
      return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? list(`${folder}/${entry.name}`)
          : /\.tsx?$/.test(entry.name)
            ? [`${folder}/${entry.name}`]
            : [],
      );
    })('web/src');
    const byHand = files.filter((file) => /['`]\/api\//.test(readFileSync(file, 'utf8')));
    expect(byHand).toEqual([]);
  });
});
