import { Link } from 'react-router-dom';
import { useShopContact } from '../lib/shop-settings';
import { Logo } from './Logo';
import { useFormats, useT } from '../lib/i18n';

export function Footer() {
  const t = useT();
  const { formatNumber } = useFormats();
  const contact = useShopContact();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__brand">
          <Logo />
          <p>{t('footer.tagline')}</p>
          {contact && (
            // The shop's own address and e-mail as its owner keeps them: names, not words to translate.
            <address translate="no">
              {contact.address}
              <br />
              <a href={`mailto:${contact.email}`}>{contact.email}</a> · {contact.phone}
            </address>
          )}
        </div>
        <nav aria-label={t('footer.pages')}>
          <h2>{t('footer.pages')}</h2>
          <ul>
            <li><Link to="/womens">{t('nav.women')}</Link></li>
            <li><Link to="/mens">{t('nav.men')}</Link></li>
            <li><Link to="/kids">{t('nav.kids')}</Link></li>
            <li><Link to="/new_collection">{t('nav.new')}</Link></li>
            <li><Link to="/sale">{t('nav.sale')}</Link></li>
            <li><Link to="/wish">{t('top.wishlist')}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t('footer.help')}>
          <h2>{t('footer.help')}</h2>
          <ul>
            <li><Link to="/help">{t('footer.help')}</Link></li>
            <li><Link to="/contact">{t('footer.contact')}</Link></li>
            <li><Link to="/about">{t('footer.about')}</Link></li>
            <li><Link to="/exc">{t('footer.exc')}</Link></li>
            <li><Link to="/orderTrac">{t('top.tracking')}</Link></li>
          </ul>
        </nav>
        <div>
          <h2>{t('footer.social')}</h2>
          <ul className="footer__social" translate="no">
            <li><a href="https://facebook.com/kapor.shop" rel="noopener noreferrer">Facebook</a></li>
            <li><a href="https://instagram.com/kapor.shop" rel="noopener noreferrer">Instagram</a></li>
            <li><a href="https://youtube.com/@kaporshop" rel="noopener noreferrer">YouTube</a></li>
          </ul>
        </div>
      </div>
      <p className="footer__rights">
        © {formatNumber(new Date().getFullYear(), { useGrouping: false })} Kapor. {t('footer.rights')}
      </p>
    </footer>
  );
}
