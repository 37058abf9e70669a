/*
 * Limits on what a request may carry, checked before any JSON.parse (docs/api.md › Bounded requests). API Gateway
 * lets up to 10 MB through, and a few megabytes of nested brackets parsed and validated need far
 * more memory than a 256 MB function has: the bounds below keep every handler's work small.
 */

/**
 * Our largest real request (a meter reading) is a few hundred bytes; 8 KB leaves ample room and is
 * the limit of the web ACL's common rule set (SizeRestrictions_BODY labels bodies over 8 KB), so a
 * body refused in AWS by the WAF is refused here too, by the same measure
 * (tests/infra/web-acl.test.ts holds them equal).
 */
export const MAX_REQUEST_BODY_BYTES = 8 * 1024;

/**
 * The card provider's webhook events are not ours to size: a checkout session event grows with long
 * metadata or custom fields (its size: docs/performance.md › Figures behind choices in the code).
 * 64 KB is ample and still small for a 256 MB function.
 */
export const MAX_WEBHOOK_BODY_BYTES = 64 * 1024;

/** Our requests are flat objects (depth 1); anything nested deeper than this is not ours. */
export const MAX_JSON_NESTING_DEPTH = 20;

/** Byte length of the body as the handler will see it (base64 bodies decoded). */
export function decodedBodyBytes(body: string | undefined, isBase64Encoded: boolean | undefined): number {
  if (!body) return 0;
  if (!isBase64Encoded) return Buffer.byteLength(body, 'utf8');
  // Four base64 characters carry three bytes; padding makes it slightly less.
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}

/**
 * True when the JSON text nests arrays or objects deeper than `maxDepth`. One pass with a
 * counter, no recursion, brackets inside strings ignored; the text need not be valid JSON
 * (JSON.parse judges that afterwards).
 */
export function nestsDeeperThan(text: string, maxDepth: number = MAX_JSON_NESTING_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      if (++depth > maxDepth) return true;
    } else if (char === ']' || char === '}') {
      depth--;
    }
  }
  return false;
}
