/**
 * The build variables the app reads through `import.meta.env`; any other name is a type error.
 * Each overrides one external URL and is validated when the build starts
 * (lambdas/contracts/external-urls.ts, docs/local-runtime.md › Local configuration).
 */
interface ViteTypeOptions {
  strictImportMetaEnv: unknown;
}

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_PORTAL_URL?: string;
  readonly VITE_GET_A_QUOTE_URL?: string;
  readonly VITE_BUSINESS_ENERGY_URL?: string;
  readonly VITE_HELP_CENTRE_URL?: string;
  readonly VITE_HELP_CENTRE_NEW_REQUEST_URL?: string;
  readonly VITE_REVIEW_PAGE_URL?: string;
  readonly VITE_SOCIAL_BASE_URL?: string;
  readonly VITE_CHAT_SCRIPT_URL?: string;
}
