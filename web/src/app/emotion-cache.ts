import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion (MUI's style engine) cache shared by the build-time render (web/src/entry-server.tsx)
 * and the browser (web/src/main.tsx). The same key lets the browser adopt the <style
 * data-emotion="css ..."> elements written into each prerendered page instead of inserting them
 * again; `prepend` keeps MUI's styles before global.css, as when the browser inserts them.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css', prepend: true });
}
