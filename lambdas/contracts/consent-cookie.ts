/**
 * The cookie that says a visitor has answered the cookie banner (the specification's
 * hide_cookie_message=true, set by web/src/features/consent/consent-rules.ts). The CloudFront
 * Function reads it too, to serve each page's document without the banner
 * (infra/edge/viewer-request.function.js).
 */
export const bannerDismissedCookie = { name: 'hide_cookie_message', value: 'true' } as const;
