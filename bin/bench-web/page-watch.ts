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
 * replace or change it later. A string, not a function: tsx's helpers would not exist in the page.
 */
export const PAGE_WATCH = `
(function () {
  var watch = { interactive: 0, lcp: [], shifts: [] };
  window.__benchWatch = watch;
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
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      watch.lcp.push({ time: entry.startTime, element: describe(entry.element, entry.url) });
    });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      if (!entry.hadRecentInput) watch.shifts.push({ time: entry.startTime, value: entry.value });
    });
  }).observe({ type: 'layout-shift', buffered: true });
})();
`;

/** Evaluated in the page when the bench stops watching it. */
export const READ_PAGE_WATCH = `(function () {
  var watch = window.__benchWatch;
  var paint = performance.getEntriesByName('first-contentful-paint')[0];
  return {
    interactive: watch.interactive,
    firstContentfulPaint: paint ? paint.startTime : null,
    lcp: watch.lcp,
    shifts: watch.shifts,
  };
})()`;
