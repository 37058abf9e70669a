/**
 * The build-time variables web/src/lib/site-config.ts reads (all optional: each falls back to
 * the production URL). Declared so that import.meta.env.VITE_* is a string, not `any`.
 */
interface ImportMetaEnv {
  readonly VITE_PORTAL_URL?: string;
  readonly VITE_GET_A_QUOTE_URL?: string;
  readonly VITE_BUSINESS_ENERGY_URL?: string;
  readonly VITE_HELP_CENTRE_URL?: string;
  readonly VITE_HELP_CENTRE_NEW_REQUEST_URL?: string;
  readonly VITE_REVIEW_PAGE_URL?: string;
  readonly VITE_SOCIAL_BASE_URL?: string;
  readonly VITE_CHAT_SCRIPT_URL?: string;
}
