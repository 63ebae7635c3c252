import './WishlistPage.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { HeartIcon, TrashIcon } from '../../components/Icons';
import { LoginPrompt } from '../../components/LoginPrompt';
import { SIZES } from '../../components/ProductCard';
import { Price } from '../../components/Price';
import { ErrorText, Spinner } from '../../components/Spinner';
import { CartDocument, MoveWishlistItemToCartDocument, RemoveFromWishlistDocument, WishlistPageDocument, type Colour, type Size, type WishlistPageItemFragment } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';
import { translatedColour } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { PageMeta } from '../../lib/seo/PageMeta';

type Notice = { kind: 'ok' | 'error'; text: string; toCart?: boolean };

/** 'Add to Bag' asks for a colour and a size (only what is in stock can be chosen), then moves the item into the bag. */
function AddToBag({ item, onDone }: { item: WishlistPageItemFragment; onDone(notice: Notice): void }) {
  const t = useT();
  const { product } = item;
  const [open, setOpen] = useState(false);
  const [colour, setColour] = useState<Colour>(product.defaultColour);
  const [move, { loading }] = useMutation(MoveWishlistItemToCartDocument);
  const available = new Map(product.variants.filter((v) => v.colour === colour).map((v) => [v.size, v.available]));

  async function choose(size: Size) {
    try {
      const { data } = await move({ variables: { productId: product.id, size, colour }, refetchQueries: [CartDocument], awaitRefetchQueries: true });
      const result = data?.moveWishlistItemToCart;
      if (result?.__typename === 'WishlistMove') onDone({ kind: 'ok', text: t('wishlist.bag.added', { name: product.name, size, colour: translatedColour(t, colour) }), toCart: true });
      else onDone({ kind: 'error', text: result && 'message' in result ? result.message : t('wishlist.bag.error') });
    } catch {
      onDone({ kind: 'error', text: t('wishlist.bag.unexpected') });
    }
  }

  if (!open) {
    return (
      <button type="button" className="button button--small" disabled={!item.inStock} onClick={() => setOpen(true)}>
        {t('wishlist.bag.add')}
      </button>
    );
  }
  return (
    <div className="wish-bag" role="group" aria-label={t('wishlist.bag.choose', { name: product.name })}>
      {product.colours.length > 1 && (
        <label className="wish-bag__colour">
          <span className="visually-hidden">{t('wishlist.bag.colourOf', { name: product.name })}</span>
          <select className="input" value={colour} onChange={(e) => setColour(e.target.value as Colour)}>
            {product.colours.map((c) => (
              <option key={c} value={c}>
                {translatedColour(t, c)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className="wish-bag__sizes">
        {SIZES.map((size) => (
          <button key={size} type="button" className="chip" disabled={loading || !(available.get(size) ?? 0)} onClick={() => choose(size)} aria-label={t('wishlist.bag.size', { size })}>
            {size}
          </button>
        ))}
        <button type="button" className="chip chip--plain" onClick={() => setOpen(false)} aria-label={t('wishlist.bag.cancel')}>
          ✕
        </button>
      </div>
    </div>
  );
}

/**
 * My Wishlist: the products the customer saved (not the cart, as the original showed), each with its
 * price (and tk.), real stock status, 'Add to Bag' and remove.
 */
export default function WishlistPage() {
  const t = useT();
  return (
    <>
      <PageMeta title={t('wishlist.meta.title')} description={t('wishlist.meta.description')} noindex />
      <Wishlist />
    </>
  );
}

function Wishlist() {
  const t = useT();
  const { loggedIn } = useAuth();
  const { data, loading, error } = useQuery(WishlistPageDocument, { skip: !loggedIn, fetchPolicy: 'cache-and-network' });
  // The hearts' mutation: the items left keep their page fields in the cache (by id), the removed one goes.
  const [removeMutation] = useMutation(RemoveFromWishlistDocument);
  const [notice, setNotice] = useState<Notice | null>(null);

  if (!loggedIn) {
    return <LoginPrompt title={t('wishlist.title')} text={t('wishlist.login.text')} from="/wish" />;
  }

  const wishlist = data?.wishlist;

  async function remove(item: WishlistPageItemFragment) {
    setNotice(null);
    try {
      await removeMutation({ variables: { productId: item.product.id } });
      setNotice({ kind: 'ok', text: t('wishlist.removed', { name: item.product.name }) });
    } catch {
      setNotice({ kind: 'error', text: t('wishlist.removeError') });
    }
  }

  return (
    <div className="container page wish-page">
      <div className="wish-page__head">
        <h1>{t('wishlist.title')}</h1>
        <Link to="/cart" className="button button--ghost button--small">
          {t('wishlist.viewCart')}
        </Link>
      </div>

      <div aria-live="polite">
        {notice && (
          <p className={`notice ${notice.kind === 'ok' ? 'notice--ok' : 'notice--error'} wish-page__notice`} role={notice.kind === 'ok' ? 'status' : 'alert'}>
            {notice.text}
            {notice.toCart && (
              <>
                {' '}
                <Link to="/cart">{t('wishlist.viewCart')}</Link>
              </>
            )}
          </p>
        )}
      </div>

      {!wishlist ? (
        loading ? <Spinner label={t('wishlist.loading')} /> : <ErrorText>{t(error ? 'wishlist.error.fetch' : 'wishlist.error.load')}</ErrorText>
      ) : wishlist.items.length === 0 ? (
        <EmptyState icon={<HeartIcon />} title={t('wishlist.empty.title')} text={t('wishlist.empty.text')} action={{ to: '/all', label: t('wishlist.empty.action') }} />
      ) : (
        <table className="table table--cards wish-table">
          <caption className="visually-hidden">{t('wishlist.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('wishlist.table.product')}</th>
              <th scope="col">{t('wishlist.table.unitPrice')}</th>
              <th scope="col">{t('wishlist.table.stock')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('wishlist.table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {wishlist.items.map((item) => {
              const href = `/product/${item.product.slug}`;
              return (
                <tr key={item.id} className="wish-row">
                  <td className="wish-row__product" data-label={t('wishlist.table.product')}>
                    <Link to={href} state={{ product: { id: item.product.id, slug: item.product.slug } }} className="wish-row__link">
                      {item.product.image ? (
                        <img src={item.product.image} alt="" width="72" height="72" loading="lazy" decoding="async" />
                      ) : (
                        <span className="table__no-image">{t('wishlist.noImage')}</span>
                      )}
                      <span className="wish-row__name">{item.product.name}</span>
                    </Link>
                  </td>
                  <td className="wish-row__price" data-label={t('wishlist.table.unitPrice')}>
                    <Price price={item.product.price} compareAt={item.product.compareAtPrice} alsoIn="BDT" />
                  </td>
                  <td className="wish-row__stock" data-label={t('wishlist.table.stock')}>
                    <span className={`stock-status ${item.inStock ? 'is-in' : 'is-out'}`}>{t(item.inStock ? 'wishlist.inStock' : 'wishlist.outOfStock')}</span>
                  </td>
                  <td className="wish-row__actions">
                    <AddToBag item={item} onDone={setNotice} />
                    <button type="button" className="icon-button" aria-label={t('wishlist.remove', { name: item.product.name })} onClick={() => remove(item)}>
                      <TrashIcon />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
