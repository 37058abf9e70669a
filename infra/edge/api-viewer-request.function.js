// CloudFront Function (runtime cloudfront-js-2.0), viewer request, /api/* behaviour.
// The SAME file runs in AWS and in the local server (local/site-server.ts); infra/edge/viewer-request.ts
// reads it. CloudFront sends the API its own host name (API Gateway routes on it), so the host the
// visitor addressed travels in x-forwarded-host: the open tariff API builds its absolute links from
// it (lambdas/get-open-tariff-data/links.ts). A viewer's own x-forwarded-host is always replaced.
function handler(event) {
  var request = event.request;
  var host = request.headers.host;
  if (host) request.headers['x-forwarded-host'] = { value: host.value };
  else delete request.headers['x-forwarded-host'];
  return request;
}
