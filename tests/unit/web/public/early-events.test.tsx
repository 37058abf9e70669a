import { Window } from 'happy-dom';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ukPostcodePattern } from '#contracts/postcode-rules';
import { quoteUrlFor } from '../../../../web/src/features/home/QuoteForm';
import { HYDRATED_EVENT } from '../../../../web/src/lib/early-events';
import { externalUrls } from '../../../../web/src/lib/site-config';

/**
 * web/public/early-events.js, the classic script that records what is done on a prerendered page
 * before the app has hydrated and replays it afterwards (docs/first-paint.md › Early interactions),
 * run in a fresh happy-dom window per test.
 */
const here = dirname(fileURLToPath(import.meta.url));
const source = readFileSync(join(here, '../../../../web/public/early-events.js'), 'utf8');

const windows: Window[] = [];
afterEach(async () => {
  await Promise.all(windows.splice(0).map((window) => window.happyDOM.close()));
});

function pageWith(body: string) {
  const window = new Window({ url: 'https://www.example.test/' });
  windows.push(window);
  const { document } = window;
  document.body.innerHTML = `<div id="root">${body}</div>`;
  const open = vi.fn();
  window.open = open;
  // The script as the browser runs it: a classic script over the page's globals.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  new Function('window', 'document', 'location', 'SubmitEvent', 'Event', source)(
    window,
    document,
    window.location,
    window.SubmitEvent,
    window.Event,
  );
  const html = document.documentElement;
  const $ = <T extends HTMLElement = HTMLElement>(selector: string) => document.querySelector(selector) as unknown as T;
  const submit = (form: HTMLFormElement, submitter?: HTMLElement) => {
    const event = new window.SubmitEvent('submit', {
      bubbles: true,
      cancelable: true,
      submitter: submitter as never,
    });
    form.dispatchEvent(event as never);
    return event;
  };
  const click = (element: HTMLElement) =>
    element.dispatchEvent(new window.MouseEvent('click', { bubbles: true }) as never);
  /** What the app does once it has hydrated: its handlers are attached, then it says so. */
  const hydrate = () => {
    html.setAttribute('data-hydrated', '');
    document.dispatchEvent(new window.Event(HYDRATED_EVENT));
  };
  return { window, document, html, open, $, submit, click, hydrate };
}

describe('early-events.js before the app has hydrated', () => {
  it('cancels every native form submission, before and after hydration', () => {
    const page = pageWith('<form data-early-form="account"><button type="submit">Continue</button></form>');
    const form = page.$<HTMLFormElement>('form');
    expect(page.submit(form).defaultPrevented).toBe(true);
    page.hydrate();
    expect(page.submit(form).defaultPrevented).toBe(true);
  });

  it('records an early submit, shows it busy at once and replays it exactly once with its submitter', () => {
    const page = pageWith(
      '<form data-early-form="account"><input value="NG1 5FS"><button type="submit">Continue</button></form>',
    );
    const form = page.$<HTMLFormElement>('form');
    const button = page.$('button');
    page.submit(form, button);
    page.submit(form, button); // a second impatient click: still one submission
    expect(page.html.getAttribute('data-early-busy')).toBe('account');
    expect(page.$('[role="status"]')?.textContent).toBe('Just a moment');

    const received: Event[] = [];
    form.addEventListener('submit', (event) => received.push(event as unknown as Event));
    page.hydrate();
    expect(received).toHaveLength(1);
    expect((received[0] as SubmitEvent).submitter).toBe(button);
    expect((received[0] as Event & { earlyTabOpened?: boolean }).earlyTabOpened).toBe(false);
    expect(page.html.hasAttribute('data-early-busy')).toBe(false);
    expect(page.$('[role="status"]')).toBeNull();

    // Once the app is there, nothing is recorded or replayed again.
    page.document.dispatchEvent(new page.window.Event(HYDRATED_EVENT));
    page.submit(form, button);
    expect(received).toHaveLength(2);
  });

  it('records a tap on a button once and replays it as a click on the same element', () => {
    const page = pageWith(
      '<button type="button" data-early-click="menu" aria-label="Open menu"><svg></svg></button><a href="/AboutUs">About</a>',
    );
    const menu = page.$('button');
    page.click(page.$('svg'));
    page.click(menu);
    page.click(page.$('a'));
    expect(page.html.getAttribute('data-early-busy')).toBe('menu');
    const clicks = vi.fn();
    menu.addEventListener('click', clicks);
    page.hydrate();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('leaves links, which work without the app, and controls outside the app alone', () => {
    const page = pageWith('<a href="/AboutUs">About us</a>');
    const outside = page.document.createElement('button');
    outside.type = 'button';
    page.document.body.appendChild(outside);
    page.click(page.$('a'));
    page.click(outside as unknown as HTMLElement);
    expect(page.html.hasAttribute('data-early-busy')).toBe(false);
    const clicks = vi.fn();
    outside.addEventListener('click', clicks);
    page.$('a').addEventListener('click', clicks);
    page.hydrate();
    expect(clicks).not.toHaveBeenCalled();
  });

  it("records the cookie banner's answer at once, without waiting for the app", () => {
    const page = pageWith(
      '<section data-cookie-banner><button type="button" data-early-consent="hide_cookie_message=true cookie_consent=denied" data-early-days="30">Deny</button></section>',
    );
    const deny = page.$('button');
    page.click(deny);
    expect(page.document.cookie).toContain('hide_cookie_message=true');
    expect(page.document.cookie).toContain('cookie_consent=denied');
    expect(page.html.hasAttribute('data-consent-answered')).toBe(true);
    // Not replayed: the app reads the cookies when it starts.
    const clicks = vi.fn();
    deny.addEventListener('click', clicks);
    page.hydrate();
    expect(clicks).not.toHaveBeenCalled();
    expect(page.html.hasAttribute('data-consent-answered')).toBe(false);
  });

  const quoteForm = (value: string) =>
    `<form data-early-form="quote" data-early-tab="${externalUrls.getAQuote}/" data-early-pattern="${ukPostcodePattern.source}"><input value="${value}"><button type="submit">Quote me</button></form>`;

  it('opens the quote tab from the click itself for a valid postcode, at the address the app would open', () => {
    const page = pageWith(quoteForm(' ng1  5fs '));
    const form = page.$<HTMLFormElement>('form');
    page.submit(form, page.$('button'));
    expect(page.open).toHaveBeenCalledTimes(1);
    expect(page.open).toHaveBeenCalledWith(quoteUrlFor(' ng1  5fs '), '_blank', 'noopener,noreferrer');
    expect(page.html.hasAttribute('data-early-busy')).toBe(false);
    const received: (Event & { earlyTabOpened?: boolean })[] = [];
    form.addEventListener('submit', (event) => received.push(event as never));
    page.hydrate();
    expect(received.map((event) => event.earlyTabOpened)).toEqual([true]);
  });

  it('leaves an invalid postcode to the app, which shows the error once it is there', () => {
    const page = pageWith(quoteForm('NOT A POSTCODE'));
    const form = page.$<HTMLFormElement>('form');
    page.submit(form, page.$('button'));
    expect(page.open).not.toHaveBeenCalled();
    expect(page.html.getAttribute('data-early-busy')).toBe('quote');
    const received: (Event & { earlyTabOpened?: boolean })[] = [];
    form.addEventListener('submit', (event) => received.push(event as never));
    page.hydrate();
    expect(received.map((event) => event.earlyTabOpened)).toEqual([false]);
  });
});
