import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Message, useT } from '../../lib/i18n';
import { useShopContact } from '../../lib/shop-settings';
import { PageMeta } from '../../lib/seo/PageMeta';
import './pages.css';

/** /terms — the terms a shopper agrees to at sign-up, login and checkout: how ordering and paying work here. */
export default function TermsPage() {
  const t = useT();
  const contact = useShopContact();
  const links = {
    contact: (chunks: ReactNode[]) => <Link to="/contact">{chunks}</Link>,
    privacy: (chunks: ReactNode[]) => <Link to="/privacy">{chunks}</Link>,
  };
  return (
    <div className="container page page--narrow legal">
      <PageMeta title={t('pages.terms.title')} description={t('pages.terms.meta.description')} />
      <header className="pages-head">
        <p className="pages-eyebrow">Kapor</p>
        <h1>{t('pages.terms.title')}</h1>
        <p className="lead">{t('pages.terms.lead')}</p>
      </header>

      <h2>{t('pages.terms.account.title')}</h2>
      <p>{t('pages.terms.account.text')}</p>

      <h2>{t('pages.terms.prices.title')}</h2>
      <p>{t('pages.terms.prices.text')}</p>

      <h2>{t('pages.terms.orders.title')}</h2>
      <p>{t('pages.terms.orders.text')}</p>

      <h2>{t('pages.terms.delivery.title')}</h2>
      <p>{t('pages.terms.delivery.text')}</p>

      <h2>{t('pages.terms.questions.title')}</h2>
      <p>
        {contact ? (
          <Message id="pages.terms.questions.text" values={{ ...links, email: <a href={`mailto:${contact.email}`}>{contact.email}</a>, address: <span translate="no">{contact.address}</span> }} />
        ) : (
          <Message id="pages.terms.questions.textNoContact" values={links} />
        )}
      </p>
    </div>
  );
}
