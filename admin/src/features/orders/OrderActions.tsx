import type { AdminOrderDetailFragment } from '../../gql/graphql';

/**
 * Where staff act on the order: fulfilment (ship, deliver) and refunds go here, each deciding from the
 * order whether it applies. For now only the region and its heading.
 */
export function OrderActions(_props: { order: AdminOrderDetailFragment }) {
  return (
    <section className="panel" aria-labelledby="order-actions">
      <h2 id="order-actions">Actions</h2>
    </section>
  );
}
