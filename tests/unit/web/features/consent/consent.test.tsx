import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AtPath } from '../../at-path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentProvider } from '../../../../../web/src/features/consent/ConsentContext';
import { CookieBanner } from '../../../../../web/src/features/consent/CookieBanner';
import {
  CONSENT_LIFETIME_DAYS,
  consentCookies,
  loadChatScriptOnce,
  removeChat,
} from '../../../../../web/src/features/consent/consent-rules';
import { siteCookies } from '../../../../../web/src/features/information-pages/content/legal/cookies';

function clearCookies() {
  for (const name of ['hide_cookie_message', 'cookie_consent'])
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

afterEach(() => {
  removeChat();
  clearCookies();
  document.body.style.paddingBottom = '';
});

describe('consent', () => {
  it('gives both cookies one lifetime, the one the cookie policy states', () => {
    expect(consentCookies.banner.days).toBe(CONSENT_LIFETIME_DAYS);
    expect(consentCookies.choice.days).toBe(CONSENT_LIFETIME_DAYS);
    for (const cookie of siteCookies.filter((entry) => entry.name in { hide_cookie_message: 1, cookie_consent: 1 }))
      expect(cookie.expires).toBe(`${CONSENT_LIFETIME_DAYS} days`);
  });

  it('shows the banner once mounted, reserves room for it, and gives the room back when it closes', async () => {
    const user = userEvent.setup();
    render(
      <AtPath>
        <ConsentProvider>
          <CookieBanner />
        </ConsentProvider>
      </AtPath>,
    );
    const banner = await screen.findByRole('region', { name: 'Cookies on our website' });
    expect(banner).toBeTruthy();
    expect(document.body.style.paddingBottom).toMatch(/px$/);
    await user.click(screen.getByRole('button', { name: 'Deny' }));
    expect(screen.queryByRole('region', { name: 'Cookies on our website' })).toBeNull();
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.cookie).toContain('cookie_consent=denied');
  });

  it('takes the chat script and what it added to the page away again', async () => {
    loadChatScriptOnce('https://chat.example/widget.js');
    const launcher = document.createElement('div');
    launcher.id = 'chat-launcher';
    document.body.appendChild(launcher);
    const portal = document.createElement('div');
    portal.className = 'MuiModal-root';
    document.body.appendChild(portal);
    await waitFor(() => expect(document.querySelector('script[data-support-chat]')).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 0));

    removeChat();
    expect(document.querySelector('script[data-support-chat]')).toBeNull();
    expect(document.getElementById('chat-launcher')).toBeNull();
    // The app's own portals stay.
    expect(portal.isConnected).toBe(true);
    portal.remove();
  });
});
