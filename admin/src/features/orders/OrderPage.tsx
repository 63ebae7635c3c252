import './orders.css';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { DateTime } from '../../components/DateTime';
import { OrderStatusBadge, PaymentStateBadge } from '../../components/OrderStatusBadge';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { AdminOrderDocument } from '../../gql/graphql';
import { OrderActions } from './OrderActions';
import { OrderLines } from './OrderLines';
import { OrderNotes } from './OrderNotes';
import { OrderParties } from './OrderParties';
import { OrderPayments } from './OrderPayments';
import { OrderTimeline } from './OrderTimeline';

/** One order, by its tran id: its state, what was ordered, by whom and where to, its payments and history, and staff's notes. */
export default function OrderPage() {
  const { tranId = '' } = useParams();
  const { data, loading, error } = useQuery(AdminOrderDocument, { variables: { tranId }, fetchPolicy: 'cache-and-network' });
  const order = data?.adminOrder;

  // One Page from loading to loaded, so its heading (focused after the move here) stays the same element.
  return (
    <Page
      title={`Order ${tranId}`}
      intro={
        order && (
          <span className="order-state">
            <OrderStatusBadge status={order.status} />
            <span>
              Payment: <PaymentStateBadge state={order.paymentState} onHold={order.paymentOnHold} />
            </span>
            <span>
              Placed <DateTime value={order.createdAt} />
              {order.paidAt && <>, paid <DateTime value={order.paidAt} /></>}
              {order.status === 'PENDING_PAYMENT' && <>, expires <DateTime value={order.expiresAt} /> unless paid</>}.
            </span>
          </span>
        )
      }
    >
      <p className="back-link">
        <Link to="/orders">All orders</Link>
      </p>
      {loading && !order && <Spinner label="Loading the order" />}
      {error && <p role="alert">The order could not be loaded: {error.message}</p>}
      {!loading && !error && !order && <p className="panel">There is no order {tranId}.</p>}
      {order && (
        <>
          <OrderActions order={order} />
          <OrderLines order={order} />
          <OrderParties order={order} />
          <OrderPayments order={order} />
          <OrderTimeline timeline={order.timeline} />
          <OrderNotes orderId={order.id} tranId={order.tranId} notes={order.notes} />
        </>
      )}
    </Page>
  );
}
