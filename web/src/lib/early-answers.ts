/*
 * Answers of our API asked for with the document, and drawn before the app has arrived
 * (docs/decisions/025-home-prices-in-the-first-paint.md). The document's inline request script
 * (lambdas/contracts/early-requests.ts) asks for them; a page's early script (built on its own by
 * web/prerender.ts, e.g. web/src/features/home/early-prices.ts) draws each into the page's element
 * marked `data-early-answer="<path>"`,
 * until the app starts hydrating. From then on only the app draws: it hydrates with the answers
 * already drawn (so its first render is the markup on screen) and takes the others when they come.
 * The two meet on `window.fernleafEarlyAnswers`, whichever runs first creating it.
 */

import { HOME_ANSWERS_ELEMENT_ID } from '#contracts/home-document';

interface EarlyAnswer {
  /** The answer's JSON body; rejects on a failed request or a status other than 2xx. */
  body: Promise<unknown>;
  /** Set once the early script has drawn the answer into the page. */
  drawn?: { data: unknown };
}

interface EarlyAnswers {
  /** True once the app has started hydrating: the early script then leaves the page alone. */
  appStarted: boolean;
  answers: Partial<Record<string, EarlyAnswer>>;
}

declare global {
  interface Window {
    fernleafEarlyAnswers?: EarlyAnswers;
  }
}

/**
 * The answers a document came with, already drawn in it (the home page's, served with today's
 * figures: web/src/features/home/home-document.ts): to the app, as if the early script had drawn them.
 */
function answersInDocument(): EarlyAnswers['answers'] {
  const element = document.getElementById(HOME_ANSWERS_ELEMENT_ID);
  if (!element?.textContent) return {};
  const answers = JSON.parse(element.textContent) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(answers).map(([path, data]) => [path, { body: Promise.resolve(data), drawn: { data } }]),
  );
}

function earlyAnswers(): EarlyAnswers {
  return (window.fernleafEarlyAnswers ??= { appStarted: false, answers: answersInDocument() });
}

const answerElement = (path: string) => document.querySelector(`[data-early-answer="${path}"]`);

/**
 * The early script's part: takes the request the document made for `path` (or makes it, should the
 * document not have) and, unless the app has started, draws `markupOf(answer)` into the element
 * waiting for it. An answer that cannot be drawn (an unexpected shape: `markupOf` throws) is left to
 * the app, which checks it.
 */
export function drawEarlyAnswer(path: string, markupOf: (data: unknown) => { text: string }): void {
  const store = earlyAnswers();
  // Too late: the app has taken over, and may already have taken the document's request.
  if (store.appStarted) return;
  const answer = (store.answers[path] ??= { body: fetchBody(path) });
  const draw = (data: unknown) => {
    const element = answerElement(path);
    if (store.appStarted || !element) return;
    try {
      element.innerHTML = markupOf(data).text;
      answer.drawn = { data };
    } catch (error) {
      console.warn(`Could not draw ${path} early: ${(error as Error).message}`);
    }
  };
  answer.body.then(
    (data) => {
      // The answer can come before the parser has reached its element.
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => draw(data));
      else draw(data);
    },
    // The app asks again and says what it shows instead.
    () => undefined,
  );
}

/** As the document's request script asks (lambdas/contracts/early-requests.ts). */
function fetchBody(path: string): Promise<unknown> {
  return fetch(path).then((response) => {
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
}

/** The app's part, just before it hydrates: from now on the early script draws nothing. */
export function markAppStarted(): void {
  earlyAnswers().appStarted = true;
}

/** The answer the early script drew into the page for `path`, if it did: the app hydrates with it. */
export function drawnEarlyAnswer(path: string): { data: unknown } | undefined {
  return window.fernleafEarlyAnswers?.answers[path]?.drawn;
}

/**
 * The early request for `path`, once: the app's first look at that route uses it instead of asking
 * again; any later one (another region, a page reached by a link) is its own request.
 */
export function takeEarlyAnswer(path: string): Promise<unknown> | undefined {
  const answers = window.fernleafEarlyAnswers?.answers;
  const answer = answers?.[path];
  if (answers) delete answers[path];
  return answer?.body;
}
