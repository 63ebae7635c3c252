import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { SubscribeToNewsletterDocument } from '../../../gql/graphql';

/** Asks for the newsletter at the account's e-mail: a link mailed there confirms it (asking twice is harmless). */
export function AccountNewsletters({ email }: { email: string }) {
  const [subscribe, { loading }] = useMutation(SubscribeToNewsletterDocument);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubscribe = async () => {
    setResult(null);
    try {
      const { data } = await subscribe({ variables: { email } });
      const answer = data?.subscribeToNewsletter;
      if (answer?.__typename === 'LinkMailed') {
        setResult({ ok: true, text: answer.message });
      } else {
        setResult({ ok: false, text: answer && 'message' in answer ? answer.message : 'We could not subscribe you. Please try again.' });
      }
    } catch {
      setResult({ ok: false, text: 'We could not subscribe you. Please try again.' });
    }
  };

  return (
    <section aria-labelledby="account-newsletters-title">
      <h2 id="account-newsletters-title" className="account__title">
        My newsletters
      </h2>
      <div className="newsletter-card">
        <img src="/images/art/newsletter.svg" alt="" className="newsletter-card__art" />
        <div className="newsletter-card__body">
          <h3>The Kapor letter</h3>
          <p>New collections before anyone else, members-only offers and the odd styling note — about twice a month, never more.</p>
          <p className="muted">
            We will send it to <strong>{email}</strong>.
          </p>
          <button type="button" className="button button--accent" onClick={onSubscribe} disabled={loading}>
            {loading ? 'Subscribing...' : 'Subscribe'}
          </button>
          {result && (
            <p className={result.ok ? 'notice notice--ok' : 'notice notice--error'} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </p>
          )}
          <p className="field__hint">You are subscribed once you follow the link we e-mail you. Every letter ends with a link to unsubscribe at once.</p>
        </div>
      </div>
    </section>
  );
}
