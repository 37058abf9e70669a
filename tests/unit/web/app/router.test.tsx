import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router-dom';
import { pageModules, preloadPageAt, SiteApp } from '../../../../web/src/app/router';
import { loadEveryDeferredIsland } from '../../../../web/src/components/deferred-island';
import { RouteErrorBoundary } from '../../../../web/src/app/layout/RouteError';
import type { SitePage } from '#contracts/site-routes';
import { AtPath, historyMovesTo } from '../at-path';

vi.setConfig({ testTimeout: 20_000 });

// The information pages' text is a deferred island (its loader known once a page that has one is
// loaded): its code here, as after the first in-app navigation.
beforeAll(async () => {
  await preloadPageAt('/Cookies');
  await loadEveryDeferredIsland();
});
afterEach(() => vi.restoreAllMocks());

/** Lets a held load finish and React render what was waiting for it (React's test mode renders only inside act). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/** A click whose navigation may suspend, in an awaited act (React's test mode retries a suspended render only inside one). */
const clickInAct = (element: HTMLElement) => act(() => Promise.resolve(element.click()));

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

describe('SiteApp', () => {
  it('renders the page at the address (any letter case, a trailing slash), and the not-found page elsewhere', async () => {
    await preloadPageAt('/Cookies');
    render(
      <AtPath path="/cookies/">
        <SiteApp />
      </AtPath>,
    );
    expect(heading()).toBe('Cookie Policy');
    act(() => historyMovesTo('/NoSuchPage'));
    expect(heading()).toBe('Page not found');
  });

  it('keeps the current page while the next one loads, then shows it with focus on its heading', async () => {
    await preloadPageAt('/Complaints');
    render(
      <AtPath path="/Complaints">
        <SiteApp />
        <Link to="/HelpPaying">Go</Link>
      </AtPath>,
    );
    expect(heading()).toBe('Complaints');
    const releaseModule = holdPageModule('helpPaying');
    await clickInAct(screen.getByRole('link', { name: 'Go' }));
    // React Router renders the navigation in a transition: the address is the new one, the page the old one.
    expect(window.location.pathname).toBe('/HelpPaying');
    expect(heading()).toBe('Complaints');
    releaseModule();
    // However long the page's module then takes to load here (a busy machine).
    await act(() => preloadPageAt('/HelpPaying'));
    await settle();
    expect(heading()).toMatch(/help/i);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it("waits for a page's browser-only parts as well, which its hydration does not", async () => {
    await preloadPageAt('/Contact');
    let releaseParts = () => {};
    const parts = new Promise<void>((resolve) => (releaseParts = resolve));
    const loadBrowserParts = vi.fn(() => parts);
    vi.spyOn(pageModules, 'submitMeterReading').mockResolvedValue({
      default: () => <h1>Submit a reading</h1>,
      loadBrowserParts,
    });
    render(
      <AtPath path="/Contact">
        <SiteApp />
        <Link to="/SubmitMeterReading">Go</Link>
      </AtPath>,
    );
    const contact = heading();
    await clickInAct(screen.getByRole('link', { name: 'Go' }));
    await waitFor(() => expect(loadBrowserParts).toHaveBeenCalledOnce());
    expect(heading()).toBe(contact);
    releaseParts();
    await settle();
    expect(heading()).toBe('Submit a reading');
  });

  it('Back or Forward to a page whose code has not arrived: the current page stays until it has', async () => {
    await preloadPageAt('/Accessibility');
    render(
      <AtPath path="/Accessibility">
        <SiteApp />
      </AtPath>,
    );
    expect(heading()).toMatch(/accessibility/i);
    const releaseModule = holdPageModule('reviewsPolicy');
    await act(() => Promise.resolve(historyMovesTo('/ReviewsPolicy')));
    expect(heading()).toMatch(/accessibility/i);
    releaseModule();
    await act(() => preloadPageAt('/ReviewsPolicy'));
    await waitFor(() => expect(heading()).toMatch(/review/i));
  });

  it("shows the error page when a page's code cannot be loaded, and tries again on the next visit", async () => {
    await preloadPageAt('/AntiSlavery');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = pageModules.priorityServices;
    const failing = vi.spyOn(pageModules, 'priorityServices').mockRejectedValue(new Error('chunk gone'));
    render(
      <AtPath path="/AntiSlavery">
        <SiteApp />
      </AtPath>,
    );
    await act(() => Promise.resolve(historyMovesTo('/PriorityServices')));
    await waitFor(() => expect(heading()).toBe('Sorry, something went wrong'));
    expect(logged).toHaveBeenCalledWith('Page failed to load', expect.any(Error));
    failing.mockImplementation(load);
    await act(() => Promise.resolve(historyMovesTo('/AntiSlavery')));
    await waitFor(() => expect(heading()).toMatch(/slavery/i));
    await act(() => Promise.resolve(historyMovesTo('/PriorityServices')));
    await waitFor(() => expect(heading()).toMatch(/priority/i));
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
    act(() => historyMovesTo('/Fixed'));
    expect(heading()).toBe('Fine');
  });
});
