import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion (MUI's style engine) cache shared by the build-time render (web/src/entry-server.tsx)
 * and the browser (web/src/main.tsx). The same key lets the browser adopt the <style
 * data-emotion="css ..."> elements written into each prerendered page instead of inserting them
 * again. Styles go after global.css, in the prerendered <head> (web/prerender.ts) as in the browser.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css' });
}
