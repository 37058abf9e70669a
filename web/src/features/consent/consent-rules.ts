import { readCookie, writeCookie } from './cookies';

/**
 * The banner cookie (hide_cookie_message=true, 30 days) plus a second cookie that records the
 * choice itself (README: Product behaviour › Cookie consent). Chat loads only after Accept, not
 * after Deny as originally specified: UK consent rules (PECR) forbid non-essential cookies without
 * consent (README: Deliberate departures from the original specification).
 */
export const consentCookies = {
  banner: { name: 'hide_cookie_message', value: 'true', days: 30 },
  choice: { name: 'cookie_consent', days: 180 },
} as const;

export type ConsentChoice = 'accepted' | 'denied';

export function isBannerDismissed(): boolean {
  return readCookie(consentCookies.banner.name) === consentCookies.banner.value;
}

export function storedChoice(): ConsentChoice | undefined {
  const value = readCookie(consentCookies.choice.name);
  return value === 'accepted' || value === 'denied' ? value : undefined;
}

export function recordChoice(choice: ConsentChoice): void {
  writeCookie(consentCookies.banner.name, consentCookies.banner.value, consentCookies.banner.days);
  writeCookie(consentCookies.choice.name, choice, consentCookies.choice.days);
}

const CHAT_SCRIPT_MARKER = 'data-support-chat';

/** Adds the support-chat script to the page once; later calls do nothing. */
export function loadChatScriptOnce(src: string): void {
  if (document.querySelector(`script[${CHAT_SCRIPT_MARKER}]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(CHAT_SCRIPT_MARKER, '');
  document.body.appendChild(script);
}
