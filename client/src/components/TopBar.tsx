import { Link } from 'react-router-dom';
import { LANGUAGES, type Language } from '../lib/i18n';
import { useT } from '../lib/i18n';
import { usePreferences } from '../lib/preferences';
import { telHref, useShopContact } from '../lib/shop-settings';

/** Links, 'Need help?' and the language and currency selects; both selects apply site-wide and are remembered. */
export function TopBar() {
  const t = useT();
  const { language, setLanguage, currencies, currency, setCurrency } = usePreferences();
  const contact = useShopContact();
  return (
    <div className="topbar">
      <div className="container topbar__inner">
        <nav className="topbar__links" aria-label={t('top.info')}>
          <Link to="/">{t('top.home')}</Link>
          <Link to="/about">{t('top.about')}</Link>
          <Link to="/account">{t('top.account')}</Link>
          <Link to="/wish">{t('top.wishlist')}</Link>
          <Link to="/orderTrac">{t('top.tracking')}</Link>
        </nav>
        <div className="topbar__tools">
          {contact && (
            <a href={telHref(contact.phone)} className="topbar__help">
              <span className="topbar__help-label">{t('top.help')}</span> <span>{contact.phone}</span>
            </a>
          )}
          <label className="topbar__select">
            <span className="visually-hidden">{t('top.language')}</span>
            <select value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
              {LANGUAGES.map((l) => (
                <option key={l.code} value={l.code}>
                  {l.label}
                </option>
              ))}
            </select>
          </label>
          <label className="topbar__select">
            <span className="visually-hidden">{t('top.currency')}</span>
            <select value={currency.code} onChange={(e) => setCurrency(e.target.value)}>
              {currencies.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
    </div>
  );
}
