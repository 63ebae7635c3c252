import { useApolloClient } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../lib/i18n';
import './NewsletterBox.css';

type Outcome = { kind: 'ok'; text: string } | { kind: 'invalid'; text: string } | { kind: 'error'; text: string };

/**
 * 'Get Exclusive Offers On Your Email': asks for a confirmation link (subscribeToNewsletter, double opt-in)
 * and says where to look for it, or says what is wrong with the address, next to the field.
 */
export function NewsletterBox() {
  const t = useT();
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const inputId = useId();
  const messageId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setOutcome({ kind: 'invalid', text: t('common.newsletter.required') });
      return;
    }
    setOutcome(null);
    setLoading(true);
    try {
      // The home page's first load leaves the mutation out: it is fetched with the first submit.
      const { SubscribeToNewsletterDocument } = await import('../lib/on-demand-documents');
      const { data } = await client.mutate({ mutation: SubscribeToNewsletterDocument, variables: { email: address } });
      const result = data?.subscribeToNewsletter;
      if (result?.__typename === 'LinkMailed') {
        setOutcome({ kind: 'ok', text: result.message });
        setEmail('');
      } else if (result?.__typename === 'ValidationError') {
        setOutcome({ kind: 'invalid', text: result.fields[0]?.message ?? result.message });
      } else {
        setOutcome({ kind: 'error', text: result?.message ?? t('common.newsletter.failed') });
      }
    } catch {
      setOutcome({ kind: 'error', text: t('common.newsletter.failed') });
    } finally {
      setLoading(false);
    }
  }

  const invalid = outcome?.kind === 'invalid';
  return (
    <section className="newsletter" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('common.newsletter.title')}</h2>
      <p>{t('common.newsletter.text')}</p>
      <form className="newsletter__form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="visually-hidden">
          {t('common.newsletter.label')}
        </label>
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('common.newsletter.placeholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={outcome ? messageId : undefined}
        />
        <button type="submit" className="button" disabled={loading}>
          {loading ? t('common.newsletter.subscribing') : t('common.newsletter.subscribe')}
        </button>
      </form>
      {outcome && (
        <p id={messageId} className={`newsletter__message newsletter__message--${outcome.kind}`} role={outcome.kind === 'ok' ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
