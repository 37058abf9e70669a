/*
 * Starts the app once the prerendered page has painted (web/prerender.ts writes this tag with the
 * page's entry module and the chunks it needs). The page is complete and readable from its HTML and
 * CSS alone; the app only makes it interactive. Asking for the scripts after the first paint keeps
 * them off the path to that paint on a slow connection, where they would otherwise share the
 * bandwidth with the document (docs/performance.md › Page speed). The chunks are then
 * fetched together (modulepreload) rather than one import after another.
 */
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var chunks = (tag.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var started = false;

  function append(element) {
    element.crossOrigin = '';
    document.head.appendChild(element);
  }

  function start() {
    if (started) return;
    started = true;
    chunks.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      append(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry;
    append(script);
  }

  // A tab opened in the background does not paint until it is shown: start at once there.
  var canWatchPaint =
    document.visibilityState === 'visible' &&
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!canWatchPaint) {
    start();
    return;
  }
  var observer = new PerformanceObserver(function (list) {
    var painted = list.getEntries().some(function (entry) {
      return entry.name === 'first-contentful-paint';
    });
    if (!painted) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  // Whatever happens to the paint (the tab hidden before it, a browser that never reports it),
  // the app still starts.
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 3000);
})();
