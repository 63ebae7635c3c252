import { decimalToMinorUnits } from '../../payments/payment-gateway';
import type { SandboxSession } from './sandbox-gateway.service';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)}</title><link rel="icon" href="data:,">
<style>
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #eef1f5; color: #1d2733; }
  main { max-width: 440px; margin: 48px auto; background: #fff; border-radius: 14px; box-shadow: 0 10px 40px rgba(20, 30, 50, .12); overflow: hidden; }
  header { background: #1d2733; color: #fff; padding: 18px 24px; }
  header p { margin: 0; font-size: 13px; opacity: .75; letter-spacing: .08em; text-transform: uppercase; }
  header h1 { margin: 4px 0 0; font-size: 20px; }
  section { padding: 24px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; margin: 0 0 24px; }
  dt { color: #5b6878; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .amount { font-size: 28px; font-weight: 700; margin: 0 0 16px; }
  form { display: grid; gap: 10px; }
  button { font: inherit; font-weight: 600; padding: 12px 16px; border-radius: 8px; border: 1px solid transparent; cursor: pointer; }
  button:focus-visible { outline: 3px solid #3b82f6; outline-offset: 2px; }
  .pay { background: #0f7b4a; color: #fff; } .risky { background: #fff; color: #8a4b00; border-color: #d08a2e; }
  .fail { background: #fff; color: #b3261e; border-color: #e3a29d; } .cancel { background: #fff; color: #1d2733; border-color: #c5ccd6; }
  .note { font-size: 13px; color: #5b6878; margin-top: 20px; }
</style></head>
<body><main>${body}</main>${script ? `<script src="${script}"></script>` : ''}</body></html>`;
}

/** The hosted payment page: the amount, the merchant's reference, and the three outcomes to choose from. */
export function hostedPage(session: SandboxSession): string {
  const cents = decimalToMinorUnits(session.amount) ?? 0;
  const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: session.currency }).format(cents / 100);
  const action = `/sandbox-gateway/pay/${encodeURIComponent(session.sessionKey)}`;
  return page(
    'Kapor Sandbox Payment',
    `<header><p>Sandbox payment gateway</p><h1>Pay Kapor</h1></header>
     <section>
       <p class="amount">${escape(amount)}</p>
       <dl><dt>Order</dt><dd>${escape(session.tranId)}</dd><dt>Customer</dt><dd>${escape(session.params.cus_name ?? '')}</dd><dt>Items</dt><dd>${escape(session.params.num_of_item ?? '')}</dd></dl>
       <form method="post" action="${action}">
         <button class="pay" name="choice" value="pay">Pay ${escape(amount)}</button>
         <button class="risky" name="choice" value="risky">Pay, flagged as risky</button>
         <button class="fail" name="choice" value="fail">Fail</button>
         <button class="cancel" name="choice" value="cancel">Cancel</button>
       </form>
       <p class="note">This is Kapor's sandbox: no money moves. It speaks SSLCommerz's API, so the shop handles it exactly like the real gateway.</p>
     </section>`,
  );
}

/** Sends the browser back to the merchant with the outcome, as SSLCommerz does: a form POST. */
export function returnPage(redirectTo: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return page(
    'Returning to Kapor',
    `<header><p>Sandbox payment gateway</p><h1>Returning to the shop…</h1></header>
     <section><form id="return" method="post" action="${escape(redirectTo)}">${inputs}<button class="pay">Continue to Kapor</button></form></section>`,
    '/sandbox-gateway/return.js',
  );
}

/** Submits the return form at once; a script file rather than inline, so the page keeps a strict CSP. */
export const RETURN_SCRIPT = `document.getElementById('return').submit();\n`;

export function notFoundPage(): string {
  return page('Payment session not found', `<header><p>Sandbox payment gateway</p><h1>Session not found</h1></header><section><p>This payment link is unknown or has been used.</p></section>`);
}
