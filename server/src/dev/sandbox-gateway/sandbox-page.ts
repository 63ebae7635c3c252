import type { Request } from 'express';
import { formatMoneyIn, LOCALES, translator } from '../../common/i18n/catalogue';
import { isLanguage, languageOf, type Language } from '../../common/language';
import { decimalToMinorUnits } from '../../payments/payment-gateway';
import type { SandboxSession } from './sandbox-gateway.service';

/** The storefront's cookie for the shopper's language (client/src/lib/preferences.tsx). */
const LANGUAGE_COOKIE = 'kapor-language';

/**
 * The language of the sandbox's pages: the shopper comes from the storefront by a plain link, which sends no
 * header of ours, so the storefront's language cookie decides, then the browser's Accept-Language.
 */
export function pageLanguageOf(req: Pick<Request, 'headers'>): Language {
  const cookie = (req.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  const chosen = cookie === undefined ? undefined : safeDecode(cookie);
  return isLanguage(chosen) ? chosen : languageOf({ headers: { 'accept-language': req.headers['accept-language'] } });
}

function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(language: Language, title: string, body: string, script?: string): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
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

/** The hosted payment page: the amount, the merchant's reference, and the three outcomes to choose from, in `language`. */
export function hostedPage(session: SandboxSession, language: Language = 'en'): string {
  const t = translator(language);
  const cents = decimalToMinorUnits(session.amount) ?? 0;
  const amount =
    language === 'en'
      ? new Intl.NumberFormat('en-US', { style: 'currency', currency: session.currency }).format(cents / 100)
      : formatMoneyIn({ amount: cents, currency: session.currency }, language);
  const items = Number(session.params.num_of_item);
  const action = `/sandbox-gateway/pay/${encodeURIComponent(session.sessionKey)}`;
  return page(
    language,
    t('sandbox.title'),
    `<header><p>${escape(t('sandbox.kicker'))}</p><h1>${escape(t('sandbox.heading'))}</h1></header>
     <section>
       <p class="amount">${escape(amount)}</p>
       <dl><dt>${escape(t('sandbox.order'))}</dt><dd>${escape(session.tranId)}</dd><dt>${escape(t('sandbox.customer'))}</dt><dd>${escape(session.params.cus_name ?? '')}</dd><dt>${escape(t('sandbox.items'))}</dt><dd>${escape(Number.isSafeInteger(items) ? new Intl.NumberFormat(LOCALES[language]).format(items) : (session.params.num_of_item ?? ''))}</dd></dl>
       <form method="post" action="${action}">
         <button class="pay" name="choice" value="pay">${escape(t('sandbox.pay', { amount }))}</button>
         <button class="risky" name="choice" value="risky">${escape(t('sandbox.risky'))}</button>
         <button class="fail" name="choice" value="fail">${escape(t('sandbox.fail'))}</button>
         <button class="cancel" name="choice" value="cancel">${escape(t('sandbox.cancel'))}</button>
       </form>
       <p class="note">${escape(t('sandbox.note'))}</p>
     </section>`,
  );
}

/** Sends the browser back to the merchant with the outcome, as SSLCommerz does: a form POST. */
export function returnPage(redirectTo: string, fields: Record<string, string>, language: Language = 'en'): string {
  const t = translator(language);
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return page(
    language,
    t('sandbox.return.title'),
    `<header><p>${escape(t('sandbox.kicker'))}</p><h1>${escape(t('sandbox.return.heading'))}</h1></header>
     <section><form id="return" method="post" action="${escape(redirectTo)}">${inputs}<button class="pay">${escape(t('sandbox.return.continue'))}</button></form></section>`,
    '/sandbox-gateway/return.js',
  );
}

/** Submits the return form at once; a script file rather than inline, so the page keeps a strict CSP. */
export const RETURN_SCRIPT = `document.getElementById('return').submit();\n`;

export function notFoundPage(language: Language = 'en'): string {
  const t = translator(language);
  return page(
    language,
    t('sandbox.notFound.title'),
    `<header><p>${escape(t('sandbox.kicker'))}</p><h1>${escape(t('sandbox.notFound.heading'))}</h1></header><section><p>${escape(t('sandbox.notFound.body'))}</p></section>`,
  );
}
