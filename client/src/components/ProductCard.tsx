import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ProductCardFragment, Size } from '../gql/graphql';
import { useAddToCart, useWishlist } from '../lib/cart';
import { useFormats, useT } from '../lib/i18n';
import { HeartIcon } from './Icons';
import { Price } from './Price';
import { ProductPicture } from './ProductPicture';
import { Rating } from './Rating';

/** The shop's sizes in the order a shopper expects them (the enum sorts them alphabetically). */
export const SIZES: Size[] = ['S', 'M', 'L', 'XL', 'XXL'];

/** A card's picture is a grid cell: two to a row on phones, at most about 280 pixels wide otherwise (global.css .grid). */
const CARD_SIZES = '(max-width: 560px) 50vw, 280px';

/**
 * A product in a list: picture and name link to its page; 'Add to cart' asks for a size in place
 * (the default colour), and the heart saves it to the wishlist.
 */
export function ProductCard({ product }: { product: ProductCardFragment }) {
  const t = useT();
  const { formatNumber } = useFormats();
  const [choosing, setChoosing] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean; login?: boolean } | null>(null);
  const { add, adding } = useAddToCart();
  const wishlist = useWishlist();
  const navigate = useNavigate();
  const location = useLocation();
  const href = `/product/${product.slug}`;
  const sizesInStock = new Set(product.sizesInStock);
  const saved = wishlist.isSaved(product.id);
  // The button and the size chips replace each other: the keyboard follows, never left on <body>.
  const addButton = useRef<HTMLButtonElement>(null);
  const sizes = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    if (choosing) sizes.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
    else addButton.current?.focus();
  }, [choosing]);

  function choose(open: boolean) {
    moveFocus.current = true;
    setChoosing(open);
  }

  async function addSize(size: Size) {
    if (adding) return;
    const result = await add({ productId: product.id, size, colour: product.defaultColour });
    if (result.ok) {
      choose(false);
      setStatus({ text: t('common.card.added', { size }), error: false });
    } else setStatus({ text: result.message, error: true, login: result.needsLogin });
  }

  async function toggleSaved() {
    if (!wishlist.loggedIn) {
      navigate('/login', { state: { from: location.pathname + location.search } });
      return;
    }
    await wishlist.toggle(product.id, saved);
  }

  return (
    <article className="card">
      <div className="card__media">
        <Link to={href} state={{ product: { id: product.id, slug: product.slug } }} tabIndex={-1} aria-hidden="true">
          <ProductPicture picture={product.mainImage} alt="" box={300} sizes={CARD_SIZES} loading="lazy" decoding="async" />
        </Link>
        <button type="button" className={`card__heart${saved ? ' is-saved' : ''}`} aria-pressed={saved} aria-label={t(saved ? 'common.card.remove' : 'common.card.save', { name: product.name })} onClick={toggleSaved} disabled={wishlist.busy}>
          <HeartIcon filled={saved} />
        </button>
        {product.discountPercent ? <span className="card__badge">-{formatNumber(product.discountPercent / 100, { style: 'percent', maximumFractionDigits: 2 })}</span> : null}
      </div>
      <div className="card__body">
        <h3 className="card__title">
          <Link to={href} state={{ product: { id: product.id, slug: product.slug } }}>
            {product.name}
          </Link>
        </h3>
        <Rating rating={product.rating} count={product.ratingCount} compact />
        <Price price={product.price} compareAt={product.compareAtPrice} />
        {choosing ? (
          <div className="card__sizes" role="group" aria-label={t('common.card.chooseSize', { name: product.name })} ref={sizes}>
            {SIZES.map((size) => (
              // aria-disabled while adding rather than disabled, which would drop the focus.
              <button key={size} type="button" className="chip" disabled={!sizesInStock.has(size)} aria-disabled={adding || undefined} onClick={() => addSize(size)}>
                {size}
              </button>
            ))}
            <button type="button" className="chip chip--plain" onClick={() => choose(false)} aria-label={t('common.cancel')}>
              ✕
            </button>
          </div>
        ) : (
          <button ref={addButton} type="button" className="button button--small card__add" disabled={!product.inStock} onClick={() => (setStatus(null), choose(true))}>
            {product.inStock ? t('common.card.addToCart') : t('common.card.soldOut')}
          </button>
        )}
        {status && (
          <p className={status.error ? 'card__status is-error' : 'card__status'} role="status">
            {status.text}
            {status.login && (
              <>
                {' '}
                <Link to="/login" state={{ from: location.pathname + location.search }}>
                  {t('common.logIn')}
                </Link>
              </>
            )}
          </p>
        )}
      </div>
    </article>
  );
}

export function ProductGrid({ products, label }: { products: ProductCardFragment[]; label?: string }) {
  return (
    <div className="grid" aria-label={label} role={label ? 'list' : undefined}>
      {products.map((product) => (
        <div key={product.id} role={label ? 'listitem' : undefined}>
          <ProductCard product={product} />
        </div>
      ))}
    </div>
  );
}
