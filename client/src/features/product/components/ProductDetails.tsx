import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HeartIcon, TruckIcon } from '../../../components/Icons';
import { Price } from '../../../components/Price';
import { Rating } from '../../../components/Rating';
import type { Colour, ProductDetailFragment, Size } from '../../../gql/graphql';
import { useAddToCart, useWishlist } from '../../../lib/cart';
import { useT } from '../../../lib/i18n';
import { useFreeShippingFrom } from '../../../lib/shop-settings';
import { categoryPath, sizesAvailable, sizesSoldOut, stockBySize, useProductLabels } from '../product-options';
import { BackInStock } from './BackInStock';
import { ProductGallery } from './ProductGallery';
import { ColourPicker, SizePicker } from './PurchaseOptions';

/** What adding said: the added line (worded in the shopper's language when shown), or the server's reason. */
type Status = { kind: 'ok'; size: Size; colour: Colour } | { kind: 'error'; text: string; needsLogin?: boolean };

/** The product page's body: pictures, what it is and costs, and the size and colour to add to the cart. */
export function ProductDetails({ product }: { product: ProductDetailFragment }) {
  const t = useT();
  const labels = useProductLabels();
  const freeFrom = useFreeShippingFrom();
  const [colour, setColour] = useState<Colour>(product.defaultColour);
  const [size, setSize] = useState<Size | null>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const [status, setStatus] = useState<Status | null>(null);
  const firstSizeRef = useRef<HTMLButtonElement>(null);
  const { add, adding } = useAddToCart();
  const wishlist = useWishlist();
  const navigate = useNavigate();

  // Logging in from here brings the shopper back to this product's own address.
  const here = `/product/${product.slug}`;
  const available = sizesAvailable(product.variants, colour);
  const soldOut = sizesSoldOut(product.variants, colour);
  const saved = wishlist.isSaved(product.id);
  const colours = product.colours.length > 0 ? product.colours : [product.defaultColour];

  function chooseColour(next: Colour) {
    setColour(next);
    setStatus(null);
    // A size sold out in the new colour cannot stay chosen.
    if (size && !sizesAvailable(product.variants, next).has(size)) setSize(null);
  }

  function chooseSize(next: Size) {
    setSize(next);
    setSizeMissing(false);
    setStatus(null);
  }

  async function addToCart(event: FormEvent) {
    event.preventDefault();
    if (adding) return;
    setStatus(null);
    if (!size) {
      setSizeMissing(true);
      firstSizeRef.current?.focus();
      return;
    }
    const result = await add({ productId: product.id, size, colour });
    if (result.ok) setStatus({ kind: 'ok', size, colour });
    else setStatus({ kind: 'error', text: result.message, needsLogin: result.needsLogin });
  }

  async function toggleSaved() {
    if (!wishlist.loggedIn) {
      navigate('/login', { state: { from: here } });
      return;
    }
    await wishlist.toggle(product.id, saved);
  }

  return (
    <>
      <nav className="breadcrumb" aria-label={t('product.breadcrumb')}>
        <ol>
          <li>
            <Link to="/">{t('catalog.home')}</Link>
          </li>
          <li>
            <Link to={categoryPath(product.category)}>{labels.category(product.category)}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className="product">
        <ProductGallery product={product} colour={colour} />

        <div className="product__info">
          <p className="product__eyebrow">
            {labels.category(product.category)} · {labels.garment(product.garment)}
          </p>
          <h1 className="product__name">{product.name}</h1>
          <Rating rating={product.rating} count={product.ratingCount} countHref="#reviews" />
          <div className="product__price">
            <Price price={product.price} compareAt={product.compareAtPrice} alsoIn="BDT" size="lg" />
            {product.discountPercent ? <span className="product__save">{t('product.save', { percent: product.discountPercent })}</span> : null}
          </div>
          <p className="product__description">{product.description}</p>

          <form className="product__buy" onSubmit={addToCart} noValidate aria-label={t('product.buy')}>
            <ColourPicker colours={colours} value={colour} onChange={chooseColour} />
            <SizePicker value={size} stock={stockBySize(product.variants, colour)} colour={colour} error={sizeMissing ? t('product.size.required') : null} onChange={chooseSize} firstRef={firstSizeRef} />

            {!product.inStock ? (
              <p className="product__stock is-out">{t('product.soldOutEverywhere')}</p>
            ) : available.size === 0 ? (
              <p className="product__stock is-out">{t('product.soldOutInColour', { colour: labels.colour(colour) })}</p>
            ) : null}

            <div className="product__actions">
              {/* aria-disabled while adding, not disabled: a disabled button drops the keyboard focus to <body>. */}
              <button type="submit" className="button button--accent product__add" disabled={!product.inStock} aria-disabled={adding || undefined}>
                {t(adding ? 'product.adding' : 'product.add')}
              </button>
              <button
                type="button"
                className={`icon-button product__heart${saved ? ' is-saved' : ''}`}
                aria-pressed={saved}
                aria-label={t(saved ? 'product.wishlist.remove' : 'product.wishlist.save')}
                title={t(saved ? 'product.wishlist.remove' : 'product.wishlist.save')}
                disabled={wishlist.busy}
                onClick={toggleSaved}
              >
                <HeartIcon filled={saved} />
              </button>
            </div>

            {status?.kind === 'ok' && (
              <p className="notice notice--ok product__status" role="status">
                {t('product.added', { name: product.name, size: status.size, colour: labels.colour(status.colour) })} <Link to="/cart">{t('product.viewCart')}</Link>
              </p>
            )}
            {status?.kind === 'error' && (
              <div className="notice notice--error product__status" role="alert">
                <span>{status.text}</span>
                {status.needsLogin && (
                  <Link className="button button--small product__login" to="/login" state={{ from: here }}>
                    {t('product.login')}
                  </Link>
                )}
              </div>
            )}
          </form>

          {soldOut.length > 0 && <BackInStock productId={product.id} colour={colour} soldOut={soldOut} />}

          {freeFrom && (
            <p className="product__perk">
              <TruckIcon /> {t('product.freeShipping', { amount: freeFrom })}
            </p>
          )}

          <dl className="product__meta">
            <div>
              <dt>{t('product.meta.category')}</dt>
              <dd>
                <Link to={categoryPath(product.category)}>{labels.category(product.category)}</Link>
              </dd>
            </div>
            <div>
              <dt>{t('product.meta.tags')}</dt>
              <dd>{[labels.garment(product.garment), ...colours.map(labels.colour)].join(', ')}</dd>
            </div>
          </dl>
        </div>
      </div>
    </>
  );
}
