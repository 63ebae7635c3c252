import { Link } from 'react-router-dom';
import { PostalAddress } from '../../components/PostalAddress';
import type { AdminOrderDetailFragment } from '../../gql/graphql';
import { formatDay } from '../../lib/format';

/** Who ordered (their account, with a link to their page) and where, when and how it goes. */
export function OrderParties({ order }: { order: AdminOrderDetailFragment }) {
  const { customer, delivery } = order;
  return (
    <div className="order-parties">
      <section className="panel order-customer" aria-labelledby="order-customer-title">
        <h2 id="order-customer-title">Customer</h2>
        <p>
          <Link to={`/customers/${customer.id}`}>{customer.name}</Link>
          <br />
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </p>
      </section>
      <section className="panel" aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title">Delivery</h2>
        <PostalAddress place={delivery} />
        <dl className="facts">
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${delivery.phone.replace(/[^\d+]/g, '')}`}>{delivery.phone}</a>
            </dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{delivery.email}</dd>
          </div>
          <div>
            <dt>Delivery date</dt>
            <dd>{formatDay(delivery.deliveryDate)}</dd>
          </div>
          <div>
            <dt>Route</dt>
            <dd>{delivery.deliveryRoute}</dd>
          </div>
          <div>
            <dt>Payment method</dt>
            <dd>{order.paymentMethod}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
