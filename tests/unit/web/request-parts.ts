/** The URL a stubbed fetch() was called with, whichever form it took. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** The JSON body a stubbed fetch() was called with (the API client always sends a string). */
export function requestJson(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') throw new Error('Expected a JSON string body');
  return JSON.parse(init.body);
}
