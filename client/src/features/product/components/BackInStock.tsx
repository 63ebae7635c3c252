import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorAria, FormField } from '../../../components/FormField';
import { MeDocument, type Colour, type Size } from '../../../gql/graphql';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useProductLabels } from '../product-options';

type Outcome = { kind: 'ok'; text: string } | { kind: 'error'; text: string };
type FieldErrors = { size?: string; email?: string };

/**
 * "Notify me when back in stock" under the size picker, when sizes of the chosen colour are sold out: the
 * shopper picks one and leaves an e-mail (a logged-in shopper's account address is used), and is mailed
 * once when the shop restocks it. Closed at first, so it takes one line below the buttons.
 */
export function BackInStock({ productId, colour, soldOut }: { productId: string; colour: Colour; soldOut: Size[] }) {
  const t = useT();
  const labels = useProductLabels();
  const { loggedIn } = useAuth();
  const [open, setOpen] = useState(false);
  // The account's address, to say where the mail will go: asked only once the form is opened.
  const { data: me } = useQuery(MeDocument, { skip: !loggedIn || !open });
  const client = useApolloClient();
  const [chosen, setChosen] = useState<Size | null>(null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [sending, setSending] = useState(false);
  const sizeSelect = useRef<HTMLSelectElement>(null);
  const id = useId();
  // A size chosen in another colour may be in stock in this one.
  const size = chosen && soldOut.includes(chosen) ? chosen : soldOut[0];

  useEffect(() => {
    if (open) sizeSelect.current?.focus();
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    setOutcome(null);
    if (!loggedIn && !address) {
      setErrors({ email: t('product.notify.emailRequired') });
      return;
    }
    setErrors({});
    setSending(true);
    try {
      // Only a click sends it: the page's first load leaves the mutation out.
      const { RequestBackInStockNoticeDocument } = await import('../../../lib/on-demand-documents');
      const { data } = await client.mutate({ mutation: RequestBackInStockNoticeDocument, variables: { productId, size, colour, email: loggedIn ? null : address } });
      const result = data?.requestBackInStockNotice;
      if (result?.__typename === 'BackInStockNotice') setOutcome({ kind: 'ok', text: result.message });
      else if (result?.__typename === 'ValidationError' && result.fields.some((f) => f.field === 'email' || f.field === 'size')) {
        setErrors(Object.fromEntries(result.fields.map((f) => [f.field, f.message])));
      } else setOutcome({ kind: 'error', text: result?.message ?? t('product.notify.failed') });
    } catch {
      setOutcome({ kind: 'error', text: t('product.notify.failed') });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="back-in-stock" aria-labelledby={`${id}-title`}>
      <h2 className="back-in-stock__title" id={`${id}-title`}>
        {t('product.notify.title')}
      </h2>
      {!open ? (
        <button type="button" className="button button--ghost button--small" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('product.notify.open')}
        </button>
      ) : (
        <form className="back-in-stock__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
          <p className="back-in-stock__lead">{t('product.notify.lead', { colour: labels.colour(colour) })}</p>
          <FormField id={`${id}-size`} label={t('product.size.label')} error={errors.size}>
            <select ref={sizeSelect} id={`${id}-size`} value={size} onChange={(event) => setChosen(event.target.value as Size)} {...errorAria(`${id}-size`, errors.size)}>
              {soldOut.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </FormField>
          {loggedIn ? (
            <p className="back-in-stock__lead">{me?.me?.email ? t('product.notify.writeTo', { email: me.me.email }) : t('product.notify.writeToAccount')}</p>
          ) : (
            <FormField id={`${id}-email`} label={t('product.notify.email')} error={errors.email}>
              <input
                id={`${id}-email`}
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                {...errorAria(`${id}-email`, errors.email)}
              />
            </FormField>
          )}
          {/* aria-disabled while sending, not disabled: a disabled button drops the keyboard focus to <body>. */}
          <button type="submit" className="button" aria-disabled={sending || undefined}>
            {t(sending ? 'product.notify.sending' : 'product.notify.send')}
          </button>
        </form>
      )}
      {outcome && (
        <p className={`notice notice--${outcome.kind === 'ok' ? 'ok' : 'error'} back-in-stock__outcome`} role={outcome.kind === 'ok' ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
