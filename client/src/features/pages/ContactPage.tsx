import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorAria, FormField } from '../../components/FormField';
import { SendContactMessageDocument } from '../../gql/graphql';
import { telHref, useShopContact } from '../../lib/shop-settings';
import { PageMeta } from '../../lib/seo/PageMeta';
import { Message, useT } from '../../lib/i18n';
import './pages.css';

type Field = 'name' | 'email' | 'message';
const EMPTY = { name: '', email: '', message: '' };

/** /contact — the form stores the message on the server (which checks it) and confirms. */
export default function ContactPage() {
  const t = useT();
  const contact = useShopContact();
  const [values, setValues] = useState(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SendContactMessageDocument);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };

  // The spec asks for no checks in the browser: the server validates and names the fields it refused.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSentTo(null);
    try {
      const { data } = await send({ variables: { input: values } });
      const result = data?.sendContactMessage;
      switch (result?.__typename) {
        case 'ContactReceipt':
          setSentTo(values.name.trim());
          setValues(EMPTY);
          setFieldErrors({});
          return;
        case 'ValidationError': {
          const errors: Partial<Record<Field, string>> = {};
          for (const { field, message } of result.fields) if (field === 'name' || field === 'email' || field === 'message') errors[field] = message;
          setFieldErrors(errors);
          if (Object.keys(errors).length === 0) setFailure(result.message);
          return;
        }
        case 'TooManyAttemptsError':
          setFailure(result.message);
          return;
        default:
          setFailure(t('pages.contact.failed'));
      }
    } catch {
      setFailure(t('pages.contact.offline'));
    }
  };

  return (
    <div className="container page contact">
      <PageMeta title={t('pages.contact.meta.title')} description={t('pages.contact.meta.description')} />
      <header className="pages-head">
        <p className="pages-eyebrow">{t('pages.contact.eyebrow')}</p>
        <h1>{t('pages.contact.title')}</h1>
        <p className="lead">{t('pages.contact.lead')}</p>
      </header>
      <div className="contact__layout">
        <form className="panel contact__form" onSubmit={submit} noValidate aria-label={t('pages.contact.form')}>
          <FormField id="contact-name" label={<>{t('pages.contact.name')} <span className="required">{t('pages.contact.required')}</span></>} error={fieldErrors.name}>
            <input id="contact-name" name="name" autoComplete="name" value={values.name} onChange={change('name')} aria-required="true" {...errorAria('contact-name', fieldErrors.name)} />
          </FormField>
          <FormField id="contact-email" label={<>{t('pages.contact.email')} <span className="required">{t('pages.contact.required')}</span></>} error={fieldErrors.email}>
            <input id="contact-email" name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} aria-required="true" {...errorAria('contact-email', fieldErrors.email)} />
          </FormField>
          <FormField id="contact-message" label={t('pages.contact.message')} error={fieldErrors.message}>
            <textarea id="contact-message" name="message" rows={6} value={values.message} onChange={change('message')} {...errorAria('contact-message', fieldErrors.message)} />
          </FormField>
          <button type="submit" className="button button--accent" disabled={loading}>
            {loading ? t('pages.contact.sending') : t('pages.contact.send')}
          </button>
          <div aria-live="polite">
            {sentTo !== null && (
              <p className="notice notice--ok contact__sent" role="status">
                {sentTo ? t('pages.contact.sentTo', { name: sentTo }) : t('pages.contact.sent')}
              </p>
            )}
          </div>
          {failure && (
            <p className="notice notice--error contact__sent" role="alert">
              {failure}
            </p>
          )}
        </form>
        <aside className="contact__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">{t('pages.contact.other')}</h2>
          {contact && (
            <dl>
              <div>
                <dt>{t('pages.contact.phone')}</dt>
                <dd>
                  <a href={telHref(contact.phone)}>{contact.phone}</a>
                </dd>
              </div>
              <div>
                <dt>{t('pages.contact.mail')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </div>
              <div>
                <dt>{t('pages.contact.studio')}</dt>
                <dd>
                  <address translate="no">{contact.address}</address>
                </dd>
              </div>
            </dl>
          )}
          <p className="muted">
            <Message id="pages.contact.more" values={{ track: (chunks) => <Link to="/orderTrac">{chunks}</Link>, help: (chunks) => <Link to="/help">{chunks}</Link> }} />
          </p>
        </aside>
      </div>
    </div>
  );
}
