import { defaultExternalUrls, type ExternalUrls } from '#contracts/brand';

export { brand, telHref } from '#contracts/brand';

/**
 * External URLs as this build sees them: the production defaults, overridable per stage at
 * build time with VITE_<NAME>_URL variables (e.g. VITE_PORTAL_URL for a staging portal).
 */
const env = import.meta.env;
export const externalUrls: ExternalUrls = {
  portal: env.VITE_PORTAL_URL ?? defaultExternalUrls.portal,
  getAQuote: env.VITE_GET_A_QUOTE_URL ?? defaultExternalUrls.getAQuote,
  businessEnergy: env.VITE_BUSINESS_ENERGY_URL ?? defaultExternalUrls.businessEnergy,
  helpCentre: env.VITE_HELP_CENTRE_URL ?? defaultExternalUrls.helpCentre,
  helpCentreNewRequest: env.VITE_HELP_CENTRE_NEW_REQUEST_URL ?? defaultExternalUrls.helpCentreNewRequest,
  reviewPage: env.VITE_REVIEW_PAGE_URL ?? defaultExternalUrls.reviewPage,
  socialBase: env.VITE_SOCIAL_BASE_URL ?? defaultExternalUrls.socialBase,
  chatScript: env.VITE_CHAT_SCRIPT_URL ?? defaultExternalUrls.chatScript,
};

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
