import { useMemo } from 'react';
import type { Markup } from '../lib/html-markup';
import { useLinksFollowedInApp } from './links-followed-in-app';

/**
 * Markup written as text (web/src/lib/html-markup.ts) in an element of its own: what a page's early
 * script may already have drawn before the app arrived (`earlyAnswer`: the API path whose answer
 * it draws there, web/src/lib/early-answers.ts). The app hydrates with the same answer, so `markup`
 * is what is on screen and React, which does not look inside `dangerouslySetInnerHTML`, leaves it
 * as it is; later changes replace it. Links inside navigate in the app.
 */
export function MarkupIsland({
  markup,
  earlyAnswer,
  className,
}: {
  markup: Markup;
  earlyAnswer?: string;
  className?: string;
}) {
  const followInApp = useLinksFollowedInApp();
  const inner = useMemo(() => ({ __html: markup.text }), [markup.text]);
  return (
    // A click on a link inside (by mouse, or Enter on the focused link) bubbles here; the links
    // themselves are the keyboard-reachable controls.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={className} data-early-answer={earlyAnswer} onClick={followInApp} dangerouslySetInnerHTML={inner} />
  );
}
