import { defaultExternalUrls, type ExternalUrls } from './brand.js';

/**
 * The build-time variable that overrides each external URL of `defaultExternalUrls`
 * (docs/local-runtime.md › Local configuration). Pure: checked by the Vite build (web/vite.config.ts) and read by the
 * app (web/src/lib/site-config.ts) through the same function, so nothing here may touch Vite.
 */
export const externalUrlVariables = {
  site: 'VITE_SITE_URL',
  portal: 'VITE_PORTAL_URL',
  getAQuote: 'VITE_GET_A_QUOTE_URL',
  businessEnergy: 'VITE_BUSINESS_ENERGY_URL',
  helpCentre: 'VITE_HELP_CENTRE_URL',
  helpCentreNewRequest: 'VITE_HELP_CENTRE_NEW_REQUEST_URL',
  reviewPage: 'VITE_REVIEW_PAGE_URL',
  socialBase: 'VITE_SOCIAL_BASE_URL',
  chatScript: 'VITE_CHAT_SCRIPT_URL',
} as const satisfies Record<keyof ExternalUrls, `VITE_${string}_URL`>;

export type ExternalUrlVariable = (typeof externalUrlVariables)[keyof ExternalUrls];

/** The variables as the build environment has them: unset, or any string. */
export type ExternalUrlEnv = Readonly<Partial<Record<ExternalUrlVariable, string>>>;

export type ExternalUrlsCheck = { ok: true; urls: ExternalUrls } | { ok: false; problems: string[] };

/** http: is fine only for a site on this machine (a local stand-in for the portal, say). */
const localHosts = new Set(['localhost', '127.0.0.1']);

function problemWith(value: string): string | undefined {
  if (value.trim() === '') return 'is empty: unset it to use the default, or set an https URL';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return `is not a valid URL: ${JSON.stringify(value)}`;
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && localHosts.has(url.hostname))) return undefined;
  return `must be an https: URL (http: only for localhost or 127.0.0.1): ${JSON.stringify(value)}`;
}

/**
 * The external URLs of this build: the default where a variable is unset, the variable's value
 * (trimmed) where it is a valid URL, or every problem found, each naming its variable.
 */
export function checkExternalUrls(env: ExternalUrlEnv): ExternalUrlsCheck {
  const urls: { -readonly [K in keyof ExternalUrls]: string } = { ...defaultExternalUrls };
  const problems: string[] = [];
  for (const key of Object.keys(externalUrlVariables) as (keyof ExternalUrls)[]) {
    const variable = externalUrlVariables[key];
    const value = env[variable];
    if (value === undefined) continue;
    const problem = problemWith(value);
    if (problem) problems.push(`${variable} ${problem}`);
    else urls[key] = value.trim();
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, urls };
}

/** `checkExternalUrls`, throwing one error that lists every problem. */
export function externalUrlsOrThrow(env: ExternalUrlEnv): ExternalUrls {
  const checked = checkExternalUrls(env);
  if (!checked.ok) {
    throw new Error(
      `Invalid external URL settings:\n${checked.problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  return checked.urls;
}
