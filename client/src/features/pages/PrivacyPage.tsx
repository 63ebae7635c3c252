import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Message, useT } from '../../lib/i18n';
import { useShopContact } from '../../lib/shop-settings';
import { PageMeta } from '../../lib/seo/PageMeta';
import './pages.css';

/** /privacy — what the shop keeps about a shopper, where, and why. */
export default function PrivacyPage() {
  const t = useT();
  const contact = useShopContact();
  const terms = (chunks: ReactNode[]) => <Link to="/terms">{chunks}</Link>;
  return (
    <div className="container page page--narrow legal">
      <PageMeta title={t('pages.privacy.title')} description={t('pages.privacy.meta.description')} />
      <header className="pages-head">
        <p className="pages-eyebrow">Kapor</p>
        <h1>{t('pages.privacy.title')}</h1>
        <p className="lead">{t('pages.privacy.lead')}</p>
      </header>

      <h2>{t('pages.privacy.keep.title')}</h2>
      <ul>
        <li>{t('pages.privacy.keep.account')}</li>
        <li>{t('pages.privacy.keep.cart')}</li>
        <li>{t('pages.privacy.keep.orders')}</li>
        <li>{t('pages.privacy.keep.messages')}</li>
      </ul>

      <h2>{t('pages.privacy.payments.title')}</h2>
      <p>{t('pages.privacy.payments.text')}</p>

      <h2>{t('pages.privacy.browser.title')}</h2>
      <p>{t('pages.privacy.browser.text')}</p>

      <h2>{t('pages.privacy.choices.title')}</h2>
      <p>
        {contact ? (
          <Message id="pages.privacy.choices.text" values={{ terms, email: <a href={`mailto:${contact.email}`}>{contact.email}</a> }} />
        ) : (
          <Message id="pages.privacy.choices.textNoContact" values={{ terms }} />
        )}
      </p>
    </div>
  );
}
