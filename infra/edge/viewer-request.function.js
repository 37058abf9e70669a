import cf from 'cloudfront';
// CloudFront Function (runtime cloudfront-js-2.0), viewer request, default (S3) behaviour. The
// import above must stay the first line: it is CloudFront's module for choosing the origin.
// The SAME file runs in AWS, in the local server (bin/serve.ts) and in the unit tests:
// infra/edge/viewer-request.ts fills the placeholders below (__NAME__) at synth/start time.
// Keep it dependency-free and small: CloudFront caps a function at 10 KB.

// The customer portal's origin, e.g. "https://my.fernleaf.example". Destinations are built
// only from this constant and fixed paths, so nothing in a request can choose the host.
var PORTAL_ORIGIN = '__PORTAL_ORIGIN__';
// The site's routes (from lambdas/contracts/site-routes.ts): each lower-cased path maps to the
// page's two prerendered documents (web/prerender.ts writes them), with the cookie banner and
// without, e.g. "/aboutus" -> ["/AboutUs/index.html", "/AboutUs/index.no-banner.html"]. Anything
// else that has no file extension is passed through unchanged, misses in S3 and gets the 404 page.
var ROUTE_DOCUMENTS = '__ROUTE_DOCUMENTS__';
// The cookie of a visitor who has answered the cookie banner (lambdas/contracts/consent-cookie.ts):
// they get the document without it. CloudFront keys its cache on the rewritten URI, so both
// documents are cached without forwarding any cookie to S3.
var BANNER_DISMISSED_COOKIE = '__BANNER_DISMISSED_COOKIE__';
// The home page's two documents with today's figures, rendered by the API (its origin's id in this
// distribution; docs/decisions/026-home-figures-in-the-document.md), with the banner and without.
var HOME_DOCUMENT_ORIGIN_ID = '__HOME_DOCUMENT_ORIGIN_ID__';
var HOME_DOCUMENTS = '__HOME_DOCUMENTS__';
var FIXED_REDIRECTS = {
  '/account/register': '/account/register',
  '/account/forgottenpassword': '/Account/ForgottenPassword',
  '/account/login': '/account/login',
};
var SET_PASSWORD_PATH = '/account/setpassword';
var SET_PASSWORD_TARGET = '/account/setpassword';
var RESET_TOKEN_PREFIX = '/account/resetpasswordredeemtoken/';

function redirect(location) {
  return {
    statusCode: 302,
    statusDescription: 'Found',
    headers: {
      location: { value: location },
      'cache-control': { value: 'no-store' },
    },
  };
}

// Rebuilds the raw query string from CloudFront's parsed object, keeping every value.
function queryString(querystring) {
  var parts = [];
  Object.keys(querystring).forEach(function (name) {
    var entry = querystring[name];
    var values = entry.multiValue
      ? entry.multiValue.map(function (v) {
          return v.value;
        })
      : [entry.value];
    values.forEach(function (value) {
      parts.push(value === '' ? name : name + '=' + value);
    });
  });
  return parts.length ? '?' + parts.join('&') : '';
}

// Values arrive as sent by the browser (usually already percent-encoded). Decode first so a
// value is encoded exactly once whichever way it arrived.
function encodeOnce(value) {
  var decoded;
  try {
    decoded = decodeURIComponent(value.replace(/\+/g, ' '));
  } catch (e) {
    decoded = value;
  }
  return encodeURIComponent(decoded);
}

function withoutTrailingSlash(path) {
  return path.length > 1 && path.charAt(path.length - 1) === '/' ? path.slice(0, -1) : path;
}

function hasFileExtension(uri) {
  var lastSegment = uri.slice(uri.lastIndexOf('/') + 1);
  return lastSegment.indexOf('.') !== -1;
}

function bannerDismissed(cookies) {
  var cookie = cookies && cookies[BANNER_DISMISSED_COOKIE.name];
  return !!cookie && cookie.value === BANNER_DISMISSED_COOKIE.value;
}

function routeDocument(request, path) {
  return ROUTE_DOCUMENTS[path][bannerDismissed(request.cookies) ? 1 : 0];
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var path = withoutTrailingSlash(uri.toLowerCase());

  if (Object.prototype.hasOwnProperty.call(FIXED_REDIRECTS, path)) {
    return redirect(PORTAL_ORIGIN + FIXED_REDIRECTS[path]);
  }

  if (path === SET_PASSWORD_PATH) {
    var token = request.querystring.T || request.querystring.t;
    if (token && token.value) {
      return redirect(PORTAL_ORIGIN + SET_PASSWORD_TARGET + '?T=' + encodeOnce(token.value));
    }
    console.log('ERROR set-password link without T token: serving the incomplete-link page');
    request.uri = routeDocument(request, SET_PASSWORD_PATH);
    return request;
  }

  if (path.indexOf(RESET_TOKEN_PREFIX) === 0 && path.length > RESET_TOKEN_PREFIX.length) {
    return redirect(PORTAL_ORIGIN + uri + queryString(request.querystring));
  }

  // A GET only: the API's route answers GET alone (API Gateway meets any other method with a 404
  // of its own), so a HEAD of / (a monitor's probe, a link checker) gets the document as built
  // from the bucket below, with the status a GET would have.
  if (path === '/' && request.method === 'GET') {
    request.uri = HOME_DOCUMENTS[bannerDismissed(request.cookies) ? 1 : 0];
    cf.selectRequestOriginById(HOME_DOCUMENT_ORIGIN_ID);
    return request;
  }

  if (!hasFileExtension(uri) && Object.prototype.hasOwnProperty.call(ROUTE_DOCUMENTS, path)) {
    request.uri = routeDocument(request, path);
  }
  return request;
}
