import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SubscribeToNewsletterDocument } from '../../../gql/graphql';
import { Message, useT } from '../../../lib/i18n';

/** Asks for the newsletter at the account's e-mail: a link mailed there confirms it (asking twice is harmless). */
export function AccountNewsletters({ email }: { email: string }) {
  const t = useT();
  const [subscribe, { loading }] = useMutation(SubscribeToNewsletterDocument);
  // The server's words, or (text null) ours: we could not subscribe you.
  const [result, setResult] = useState<{ ok: boolean; text: string | null } | null>(null);

  const onSubscribe = async () => {
    setResult(null);
    try {
      const { data } = await subscribe({ variables: { email } });
      const answer = data?.subscribeToNewsletter;
      if (answer?.__typename === 'LinkMailed') {
        setResult({ ok: true, text: answer.message });
      } else {
        setResult({ ok: false, text: answer && 'message' in answer ? answer.message : null });
      }
    } catch {
      setResult({ ok: false, text: null });
    }
  };

  return (
    <section aria-labelledby="account-newsletters-title">
      <h2 id="account-newsletters-title" className="account__title">
        {t('account.section.newsletters')}
      </h2>
      <div className="newsletter-card">
        <img src="/images/art/newsletter.svg" alt="" className="newsletter-card__art" />
        <div className="newsletter-card__body">
          <h3>{t('account.newsletters.letter')}</h3>
          <p>{t('account.newsletters.pitch')}</p>
          <p className="muted">
            <Message id="account.newsletters.sendTo" values={{ email, b: (chunks) => <strong>{chunks}</strong> }} />
          </p>
          <button type="button" className="button button--accent" onClick={onSubscribe} disabled={loading}>
            {t(loading ? 'account.newsletters.subscribing' : 'account.newsletters.subscribe')}
          </button>
          {result && (
            <p className={result.ok ? 'notice notice--ok' : 'notice notice--error'} role={result.ok ? 'status' : 'alert'}>
              {result.text ?? t('account.newsletters.failed')}
            </p>
          )}
          <p className="field__hint">{t('account.newsletters.hint')}</p>
        </div>
      </div>
    </section>
  );
}
