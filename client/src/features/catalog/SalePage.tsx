import { Link } from 'react-router-dom';
import { PageMeta } from '../../lib/seo/PageMeta';
import { ProductListing } from './components/ProductListing';
import './catalog.css';

/**
 * /sale: every product, lowest price first (each carries its earlier price, struck through, and
 * its saving on the card); the filter panel's "On sale" narrows it to marked-down products.
 */
export default function SalePage() {
  return (
    <div className="container page catalog">
      <PageMeta title="Sale" description="The Kapor sale: marked-down clothing for women, men and kids, lowest prices first, each with its earlier price struck through." />
      <header className="catalog__intro catalog__intro--sale">
        <div>
          <p className="catalog__kicker">Exclusive offers</p>
          <h1>Sale</h1>
          <p className="lead">Marked-down prices across women, men and kids — lowest prices first. Shop by category:</p>
          <nav className="catalog__chips" aria-label="Sale by category">
            <Link className="chip" to="/womens?sort=price-asc">Women</Link>
            <Link className="chip" to="/mens?sort=price-asc">Men</Link>
            <Link className="chip" to="/kids?sort=price-asc">Kids</Link>
          </nav>
        </div>
        <img src="/images/art/exclusive.svg" alt="" width="700" height="620" decoding="async" />
      </header>
      <ProductListing defaultSort="PRICE_ASC" label="Products on sale" />
    </div>
  );
}
