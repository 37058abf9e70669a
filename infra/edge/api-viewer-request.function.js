// CloudFront Function (runtime cloudfront-js-2.0), viewer request, /api/* behaviour.
// The SAME file runs in AWS and in the local server (local/site-server.ts); infra/edge/viewer-request.ts
// reads it and fills the placeholder below. Two jobs:
// 1. A path that could be read as another path is refused with our own 400, so no spelling of one
//    path reaches a rule meant for another (the WAF's webhook exemption matches one exact path,
//    infra/constructs/web-acl.ts): dot segments (`/./`, `/../`, encoded or not), encoded slashes
//    and backslashes (`%2F`, `%5C`, `\`) and doubled slashes. No route of ours is spelled so.
// 2. CloudFront sends the API its own host name (API Gateway routes on it), so the host the
//    visitor addressed travels in x-forwarded-host: the open tariff API builds its absolute links
//    from it (lambdas/get-open-tariff-data/links.ts). A viewer's own x-forwarded-host is always replaced.

// The 400's body, our API's error shape (lambdas/contracts/errors.ts), as JSON text.
var INVALID_PATH_BODY = '__INVALID_PATH_BODY__';

function isAmbiguousPath(uri) {
  var path = uri.toLowerCase();
  if (path.indexOf('//') !== -1 || path.indexOf('\\') !== -1) return true;
  if (path.indexOf('%2f') !== -1 || path.indexOf('%5c') !== -1) return true;
  // A dot segment, with its dots written plainly or as %2e, in the middle or at the end.
  return /\/(\.|%2e){1,2}(\/|$)/.test(path);
}

function handler(event) {
  var request = event.request;
  if (isAmbiguousPath(request.uri)) {
    return {
      statusCode: 400,
      statusDescription: 'Bad Request',
      headers: {
        'content-type': { value: 'application/json' },
        'cache-control': { value: 'no-store' },
      },
      body: { encoding: 'text', data: INVALID_PATH_BODY },
    };
  }
  var host = request.headers.host;
  if (host) request.headers['x-forwarded-host'] = { value: host.value };
  else delete request.headers['x-forwarded-host'];
  return request;
}
