import { Link } from 'react-router-dom';
import { dataColumns, DataTable } from '../../components/data-table/DataTable';
import type { AdminOrderDetailFragment } from '../../gql/graphql';

type Order = AdminOrderDetailFragment;
type Line = Order['lines'][number];

const column = dataColumns<Line>();
const columns = column.columns([
  column.accessor('productName', {
    header: 'Product',
    cell: ({ row }) => (
      <>
        <Link to={`/products/${row.original.productId}`}>{row.original.productName}</Link>
        <span className="cell-detail mono">{row.original.sku}</span>
      </>
    ),
    meta: { className: 'order-line-product' },
  }),
  column.accessor('size', { header: 'Size' }),
  column.accessor('colour', { header: 'Colour' }),
  column.accessor((line) => line.unitPrice.formatted, { id: 'unitPrice', header: 'Unit price', meta: { numeric: true } }),
  column.accessor('quantity', { header: 'Quantity', meta: { numeric: true } }),
  column.accessor((line) => line.lineTotal.formatted, { id: 'lineTotal', header: 'Line total', meta: { numeric: true } }),
]);
const lineId = (line: Line) => line.id;

/** What was ordered, as it was when ordered (names, sizes, colours and prices are snapshots), and the totals. */
export function OrderLines({ order }: { order: Order }) {
  return (
    <section className="section-stack" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">What was ordered</h2>
      <DataTable caption="Lines, as ordered" captionHidden columns={columns} rows={order.lines} rowId={lineId} />
      <dl className="order-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{order.subtotal.formatted}</dd>
        </div>
        {order.discount && (
          <div>
            {/* The label names the code as it was when ordered ("Promo WELCOME10 (10% off)"); the link goes to the code now. */}
            <dt>{order.promoCode ? <Link to={`/promo-codes?code=${encodeURIComponent(order.promoCode)}`}>{order.discount.label}</Link> : order.discount.label}</dt>
            <dd>−{order.discount.amount.formatted}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          <dd>{order.shipping.amount === 0 ? 'Free' : order.shipping.formatted}</dd>
        </div>
        <div className="order-totals__total">
          <dt>Total ({order.total.currency})</dt>
          <dd>{order.total.formatted}</dd>
        </div>
      </dl>
    </section>
  );
}
