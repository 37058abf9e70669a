import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * Emotion (MUI's style engine) cache of the build-time render (web/src/entry-server.tsx). Its key
 * is the one of Emotion's default cache, which the browser uses (no provider, web/src/app/ThemeScope.tsx):
 * the same key lets the browser adopt the <style data-emotion="css ..."> elements written into each
 * prerendered page instead of inserting them again. Styles go after global.css, in the prerendered
 * <head> (web/prerender.ts) as in the browser.
 */
export function createEmotionCache(): EmotionCache {
  return createCache({ key: 'css' });
}
