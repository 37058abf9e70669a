import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'wouter';
import { navigateWhenPageReady, pageModules, preloadPageAt, SiteApp } from '../../../../web/src/app/router';
import { RouteErrorBoundary } from '../../../../web/src/app/layout/RouteError';
import { useEntryKey, useEntryState, useHash } from '../../../../web/src/lib/history-entry';
import type { SitePage } from '#contracts/site-routes';
import { AtPath } from '../at-path';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => vi.restoreAllMocks());

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

/** Holds the loading of a page's module until the returned function is called (as a slow network would). */
function holdPageModule(page: SitePage): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const load = pageModules[page];
  vi.spyOn(pageModules, page).mockImplementation(async () => {
    await held;
    return load();
  });
  return release;
}

describe('navigateWhenPageReady', () => {
  it("waits for the next page's code, then navigates with a keyed entry that carries the state", async () => {
    const navigate = vi.fn();
    navigateWhenPageReady(navigate, '/Privacy?from=footer#top', { state: { from: 'test' } });
    expect(navigate).not.toHaveBeenCalled();

    await preloadPageAt('/Privacy');
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    const [to, options] = navigate.mock.calls[0]!;
    expect(to).toBe('/Privacy?from=footer#top');
    expect(options).toEqual({ replace: undefined, state: { key: expect.any(String), usr: { from: 'test' } } });
  });

  it('navigates at once to a page whose code is here, and to a path with no page (the not-found page is in the shell)', async () => {
    await preloadPageAt('/Privacy');
    const navigate = vi.fn();
    navigateWhenPageReady(navigate, '/privacy', { replace: true });
    navigateWhenPageReady(navigate, '/NoSuchPage');
    expect(navigate.mock.calls.map(([to, options]) => [to, options.replace])).toEqual([
      ['/privacy', true],
      ['/NoSuchPage', undefined],
    ]);
    // Every entry gets a key of its own.
    expect(navigate.mock.calls[0]![1].state.key).not.toBe(navigate.mock.calls[1]![1].state.key);
  });

  it("waits for a page's browser-only parts as well, which its hydration does not", async () => {
    let releaseParts = () => {};
    const parts = new Promise<void>((resolve) => (releaseParts = resolve));
    const loadBrowserParts = vi.fn(() => parts);
    vi.spyOn(pageModules, 'submitMeterReading').mockResolvedValue({ default: () => null, loadBrowserParts });
    const navigate = vi.fn();
    navigateWhenPageReady(navigate, '/SubmitMeterReading');

    // What a prerendered page waits for before it hydrates: the page's module, not its parts.
    await preloadPageAt('/SubmitMeterReading');
    await waitFor(() => expect(loadBrowserParts).toHaveBeenCalledOnce());
    expect(navigate).not.toHaveBeenCalled();

    releaseParts();
    await waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    // Once everything is here, the next navigation is immediate.
    navigateWhenPageReady(navigate, '/SubmitMeterReading');
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('of two quick navigations, only the later one happens', async () => {
    await preloadPageAt('/Privacy');
    const navigate = vi.fn();
    navigateWhenPageReady(navigate, '/AntiSlavery');
    navigateWhenPageReady(navigate, '/Privacy');
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/Privacy']);
    await preloadPageAt('/AntiSlavery');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(navigate.mock.calls.map(([to]) => to)).toEqual(['/Privacy']);
  });
});

describe('SiteApp', () => {
  it('renders the page at the address (any letter case), and the not-found page elsewhere', async () => {
    await preloadPageAt('/Cookies');
    render(
      <AtPath path="/cookies/">
        <SiteApp />
      </AtPath>,
    );
    expect(heading()).toBe('Cookie Policy');
    act(() => window.history.pushState(null, '', '/NoSuchPage'));
    expect(heading()).toBe('Page not found');
  });

  it('keeps the current page while the next one loads, then shows it with focus on its heading', async () => {
    await preloadPageAt('/Complaints');
    const user = userEvent.setup();
    render(
      <AtPath path="/Complaints">
        <SiteApp />
        <Link to="/HelpPaying">Go</Link>
      </AtPath>,
    );
    expect(heading()).toBe('Complaints');
    const releaseModule = holdPageModule('helpPaying');
    await user.click(screen.getByRole('link', { name: 'Go' }));
    expect(heading()).toBe('Complaints');
    expect(window.location.pathname).toBe('/Complaints');
    releaseModule();
    // However long the page's module then takes to load here (a busy machine).
    await act(() => preloadPageAt('/HelpPaying'));
    await waitFor(() => expect(window.location.pathname).toBe('/HelpPaying'));
    expect(heading()).toMatch(/help/i);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('Back or Forward to a page whose code has not arrived: an empty main area, then the page', async () => {
    await preloadPageAt('/Accessibility');
    render(
      <AtPath path="/Accessibility">
        <SiteApp />
      </AtPath>,
    );
    expect(heading()).toMatch(/accessibility/i);
    // What the browser does on Back or Forward: the address changes, no navigate() is called.
    const releaseModule = holdPageModule('reviewsPolicy');
    // (An awaited act: React's test mode only retries a suspended render inside one.)
    await act(() => Promise.resolve(window.history.pushState(null, '', '/ReviewsPolicy')));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('main')).toBeTruthy();
    releaseModule();
    await act(() => preloadPageAt('/ReviewsPolicy'));
    await waitFor(() => expect(heading()).toMatch(/review/i));
  });
});

describe('RouteErrorBoundary', () => {
  function Fails() {
    if (window.location.pathname === '/Broken') throw new Error('render failed');
    return <h1>Fine</h1>;
  }

  it('shows the error page instead of a blank one, and tries again at the next address', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AtPath path="/Broken">
        <RouteErrorBoundary>
          <Fails />
        </RouteErrorBoundary>
      </AtPath>,
    );
    expect(heading()).toBe('Sorry, something went wrong');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Page failed to load', expect.any(Error));
    act(() => window.history.pushState(null, '', '/Fixed'));
    expect(heading()).toBe('Fine');
  });
});

describe('history entries (web/src/lib/history-entry.ts)', () => {
  function Entry() {
    return (
      <p>
        key {useEntryKey()} state {JSON.stringify(useEntryState() ?? null)} hash {useHash()}
      </p>
    );
  }

  it('gives each in-app navigation a key and its state, and Back brings both back', async () => {
    // The navigation waits for the page's module: loaded first, however long that takes here.
    await preloadPageAt('/Cookies');
    const user = userEvent.setup();
    render(
      <AtPath path="/Cookies#first">
        <Entry />
        <Link to="/Cookies#second" state={{ step: 2 }}>
          Next
        </Link>
      </AtPath>,
    );
    const text = () => screen.getByText(/^key/).textContent;
    expect(text()).toBe('key default state null hash #first');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(text()).toMatch(/^key \w+ state \{"step":2\} hash #second$/));
    expect(text()).not.toContain('default');
    act(() => window.history.back());
    await waitFor(() => expect(text()).toBe('key default state null hash #first'));
  });
});
