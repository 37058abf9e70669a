// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyRequestScript } from '#contracts/early-requests';
import { HOME_ANSWERS_ELEMENT_ID } from '#contracts/home-document';
import {
  drawEarlyAnswer,
  drawnEarlyAnswer,
  markAppStarted,
  takeEarlyAnswer,
} from '../../../../web/src/lib/early-answers';

const PATH = '/api/price-cap';
const markupOf = (data: unknown) => ({ text: `<p>${(data as { figure: string }).figure}</p>` });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function answerWith(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })),
    ),
  );
}

beforeEach(() => {
  delete window.fernleafEarlyAnswers;
  document.body.innerHTML = `<div data-early-answer="${PATH}"><span>loading</span></div>`;
});
afterEach(() => vi.unstubAllGlobals());

/** The document's inline request script, as web/prerender.ts writes it, run as the browser runs it. */
function runDocumentRequests() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is text in the document; this runs that text
  new Function(earlyRequestScript([PATH]))();
}

const island = () => document.querySelector(`[data-early-answer="${PATH}"]`)!;

describe('an answer asked for with the document', () => {
  it('is drawn into its element before the app starts, and the app hydrates with it', async () => {
    answerWith({ figure: '£1,614' });
    drawEarlyAnswer(PATH, markupOf);
    await settle();
    expect(island().innerHTML).toBe('<p>£1,614</p>');
    expect(drawnEarlyAnswer(PATH)).toEqual({ data: { figure: '£1,614' } });
  });

  it('is not drawn once the app has started: the app takes it instead, once', async () => {
    answerWith({ figure: '£1,614' });
    drawEarlyAnswer(PATH, markupOf);
    markAppStarted();
    await settle();
    expect(island().innerHTML).toBe('<span>loading</span>');
    expect(drawnEarlyAnswer(PATH)).toBeUndefined();
    await expect(takeEarlyAnswer(PATH)).resolves.toEqual({ figure: '£1,614' });
    expect(takeEarlyAnswer(PATH)).toBeUndefined();
  });

  it('uses the request the document made, and asks nothing itself', async () => {
    answerWith({ figure: '£1,614' });
    runDocumentRequests();
    drawEarlyAnswer(PATH, markupOf);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(island().innerHTML).toBe('<p>£1,614</p>');
  });

  it('does nothing when it runs after the app has started (the app may have taken the request already)', async () => {
    answerWith({ figure: '£1,614' });
    runDocumentRequests();
    markAppStarted();
    await expect(takeEarlyAnswer(PATH)).resolves.toEqual({ figure: '£1,614' });
    drawEarlyAnswer(PATH, markupOf);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(island().innerHTML).toBe('<span>loading</span>');
  });

  it('is left to the app when it cannot be drawn (a shape the markup refuses)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerWith({ other: true });
    drawEarlyAnswer(PATH, (data) => ({ text: (data as { figure: { length: number } }).figure.length.toString() }));
    await settle();
    expect(island().innerHTML).toBe('<span>loading</span>');
    expect(drawnEarlyAnswer(PATH)).toBeUndefined();
  });

  it('is left to the app when the request failed', async () => {
    answerWith({ error: { code: 'upstream', message: 'Unavailable' } }, 503);
    drawEarlyAnswer(PATH, markupOf);
    await settle();
    expect(island().innerHTML).toBe('<span>loading</span>');
    await expect(takeEarlyAnswer(PATH)).rejects.toThrow(/503/);
  });

  it('waits for its element when it comes before the parser has reached it', async () => {
    document.body.innerHTML = '';
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    answerWith({ figure: '£1,614' });
    drawEarlyAnswer(PATH, markupOf);
    await settle();
    document.body.innerHTML = `<div data-early-answer="${PATH}"></div>`;
    Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(island().innerHTML).toBe('<p>£1,614</p>');
  });
});

describe('answers the document came with (the home page with its figures, decision 026)', () => {
  it('are handed to the app as drawn, with nothing asked for', async () => {
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    const answer = { figure: '£1,614', note: '</script> stays text' };
    document.body.innerHTML = `<div data-early-answer="${PATH}"><p>£1,614</p></div><script type="application/json" id="${HOME_ANSWERS_ELEMENT_ID}">${JSON.stringify({ [PATH]: answer }).replace(/</g, '\\u003c')}</script>`;
    markAppStarted();
    expect(drawnEarlyAnswer(PATH)).toEqual({ data: answer });
    await expect(takeEarlyAnswer(PATH)).resolves.toEqual(answer);
    // Once: a later look at the route (another region) is the app's own request.
    expect(takeEarlyAnswer(PATH)).toBeUndefined();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('are none when the document has none (as built: its early scripts ask)', () => {
    markAppStarted();
    expect(drawnEarlyAnswer(PATH)).toBeUndefined();
    expect(takeEarlyAnswer(PATH)).toBeUndefined();
  });
});
