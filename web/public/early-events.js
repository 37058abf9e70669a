/*
 * Early interactions (docs/first-paint.md › Early interactions). Every page is prerendered and
 * paints before the app has hydrated; until then its controls have no handlers. This classic
 * script (web/index.html, async in <head>; no inline script: the CSP allows scripts from the site
 * only) listens on the document in the capture phase, as Google's JSAction contract does:
 *
 * - every native form submission is cancelled (the fields would go in a GET request to the page's
 *   own address; the app sends JSON to the API);
 * - before hydration, the cookie banner's Accept and Deny ([data-early-consent]) set the cookies
 *   they list and close the banner at once (<html data-consent-answered>, global.css); the app
 *   reads the same cookies when it starts, so it agrees without a flash;
 * - before hydration, Quote me (a form with data-early-tab and data-early-pattern) opens the
 *   sign-up site in a new tab from the click itself when the postcode fits the pattern;
 * - before hydration, any other form submission, and a click on a button, is recorded (once per
 *   form or button) and shown as busy at once (<html data-early-busy>, global.css); when the app
 *   has hydrated (web/src/main.tsx dispatches `fernleaf:hydrated` on the document) each is replayed
 *   exactly once on the very element the person used, which hydration keeps.
 */
(function () {
  var html = document.documentElement;
  var queue = [];
  var hydrated = false;
  var status;

  function isHydrated() {
    return hydrated || html.hasAttribute('data-hydrated');
  }

  function closest(node, selector) {
    return node && node.closest ? node.closest(selector) : null;
  }

  function record(entry, busyName) {
    for (var i = 0; i < queue.length; i++) if (queue[i].target === entry.target) return;
    queue.push(entry);
    if (!busyName) return;
    html.setAttribute('data-early-busy', busyName);
    if (!status) {
      status = document.createElement('p');
      status.setAttribute('role', 'status');
      status.className = 'visually-hidden';
      document.body.appendChild(status);
    }
    status.textContent = 'Just a moment';
  }

  function answerConsent(button) {
    var maxAge = Number(button.getAttribute('data-early-days')) * 86400;
    var secure = location.protocol === 'https:' ? '; Secure' : '';
    button
      .getAttribute('data-early-consent')
      .split(' ')
      .forEach(function (pair) {
        document.cookie = pair + '; max-age=' + maxAge + '; path=/; SameSite=Lax' + secure;
      });
    html.setAttribute('data-consent-answered', '');
  }

  /** Opens the new tab from the click itself: a tab opened once the app has arrived would be blocked. */
  function openTabEarly(form) {
    var prefix = form.getAttribute('data-early-tab');
    var pattern = form.getAttribute('data-early-pattern');
    var input = form.querySelector('input');
    if (!prefix || !pattern || !input) return false;
    // The compact form of lambdas/contracts/postcode-rules.ts: whitespace removed, upper case.
    var value = input.value.replace(/\s+/g, '').toUpperCase();
    if (!new RegExp(pattern).test(value)) return false;
    window.open(prefix + encodeURIComponent(value), '_blank', 'noopener,noreferrer');
    return true;
  }

  document.addEventListener(
    'submit',
    function (event) {
      event.preventDefault();
      if (isHydrated()) return;
      var form = event.target;
      var tabOpened = openTabEarly(form);
      record(
        { type: 'submit', target: form, submitter: event.submitter || null, tabOpened: tabOpened },
        tabOpened ? '' : form.getAttribute('data-early-form') || 'form',
      );
    },
    true,
  );

  document.addEventListener(
    'click',
    function (event) {
      if (isHydrated()) return;
      var consent = closest(event.target, '[data-early-consent]');
      if (consent) return answerConsent(consent);
      var control = closest(event.target, 'button, [role="button"]');
      // Submit buttons are recorded by their form's submit event; links work without the app.
      if (!control || control.type === 'submit' || !closest(control, '#root')) return;
      record({ type: 'click', target: control }, control.getAttribute('data-early-click') || 'click');
    },
    true,
  );

  document.addEventListener('fernleaf:hydrated', function () {
    if (hydrated) return;
    hydrated = true;
    var pending = queue;
    queue = [];
    pending.forEach(function (entry) {
      if (!entry.target.isConnected) return;
      if (entry.type === 'click') return entry.target.click();
      var init = { bubbles: true, cancelable: true, submitter: entry.submitter };
      var event = typeof SubmitEvent === 'function' ? new SubmitEvent('submit', init) : new Event('submit', init);
      // Read by the app (openedTabEarly in web/src/lib/early-events.ts): the tab is open already.
      event.earlyTabOpened = entry.tabOpened;
      entry.target.dispatchEvent(event);
    });
    html.removeAttribute('data-early-busy');
    html.removeAttribute('data-consent-answered');
    if (status) status.remove();
  });
})();
