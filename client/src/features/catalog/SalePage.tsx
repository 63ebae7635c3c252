import { Link } from 'react-router-dom';
import { useT } from '../../lib/i18n';
import { PageMeta } from '../../lib/seo/PageMeta';
import { ProductListing } from './components/ProductListing';
import './catalog.css';

/**
 * /sale: every product, lowest price first (each carries its earlier price, struck through, and
 * its saving on the card); the filter panel's "On sale" narrows it to marked-down products.
 */
export default function SalePage() {
  const t = useT();
  return (
    <div className="container page catalog">
      <PageMeta title={t('catalog.sale.title')} description={t('catalog.sale.description')} />
      <header className="catalog__intro catalog__intro--sale">
        <div>
          <p className="catalog__kicker">{t('catalog.sale.kicker')}</p>
          <h1>{t('catalog.sale.title')}</h1>
          <p className="lead">{t('catalog.sale.lead')}</p>
          <nav className="catalog__chips" aria-label={t('catalog.sale.byCategory')}>
            <Link className="chip" to="/womens?sort=price-asc">{t('catalog.category.women')}</Link>
            <Link className="chip" to="/mens?sort=price-asc">{t('catalog.category.men')}</Link>
            <Link className="chip" to="/kids?sort=price-asc">{t('catalog.category.kids')}</Link>
          </nav>
        </div>
        <img src="/images/art/exclusive.svg" alt="" width="700" height="620" decoding="async" />
      </header>
      <ProductListing defaultSort="PRICE_ASC" label={t('catalog.sale.products')} />
    </div>
  );
}
