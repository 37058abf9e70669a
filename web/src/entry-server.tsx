import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { DocumentVariant } from '#contracts/site-routes';
import { AppProviders } from './app/AppProviders';
import { createEmotionCache } from './app/emotion-cache';
import { preloadPageAt, SiteApp } from './app/router';
import { ThemeScope } from './components/ThemeScope';
import { loadEveryDeferredIsland } from './components/deferred-island';

export interface RenderedPage {
  /** The markup inside <div id="root">. */
  html: string;
  /** <title>, <meta> and <link> the page renders (React hoists them; web/prerender.ts moves them into <head>). */
  head: string;
  /** Emotion <style> elements of the styles this page renders, so hydrating adds none. */
  styles: string;
}

/**
 * Renders one path of the site at build time (web/prerender.ts, after `vite build --ssr`).
 * The page's module is loaded first, and the code of every content island (deferredIsland), so the
 * page itself is in the HTML, not a loading state (and a module that fails to load fails the build).
 */
export async function renderPage(path: string, variant: DocumentVariant): Promise<RenderedPage> {
  await preloadPageAt(path);
  await loadEveryDeferredIsland();
  const cache = createEmotionCache();
  const emotionServer = createEmotionServer(cache);
  // The cache collects this page's styles; in the browser Emotion's default cache, with the same
  // key, adopts them (web/src/app/emotion-cache.ts). The provider renders no element and calls no
  // useId, so the markup's ids are those the browser computes without it.
  const markup = renderToString(
    <CacheProvider value={cache}>
      <AppProviders
        bannerInDocument={variant === 'withBanner'}
        globalStyles={
          <ThemeScope>
            <CssBaseline />
          </ThemeScope>
        }
      >
        <StaticRouter location={path}>
          <SiteApp />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  const { head, html } = splitHoisted(markup);
  // Every class the render registered, not only those in the markup: a composed component
  // (styled(ButtonBase)(...)) registers its own layer's class too, which no element carries, and
  // the browser recomputes it while hydrating. Left out, Emotion inserted those rules again on every
  // page, making the browser re-match styles mid-hydration (how many: docs/first-paint.md › Interactive sooner).
  const everyRegisteredClass = Object.keys(cache.registered).join(' ');
  const styles = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(`${html} ${everyRegisteredClass}`),
  );
  return { html, head, styles };
}

const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;

/** React emits hoistable elements (title, meta, link) ahead of the body markup when it renders a fragment. */
function splitHoisted(markup: string): { head: string; html: string } {
  let rest = markup;
  let head = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, html: rest };
}
