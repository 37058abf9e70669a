import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultExternalUrls } from '#contracts/brand';
import { checkExternalUrls, externalUrlsOrThrow } from '#contracts/external-urls';

afterEach(() => vi.unstubAllEnvs());

describe('checkExternalUrls', () => {
  it('gives the defaults when no variable is set', () => {
    expect(checkExternalUrls({})).toEqual({ ok: true, urls: defaultExternalUrls });
  });

  it('applies an override and keeps the other defaults', () => {
    expect(checkExternalUrls({ VITE_PORTAL_URL: 'https://my.staging.fernleaf.example' })).toEqual({
      ok: true,
      urls: { ...defaultExternalUrls, portal: 'https://my.staging.fernleaf.example' },
    });
  });

  it('trims a value with surrounding white space', () => {
    const checked = checkExternalUrls({ VITE_CHAT_SCRIPT_URL: ' https://chat.example/widget.js\n' });
    expect(checked).toEqual({
      ok: true,
      urls: { ...defaultExternalUrls, chatScript: 'https://chat.example/widget.js' },
    });
  });

  it.each(['', '   '])('refuses an empty value (%j), naming the variable', (value) => {
    expect(checkExternalUrls({ VITE_HELP_CENTRE_URL: value })).toEqual({
      ok: false,
      problems: ['VITE_HELP_CENTRE_URL is empty: unset it to use the default, or set an https URL'],
    });
  });

  it('refuses a value that is not a URL, naming the variable', () => {
    expect(checkExternalUrls({ VITE_REVIEW_PAGE_URL: 'reviews.fernleaf.example' })).toEqual({
      ok: false,
      problems: ['VITE_REVIEW_PAGE_URL is not a valid URL: "reviews.fernleaf.example"'],
    });
  });

  it.each(['http://my.fernleaf.example', 'ftp://my.fernleaf.example', 'javascript:alert(1)'])(
    'refuses %s: https only',
    (value) => {
      expect(checkExternalUrls({ VITE_PORTAL_URL: value })).toEqual({
        ok: false,
        problems: [`VITE_PORTAL_URL must be an https: URL (http: only for localhost or 127.0.0.1): "${value}"`],
      });
    },
  );

  it.each(['http://localhost:8080', 'http://127.0.0.1:9000/portal'])('allows http: on this machine (%s)', (value) => {
    expect(checkExternalUrls({ VITE_PORTAL_URL: value })).toEqual({
      ok: true,
      urls: { ...defaultExternalUrls, portal: value },
    });
  });

  it('lists every problem at once', () => {
    const checked = checkExternalUrls({
      VITE_PORTAL_URL: '',
      VITE_SOCIAL_BASE_URL: 'https://social.example',
      VITE_CHAT_SCRIPT_URL: 'not a url',
    });
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.problems.map((problem) => problem.split(' ')[0])).toEqual([
      'VITE_PORTAL_URL',
      'VITE_CHAT_SCRIPT_URL',
    ]);
  });

  it('throws one error listing the problems (what the build and the app use)', () => {
    expect(() => externalUrlsOrThrow({ VITE_GET_A_QUOTE_URL: 'http://join.example' })).toThrow(
      /^Invalid external URL settings:\n {2}- VITE_GET_A_QUOTE_URL must be an https: URL/,
    );
    expect(externalUrlsOrThrow({})).toEqual(defaultExternalUrls);
  });
});

describe('the web build', () => {
  it('fails before bundling when a VITE_*_URL variable is bad', async () => {
    vi.stubEnv('VITE_BUSINESS_ENERGY_URL', 'http://business.example');
    await expect(
      build({
        configFile: fileURLToPath(new URL('../../../../web/vite.config.ts', import.meta.url)),
        logLevel: 'silent',
        // Should the check ever let this through, nothing is written over web/dist.
        build: { write: false },
      }),
    ).rejects.toThrow(/VITE_BUSINESS_ENERGY_URL must be an https: URL/);
  });
});
