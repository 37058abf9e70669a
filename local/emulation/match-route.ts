import { routes, type RouteDefinition } from '#contracts/routes';

/*
 * API Gateway's route matching, for the laptop's API (./api-gateway.ts), the load test
 * (bin/bench-api.ts) and the web ACL's test (tests/infra/web-acl.test.ts). In AWS, API Gateway
 * itself matches the routes of lambdas/contracts/routes.ts; nothing deployed uses this module.
 */

export interface RouteMatch {
  route: RouteDefinition;
  pathParameters: Record<string, string>;
}

/**
 * Finds the route for a request path the way API Gateway does: exact segments, `{param}`
 * wildcards, and a last `{name+}` segment taking the rest of the path (at least one segment, a
 * trailing slash kept). A route without a greedy segment wins over one with it.
 */
export function matchRoute(
  method: string,
  path: string,
  table: readonly RouteDefinition[] = routes,
): RouteMatch | 'method-not-allowed' | undefined {
  const requestSegments = path.split('/').filter(Boolean);
  let pathMatched = false;
  let greedyMatch: RouteMatch | undefined;
  for (const route of table) {
    const pathParameters = matchPath(route.path, path, requestSegments);
    if (!pathParameters) continue;
    if (route.method !== method.toUpperCase()) {
      pathMatched = true;
      continue;
    }
    if (!isGreedy(route.path)) return { route, pathParameters };
    greedyMatch ??= { route, pathParameters };
  }
  if (greedyMatch) return greedyMatch;
  return pathMatched ? 'method-not-allowed' : undefined;
}

function isGreedy(routePath: string): boolean {
  return /\{\w+\+\}$/.test(routePath);
}

/** The path parameters when `path` matches the route's path, or undefined. */
function matchPath(routePath: string, path: string, requestSegments: string[]): Record<string, string> | undefined {
  const routeSegments = routePath.split('/').filter(Boolean);
  const greedyName = /^\{(\w+)\+\}$/.exec(routeSegments.at(-1) ?? '')?.[1];
  const fixedCount = greedyName === undefined ? routeSegments.length : routeSegments.length - 1;
  if (greedyName === undefined ? requestSegments.length !== fixedCount : requestSegments.length <= fixedCount)
    return undefined;
  const pathParameters: Record<string, string> = {};
  for (let index = 0; index < fixedCount; index++) {
    const segment = routeSegments[index]!;
    const requestSegment = requestSegments[index]!;
    const parameterName = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (parameterName !== undefined) pathParameters[parameterName] = safeDecode(requestSegment);
    else if (segment !== requestSegment) return undefined;
  }
  if (greedyName !== undefined) {
    const rest = requestSegments.slice(fixedCount).map(safeDecode).join('/');
    pathParameters[greedyName] = path.endsWith('/') ? `${rest}/` : rest;
  }
  return pathParameters;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
