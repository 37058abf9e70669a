import type { EmulatedSession } from './objects.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const formatPounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

/** The provider's hosted checkout page, as the sandbox draws it: the amount, "Pay" and "Cancel". */
export function hostedPage(session: EmulatedSession): string {
  const amount = formatPounds(session.amount_total);
  const item = session.line_items_summary[0]?.name ?? 'Payment';
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout (sandbox)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
button{font-size:1.1rem;padding:.75rem 1.5rem;background:#0a5c36;color:#fff;border:0;border-radius:6px;cursor:pointer}
a{color:#0b4ea2}</style></head><body>
<main><p>Sandbox card checkout, no real money moves.</p><h1>${escapeHtml(item)}</h1>
<p>Amount due: <strong>${amount}</strong></p>
<form method="post" action="/pay/${session.id}/confirm"><button type="submit">Pay ${amount}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p></main></body></html>`;
}
