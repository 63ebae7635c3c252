import { Link } from 'react-router-dom';
import { TrashIcon } from '../../../components/Icons';
import { Price } from '../../../components/Price';
import { cartLineImage, type CartView } from '../../../lib/cart';
import { useColourName } from '../../../lib/format';
import { useFormats, useT } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/preferences';

type CartLine = CartView['lines'][number];

/**
 * One line of the cart table: picture (to the product), name with size and colour, unit price with its
 * tk. equivalent, − quantity +, line subtotal and a remove button. On narrow screens the cells stack
 * into a card, each labelled by its column (data-label).
 */
export function CartLineRow({ line, error, onQuantity, onRemove }: { line: CartLine; error?: string; onQuantity(quantity: number): void; onRemove(): void }) {
  const t = useT();
  const { formatNumber } = useFormats();
  const { format } = usePreferences();
  const { product, variant } = line;
  const href = `/product/${product.slug}`;
  const colour = useColourName()(variant.colour);
  const description = t('cart.line.description', { name: product.name, size: variant.size, colour });
  // The server says how many the line may hold (the stock left, within the shop's per-line limit).
  const atLimit = line.quantity >= line.maxQuantity;
  const limitText = line.maxQuantity < line.available ? t('cart.line.atMost', { max: line.maxQuantity }) : t('cart.line.inStock', { available: line.available });
  const overStock = line.quantity > line.available;

  return (
    <tr className="cart-line">
      <td className="cart-line__image" data-label={t('cart.table.products')}>
        {/* The name beside it is the link for keyboards and screen readers; the picture repeats it for the mouse. */}
        <Link to={href} state={{ product: { id: product.id, slug: product.slug } }} tabIndex={-1} aria-hidden="true">
          {product.image ? (
            <img src={cartLineImage(line)} alt="" width="72" height="72" loading="lazy" decoding="async" />
          ) : (
            <span className="table__no-image">{t('cart.line.noImage')}</span>
          )}
        </Link>
      </td>
      <td className="cart-line__title" data-label={t('cart.table.title')}>
        <Link to={href} state={{ product: { id: product.id, slug: product.slug } }} className="cart-line__name">
          {product.name}
        </Link>
        <span className="cart-line__variant">
          {t('cart.line.variant', { size: variant.size, colour })}
        </span>
        {overStock && (
          <span className="cart-line__stock" role="alert">
            {line.available > 0 ? t('cart.line.onlyLeft', { available: line.available }) : t('cart.line.soldOut')}
          </span>
        )}
        {error && (
          <span className="cart-line__error" role="alert">
            {error}
          </span>
        )}
      </td>
      <td className="cart-line__price" data-label={t('cart.table.price')}>
        <Price price={line.unitPrice} alsoIn="BDT" />
      </td>
      <td className="cart-line__quantity" data-label={t('cart.table.quantity')}>
        <div className="stepper" role="group" aria-label={t('cart.line.quantityOf', { description })}>
          <button type="button" className="stepper__button" aria-label={t('cart.line.decrease', { description })} disabled={line.quantity <= 1} onClick={() => onQuantity(line.quantity - 1)}>
            −
          </button>
          <span className="stepper__value" aria-live="polite" aria-atomic="true">
            <span className="visually-hidden">{t('cart.line.quantity')} </span>
            {formatNumber(line.quantity)}
          </span>
          <button
            type="button"
            className="stepper__button"
            aria-label={t('cart.line.increase', { description })}
            disabled={atLimit}
            title={atLimit ? limitText : undefined}
            onClick={() => onQuantity(line.quantity + 1)}
          >
            +
          </button>
        </div>
      </td>
      <td className="cart-line__subtotal" data-label={t('cart.table.subtotal')}>
        {format(line.lineTotal)}
      </td>
      <td className="cart-line__remove" data-label={t('cart.table.remove')}>
        <button type="button" className="icon-button" aria-label={t('cart.line.remove', { description })} onClick={onRemove}>
          <TrashIcon />
        </button>
      </td>
    </tr>
  );
}
