import { useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Translate } from '../lib/i18n';
import { useT } from '../lib/i18n';
import { PageMeta } from '../lib/seo/PageMeta';
import './EmailLinkPage.css';

/** What following the link came to: done, refused for good (the link is spent), or worth another try. */
export type LinkOutcome = { kind: 'done'; text: ReactNode } | { kind: 'refused'; text: string } | { kind: 'retry'; text: string };

/** Fixed outcomes, shown in the shopper's language wherever a page puts them (see useLinkText). */
export const INCOMPLETE_LINK = 'This link is incomplete. Open it again from the e-mail, or ask for a new one.';
export const REQUEST_FAILED = 'Something went wrong. Please check your connection and try again.';

/** An outcome's text as the shopper reads it: the fixed ones above in their language, the server's messages as they came. */
export function linkText(t: Translate, text: string): string {
  if (text === INCOMPLETE_LINK) return t('common.link.incomplete');
  if (text === REQUEST_FAILED) return t('common.link.failed');
  return text;
}

/** linkText() bound to the shopper's language. */
export function useLinkText(): (text: string) => string {
  const t = useT();
  return (text) => linkText(t, text);
}

interface Props {
  title: string;
  /** What following the link does. */
  lead: string;
  action: string;
  pending: string;
  follow(token: string): Promise<LinkOutcome>;
  /** Offered when the link is refused: the way to a new one. */
  otherwise: ReactNode;
}

/**
 * The page a mailed link opens (?token=…). The link is followed by a button, not on load: mail scanners open
 * links, and a link is used only once.
 */
export function EmailLinkPage({ title, lead, action, pending, follow, otherwise }: Props) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<LinkOutcome | null>(token ? null : { kind: 'refused', text: INCOMPLETE_LINK });
  const messageRef = useRef<HTMLDivElement>(null);
  const shown = useLinkText();

  async function run() {
    setBusy(true);
    const next = await follow(token).catch((): LinkOutcome => ({ kind: 'retry', text: REQUEST_FAILED }));
    setBusy(false);
    setOutcome(next);
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  return (
    <div className="container page page--narrow">
      <PageMeta title={title} description={lead} noindex />
      <div className="panel email-link">
        <h1>{title}</h1>
        {outcome?.kind === 'done' ? (
          <div className="notice notice--ok" role="status" tabIndex={-1} ref={messageRef}>
            {outcome.text}
          </div>
        ) : (
          <>
            {outcome?.kind !== 'refused' && <p className="lead">{lead}</p>}
            {outcome && (
              <div className="notice notice--error" role="alert" tabIndex={-1} ref={messageRef}>
                {shown(outcome.text)}
              </div>
            )}
            {outcome?.kind === 'refused' ? (
              <p>{otherwise}</p>
            ) : (
              <button type="button" className="button button--accent" onClick={run} disabled={busy}>
                {busy ? pending : action}
              </button>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** The outcome of a typed failure: a spent link is refused for good; anything else (a limit, say) may be tried again. */
export function failureOutcome(result: { __typename: string; message: string } | null | undefined): LinkOutcome {
  if (!result) return { kind: 'retry', text: REQUEST_FAILED };
  return result.__typename === 'InvalidLinkError' || result.__typename === 'EmailTakenError' ? { kind: 'refused', text: result.message } : { kind: 'retry', text: result.message };
}
