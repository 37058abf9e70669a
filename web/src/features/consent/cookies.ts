/** Browser cookie helpers for the consent feature (the site sets no other cookies itself). */

/**
 * The values of these cookies, from one read of document.cookie: each read asks the browser's
 * cookie store, a few milliseconds on a slow phone while the page hydrates.
 */
export function readCookies<Name extends string>(...names: Name[]): Partial<Record<Name, string>> {
  // No cookies at build time (web/prerender.ts renders the pages in Node).
  if (typeof document === 'undefined') return {};
  const values: Partial<Record<Name, string>> = {};
  for (const part of document.cookie.split('; ')) {
    const separator = part.indexOf('=');
    const name = part.slice(0, separator) as Name;
    if (names.includes(name) && values[name] === undefined)
      values[name] = decodeURIComponent(part.slice(separator + 1));
  }
  return values;
}

export function writeCookie(name: string, value: string, days: number): void {
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax${secure}`;
}
