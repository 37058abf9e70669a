/*
 * Loaded by every page before the app (web/index.html). The pages are prerendered, so a form can
 * be submitted before the app has hydrated and attached its handlers; the browser would then send
 * the fields in a GET request to the page's own address, putting what was typed (an account
 * number, a postcode) in the URL and reloading the page. No form of this site submits to a server
 * itself (the app sends JSON to the API), so native submission is always cancelled; the app's own
 * submit handlers still run.
 */
document.addEventListener(
  'submit',
  function (event) {
    event.preventDefault();
  },
  true,
);
