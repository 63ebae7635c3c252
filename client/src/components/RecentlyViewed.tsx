import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProductCardFragment } from '../gql/graphql';
import { useT } from '../lib/i18n';
import { readRecentlyViewed, RECENTLY_VIEWED_SHOWN, rememberViewed, type ViewedProduct } from '../lib/recently-viewed';
import { Price } from './Price';
import { ProductPicture } from './ProductPicture';

/** The same layout as the product grid's cards (global.css .grid). */
const CARD_SIZES = '(max-width: 560px) 50vw, 280px';

/**
 * "Recently viewed", from this browser's own list (lib/recently-viewed.ts). Read after hydration, so the
 * server's HTML and the first render have nothing here, and shown only once there is something to show
 * (placed below the fold, it moves nothing the shopper is looking at). Given the product being viewed, it
 * adds it to the list and leaves it out of the cards.
 */
export function RecentlyViewed({ viewing }: { viewing?: Pick<ProductCardFragment, 'id' | 'slug' | 'name' | 'mainImage' | 'price' | 'compareAtPrice'> }) {
  const t = useT();
  const [products, setProducts] = useState<ViewedProduct[]>([]);

  useEffect(() => {
    setProducts(readRecentlyViewed().filter((p) => p.id !== viewing?.id).slice(0, RECENTLY_VIEWED_SHOWN));
    if (!viewing) return;
    const { id, slug, name, mainImage, price, compareAtPrice } = viewing;
    const money = (m: { amount: number; currency: string }) => ({ amount: m.amount, currency: m.currency });
    rememberViewed({ id, slug, name, picture: mainImage, price: money(price), compareAtPrice: compareAtPrice && money(compareAtPrice) });
  }, [viewing]);

  if (products.length === 0) return null;
  return (
    <section className="section recently-viewed" aria-labelledby="recently-viewed-heading">
      <div className="section__head">
        <h2 id="recently-viewed-heading">{t('common.recent.title')}</h2>
      </div>
      <ul className="grid recently-viewed__list" aria-label={t('common.recent.list')}>
        {products.map((product) => (
          <li key={product.id} className="card">
            <div className="card__media">
              <Link to={`/product/${product.slug}`} tabIndex={-1} aria-hidden="true">
                <ProductPicture picture={product.picture} alt="" box={300} sizes={CARD_SIZES} loading="lazy" decoding="async" />
              </Link>
            </div>
            <div className="card__body">
              <h3 className="card__title">
                <Link to={`/product/${product.slug}`}>{product.name}</Link>
              </h3>
              <Price price={product.price} compareAt={product.compareAtPrice} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
