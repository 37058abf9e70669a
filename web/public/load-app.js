/*
 * Starts the app: adds its entry module as soon as the document has been parsed (this script is
 * deferred). The entry and every chunk the page needs are already being fetched: the document
 * preloads them at the end of <head> (web/prerender.ts), where the browser's preload scanner finds
 * them with the document's first bytes.
 *
 * Why not a <script type="module"> in the document: WebKit does not run an async classic script
 * while a module script written in the document is still on its way, so early-events.js, which
 * must listen from the first paint (docs/first-paint.md › Early interactions), would wait for the
 * app (found by `npm run test:engines`). A module script added by a script does not hold it back.
 */
(function () {
  var script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = document.currentScript.getAttribute('data-entry');
  document.head.appendChild(script);
})();
