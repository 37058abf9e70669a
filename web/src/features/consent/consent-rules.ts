import { bannerDismissedCookie } from '#contracts/consent-cookie';
import { readCookies, writeCookie } from './cookies';

/**
 * How long a consent choice lasts: the specification's 30 days for hide_cookie_message, used for
 * both cookies so the banner and the choice it records expire together (a choice outliving its
 * banner would load the chat for someone the banner asks again).
 */
export const CONSENT_LIFETIME_DAYS = 30;

/**
 * The banner cookie (hide_cookie_message=true) plus a second cookie that records the choice
 * itself, both for CONSENT_LIFETIME_DAYS (docs/product/cookie-consent.md › Cookie consent). Chat loads
 * only after Accept, not after Deny as originally specified: UK consent rules (PECR) forbid
 * non-essential cookies without consent (docs/departures.md › Deliberate departures from the original specification).
 */
export const consentCookies = {
  banner: { ...bannerDismissedCookie, days: CONSENT_LIFETIME_DAYS },
  choice: { name: 'cookie_consent', days: CONSENT_LIFETIME_DAYS },
} as const;

export type ConsentChoice = 'accepted' | 'denied';

/** What the consent cookies say: whether the banner was answered, and the choice made. */
export function storedConsent(): { bannerDismissed: boolean; choice?: ConsentChoice } {
  const { banner, choice } = consentCookies;
  const values = readCookies(banner.name, choice.name);
  const chosen = values[choice.name];
  return {
    bannerDismissed: values[banner.name] === banner.value,
    choice: chosen === 'accepted' || chosen === 'denied' ? chosen : undefined,
  };
}

export function recordChoice(choice: ConsentChoice): void {
  writeCookie(consentCookies.banner.name, consentCookies.banner.value, consentCookies.banner.days);
  writeCookie(consentCookies.choice.name, choice, consentCookies.choice.days);
}

const CHAT_SCRIPT_MARKER = 'data-support-chat';

/** What the chat script added to <body> (its launcher, frames...), so Deny can take it away again. */
const chatNodes = new Set<Node>();
let chatObserver: MutationObserver | undefined;

/**
 * Nodes the app itself adds to <body>: its root and MUI's portals (dialogs, menus, drawers,
 * tooltips). Anything else appearing there after the chat script is the chat's.
 */
function isAppNode(node: Node): boolean {
  if (!(node instanceof Element)) return true;
  return node.id === 'root' || node.hasAttribute(CHAT_SCRIPT_MARKER) || /\bMui/.test(node.getAttribute('class') ?? '');
}

/** Adds the support-chat script to the page once; later calls do nothing. */
export function loadChatScriptOnce(src: string): void {
  if (document.querySelector(`script[${CHAT_SCRIPT_MARKER}]`)) return;
  chatObserver ??= new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (!isAppNode(node)) chatNodes.add(node);
  });
  chatObserver.observe(document.body, { childList: true });
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(CHAT_SCRIPT_MARKER, '');
  document.body.appendChild(script);
}

/**
 * After Deny (also following an earlier Accept): the chat goes at once. Its script element and
 * everything it put in <body> are removed; the next page load does not add it again.
 */
export function removeChat(): void {
  chatObserver?.disconnect();
  chatObserver = undefined;
  for (const node of chatNodes) node.parentNode?.removeChild(node);
  chatNodes.clear();
  document.querySelectorAll(`script[${CHAT_SCRIPT_MARKER}]`).forEach((script) => script.remove());
}
