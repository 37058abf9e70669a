/** What the page noted by the time the bench stops watching it (PAGE_WATCH). */
export interface PageWatch {
  /** performance.now() when `<html data-hydrated>` appeared; 0 if not yet. */
  interactive: number;
  /** null if the page never painted content. */
  firstContentfulPaint: number | null;
  /** Every largest-contentful-paint candidate, in order; the last one is the page's LCP. */
  lcp: { time: number; element: string }[];
  /** Every layout shift without recent input (the ones Core Web Vitals counts). */
  shifts: { time: number; value: number }[];
}

/**
 * Runs in the page before any of its scripts (page.evaluateOnNewDocument): notes when
 * `<html data-hydrated>` appears, and keeps buffered PerformanceObservers of largest contentful
 * paint and layout shifts. Each LCP candidate's element is described when it is reported (tag,
 * id or first class, first 30 characters of its text, or an image's file name), since React may
 * replace or change it later; entries not yet delivered to the observers are taken when the bench
 * reads the watch (READ_PAGE_WATCH). It also notes the last change to the document, for
 * settleCheck. A string, not a function: tsx's helpers would not exist in the page.
 */
export const PAGE_WATCH = `
(function () {
  var watch = { interactive: 0, lcp: [], shifts: [], lastChange: 0 };
  window.__benchWatch = watch;
  new MutationObserver(function () {
    watch.lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  function describe(element, url) {
    var file = url ? url.split('?')[0].split('/').pop() : '';
    if (!element) return file ? 'image "' + file + '" (element gone)' : '(element gone)';
    var name = element.tagName.toLowerCase();
    var classes = (element.getAttribute('class') || '').trim();
    if (element.id) name += '#' + element.id;
    else if (classes) name += '.' + classes.split(/\\s+/)[0];
    var text = (element.textContent || '').slice(0, 200).replace(/\\s+/g, ' ').trim() || file;
    if (text.length > 30) text = text.slice(0, 30).trimEnd() + '\\u2026';
    return text ? name + ' "' + text + '"' : name;
  }
  new MutationObserver(function (records, observer) {
    if (document.documentElement && document.documentElement.hasAttribute('data-hydrated')) {
      watch.interactive = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  function onLcp(entries) {
    entries.forEach(function (entry) {
      watch.lcp.push({ time: entry.startTime, element: describe(entry.element, entry.url) });
    });
  }
  function onShifts(entries) {
    entries.forEach(function (entry) {
      if (!entry.hadRecentInput) watch.shifts.push({ time: entry.startTime, value: entry.value });
    });
  }
  var lcp = new PerformanceObserver(function (list) { onLcp(list.getEntries()); });
  lcp.observe({ type: 'largest-contentful-paint', buffered: true });
  var shifts = new PerformanceObserver(function (list) { onShifts(list.getEntries()); });
  shifts.observe({ type: 'layout-shift', buffered: true });
  // Entries reported but not yet delivered to the callbacks, when the bench reads the watch.
  watch.flush = function () {
    onLcp(lcp.takeRecords());
    onShifts(shifts.takeRecords());
  };
})();
`;

/** Evaluated in the page when the bench stops watching it. */
export const READ_PAGE_WATCH = `(function () {
  var watch = window.__benchWatch;
  watch.flush();
  var paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    interactive: watch.interactive,
    firstContentfulPaint: paint ? paint.startTime : null,
    lcp: watch.lcp,
    shifts: watch.shifts,
  };
})()`;

/** What settleCheck finds: whether the main thread had an idle moment, and how long the document has not changed. */
export interface SettleCheck {
  idle: boolean;
  unchangedFor: number;
}

/**
 * Evaluated in the page once the network is quiet: resolves when its main thread has had an idle
 * moment (React may still be rendering the last answer, and on a slow CPU that takes seconds) and
 * two frames have been drawn since (so the last change has been painted and its paint reported),
 * with `idle` false if `timeout` ms ran out first, and how long the document has been unchanged
 * (React may hold a commit back on a timer, with the main thread idle meanwhile).
 */
export const settleCheck = (timeout: number) => `new Promise(function (resolve) {
  requestIdleCallback(function (deadline) {
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        resolve({ idle: !deadline.didTimeout, unchangedFor: performance.now() - window.__benchWatch.lastChange });
      });
    });
  }, { timeout: ${Math.max(1, Math.round(timeout))} });
})`;
