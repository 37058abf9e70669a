import { describe, expect, it } from 'vitest';
import { defaultExternalUrls } from '#contracts/brand';
import { consentCookies } from '../../../../../web/src/features/consent/consent-rules';
import {
  browserCookieHelp,
  siteCookies,
} from '../../../../../web/src/features/information-pages/content/legal/cookies';
import CookiePolicyPage from '../../../../../web/src/features/information-pages/pages/CookiePolicyPage';
import { renderPage } from './render-page';

/** The policy must describe the cookies the consent feature really writes, not a copy that drifts. */
describe('cookie policy', () => {
  it('describes the banner cookie with the name, value and lifetime the consent feature uses', () => {
    const banner = siteCookies.find((cookie) => cookie.name === consentCookies.banner.name);
    expect(banner?.value).toBe(consentCookies.banner.value);
    expect(banner?.expires).toBe(`${consentCookies.banner.days} days`);
    expect(banner?.purpose).toMatch(/Accept or Deny/);
  });

  it('describes the choice cookie with its values and lifetime', () => {
    const choice = siteCookies.find((cookie) => cookie.name === consentCookies.choice.name);
    expect(choice?.value).toBe('accepted or denied');
    expect(choice?.expires).toBe(`${consentCookies.choice.days} days`);
  });

  it("names the chat script's host and says it loads only after Accept", () => {
    const chat = siteCookies.find((cookie) => /chat/i.test(cookie.name));
    expect(chat?.purpose).toContain(new URL(defaultExternalUrls.chatScript).host);
    expect(chat?.purpose).toMatch(/only after you choose Accept/);
  });

  it('renders the cookies as a table with a caption and a row header per cookie', () => {
    const { getByRole } = renderPage(CookiePolicyPage, '/Cookies');
    const table = getByRole('table', { name: 'Cookies set on this website' });
    const rowHeaders = Array.from(table.querySelectorAll('tbody th[scope="row"]')).map((cell) => cell.textContent);
    expect(rowHeaders).toEqual(siteCookies.map((cookie) => cookie.name));
    // On a narrow screen the table scrolls inside a region named by its caption (docs/accessibility.md › Valid markup).
    expect(getByRole('region', { name: 'Cookies set on this website' }).contains(table)).toBe(true);
  });

  it("links to six browsers' cookie help pages, each opening in a new tab", () => {
    expect(browserCookieHelp).toHaveLength(6);
    const { getByRole } = renderPage(CookiePolicyPage, '/Cookies');
    for (const item of browserCookieHelp) {
      const link = getByRole('link', { name: `${item.text} (opens in a new tab)` });
      expect(link.getAttribute('href')).toBe(item.link);
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('does not claim analytics, advertising or remarketing cookies are in use', () => {
    const { container } = renderPage(CookiePolicyPage, '/Cookies');
    const text = container.textContent ?? '';
    expect(text).toContain('Analysis: not used.');
    expect(text).toContain('Advertising: not used.');
    expect(text).toContain('Remarketing: not used.');
  });
});
