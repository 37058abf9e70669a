import type { ExternalUrls } from '#contracts/brand';
import { externalUrlsOrThrow } from '#contracts/external-urls';

export { brand, telHref } from '#contracts/brand';

/**
 * External URLs as this build sees them: the production defaults, overridable per stage at
 * build time with VITE_<NAME>_URL variables (e.g. VITE_PORTAL_URL for a staging portal). The
 * build has already refused a bad value (web/vite.config.ts) with this same check.
 */
export const externalUrls: ExternalUrls = externalUrlsOrThrow(import.meta.env);

export const portalLinks = {
  login: `${externalUrls.portal}/account/login`,
  register: `${externalUrls.portal}/account/register`,
  forgottenPassword: `${externalUrls.portal}/Account/ForgottenPassword`,
};

export const socialLinks = [
  { name: 'Facebook', href: `${externalUrls.socialBase}/facebook` },
  { name: 'Instagram', href: `${externalUrls.socialBase}/instagram` },
  { name: 'LinkedIn', href: `${externalUrls.socialBase}/linkedin` },
  { name: 'X', href: `${externalUrls.socialBase}/x` },
] as const;
