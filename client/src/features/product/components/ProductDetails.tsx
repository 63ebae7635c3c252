import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HeartIcon, TruckIcon } from '../../../components/Icons';
import { Price } from '../../../components/Price';
import { Rating } from '../../../components/Rating';
import type { Colour, ProductDetailFragment, Size } from '../../../gql/graphql';
import { useAddToCart, useWishlist } from '../../../lib/cart';
import { colourName } from '../../../lib/format';
import { useFreeShippingFrom } from '../../../lib/shop-settings';
import { categoryName, categoryPath, garmentName, sizesAvailable, sizesSoldOut, stockBySize } from '../product-options';
import { BackInStock } from './BackInStock';
import { ProductGallery } from './ProductGallery';
import { ColourPicker, SizePicker } from './PurchaseOptions';

export const SIZE_REQUIRED = 'Please select a size before adding to cart.';

type Status = { kind: 'ok'; text: string } | { kind: 'error'; text: string; needsLogin?: boolean };

/** The product page's body: pictures, what it is and costs, and the size and colour to add to the cart. */
export function ProductDetails({ product }: { product: ProductDetailFragment }) {
  const freeFrom = useFreeShippingFrom();
  const [colour, setColour] = useState<Colour>(product.defaultColour);
  const [size, setSize] = useState<Size | null>(null);
  const [sizeError, setSizeError] = useState<string | null>(null);
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
    setSizeError(null);
    setStatus(null);
  }

  async function addToCart(event: FormEvent) {
    event.preventDefault();
    if (adding) return;
    setStatus(null);
    if (!size) {
      setSizeError(SIZE_REQUIRED);
      firstSizeRef.current?.focus();
      return;
    }
    const result = await add({ productId: product.id, size, colour });
    if (result.ok) setStatus({ kind: 'ok', text: `Added ${product.name} (${size}, ${colourName(colour)}) to your cart.` });
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
      <nav className="breadcrumb" aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={categoryPath(product.category)}>{categoryName(product.category)}</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className="product">
        <ProductGallery product={product} colour={colour} />

        <div className="product__info">
          <p className="product__eyebrow">
            {categoryName(product.category)} · {garmentName(product.garment)}
          </p>
          <h1 className="product__name">{product.name}</h1>
          <Rating rating={product.rating} count={product.ratingCount} countHref="#reviews" />
          <div className="product__price">
            <Price price={product.price} compareAt={product.compareAtPrice} alsoIn="BDT" size="lg" />
            {product.discountPercent ? <span className="product__save">Save {product.discountPercent}%</span> : null}
          </div>
          <p className="product__description">{product.description}</p>

          <form className="product__buy" onSubmit={addToCart} noValidate aria-label="Add to cart">
            <ColourPicker colours={colours} value={colour} onChange={chooseColour} />
            <SizePicker value={size} stock={stockBySize(product.variants, colour)} colour={colour} error={sizeError} onChange={chooseSize} firstRef={firstSizeRef} />

            {!product.inStock ? (
              <p className="product__stock is-out">Sold out in every size for now.</p>
            ) : available.size === 0 ? (
              <p className="product__stock is-out">Sold out in {colourName(colour)}; try another colour.</p>
            ) : null}

            <div className="product__actions">
              {/* aria-disabled while adding, not disabled: a disabled button drops the keyboard focus to <body>. */}
              <button type="submit" className="button button--accent product__add" disabled={!product.inStock} aria-disabled={adding || undefined}>
                {adding ? 'Adding...' : 'ADD TO CART'}
              </button>
              <button
                type="button"
                className={`icon-button product__heart${saved ? ' is-saved' : ''}`}
                aria-pressed={saved}
                aria-label={saved ? 'Remove from wishlist' : 'Save to wishlist'}
                title={saved ? 'Remove from wishlist' : 'Save to wishlist'}
                disabled={wishlist.busy}
                onClick={toggleSaved}
              >
                <HeartIcon filled={saved} />
              </button>
            </div>

            {status?.kind === 'ok' && (
              <p className="notice notice--ok product__status" role="status">
                {status.text} <Link to="/cart">View cart</Link>
              </p>
            )}
            {status?.kind === 'error' && (
              <div className="notice notice--error product__status" role="alert">
                <span>{status.text}</span>
                {status.needsLogin && (
                  <Link className="button button--small product__login" to="/login" state={{ from: here }}>
                    Log in
                  </Link>
                )}
              </div>
            )}
          </form>

          {soldOut.length > 0 && <BackInStock productId={product.id} colour={colour} soldOut={soldOut} />}

          {freeFrom && (
            <p className="product__perk">
              <TruckIcon /> Free shipping on orders over {freeFrom}.
            </p>
          )}

          <dl className="product__meta">
            <div>
              <dt>Category:</dt>
              <dd>
                <Link to={categoryPath(product.category)}>{categoryName(product.category)}</Link>
              </dd>
            </div>
            <div>
              <dt>Tags:</dt>
              <dd>{[garmentName(product.garment), ...colours.map(colourName)].join(', ')}</dd>
            </div>
          </dl>
        </div>
      </div>
    </>
  );
}
