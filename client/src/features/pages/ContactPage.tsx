import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorAria, FormField } from '../../components/FormField';
import { SendContactMessageDocument } from '../../gql/graphql';
import { telHref, useShopContact } from '../../lib/shop-settings';
import { PageMeta } from '../../lib/seo/PageMeta';
import './pages.css';

type Field = 'name' | 'email' | 'message';
const EMPTY = { name: '', email: '', message: '' };

/** /contact — the form stores the message on the server (which checks it) and confirms. */
export default function ContactPage() {
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
          setFailure('Your message could not be sent. Please try again.');
      }
    } catch {
      setFailure('Your message could not be sent. Please check your connection and try again.');
    }
  };

  return (
    <div className="container page contact">
      <PageMeta title="Contact" description="Contact Kapor by phone, e-mail or the contact form: questions about orders, sizes, delivery and returns go to our team in Dhaka." />
      <header className="pages-head">
        <p className="pages-eyebrow">Contact</p>
        <h1>We would love to hear from you</h1>
        <p className="lead">A question about an order, a size or a fabric? Write to us and a real person will answer, usually within one working day.</p>
      </header>
      <div className="contact__layout">
        <form className="panel contact__form" onSubmit={submit} noValidate aria-label="Contact form">
          <FormField id="contact-name" label={<>Name <span className="required">(required)</span></>} error={fieldErrors.name}>
            <input id="contact-name" name="name" autoComplete="name" value={values.name} onChange={change('name')} aria-required="true" {...errorAria('contact-name', fieldErrors.name)} />
          </FormField>
          <FormField id="contact-email" label={<>Email <span className="required">(required)</span></>} error={fieldErrors.email}>
            <input id="contact-email" name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} aria-required="true" {...errorAria('contact-email', fieldErrors.email)} />
          </FormField>
          <FormField id="contact-message" label="Message" error={fieldErrors.message}>
            <textarea id="contact-message" name="message" rows={6} value={values.message} onChange={change('message')} {...errorAria('contact-message', fieldErrors.message)} />
          </FormField>
          <button type="submit" className="button button--accent" disabled={loading}>
            {loading ? 'Sending...' : 'SEND'}
          </button>
          <div aria-live="polite">
            {sentTo !== null && (
              <p className="notice notice--ok contact__sent" role="status">
                Thank you{sentTo ? `, ${sentTo}` : ''}! Your message has been sent. We will reply by e-mail, usually within one working day.
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
          <h2 id="contact-details-title">Other ways to reach us</h2>
          {contact && (
            <dl>
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={telHref(contact.phone)}>{contact.phone}</a>
                </dd>
              </div>
              <div>
                <dt>E-mail</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </div>
              <div>
                <dt>Studio</dt>
                <dd>
                  <address>{contact.address}</address>
                </dd>
              </div>
            </dl>
          )}
          <p className="muted">
            Looking for an order? <Link to="/orderTrac">Track it here</Link>, or find quick answers in our <Link to="/help">Help centre</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}
