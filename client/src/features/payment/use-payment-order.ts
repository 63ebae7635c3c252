import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { CartDocument, PaymentOrderDocument, type OrderStatus, type PaymentOrderQuery } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';

export type PaymentOrder = NonNullable<PaymentOrderQuery['order']>;

/** How often, and how many times, a still-pending order is asked about again. */
export const PENDING_POLL_MS = 2000;
export const PENDING_POLL_LIMIT = 5;
/** The spec's per-call timeout. */
const REQUEST_TIMEOUT_MS = 5000;

export const PAID_STATUSES: OrderStatus[] = ['PAID', 'SHIPPED', 'DELIVERED'];
export const UNPAID_STATUSES: OrderStatus[] = ['PAYMENT_FAILED', 'CANCELLED', 'EXPIRED'];

/**
 * The spec's GET /api/order/payment/redirect-success/:tranId, fired when the success page opens. The
 * server then asks the gateway about the order itself; nothing is marked paid by this call. Its
 * answer is not needed (the order query says what happened) and a failure changes nothing.
 */
export async function notifyRedirectSuccess(tranId: string, token: string | null): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    await fetch(`/api/order/payment/redirect-success/${encodeURIComponent(tranId)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
      signal: controller.signal,
    });
  } catch {
    // Ignored, as the spec says: the page still reads the order's real status below.
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The order behind a payment page, read from the server (the owner only). With `recheck`, the success
 * page's redirect-success call goes out once, then the order is read again, and polled a few times
 * while the gateway's answer is still pending. Once the order has settled the cart is refetched: it
 * is emptied when the order is paid, so the header badge follows.
 */
export function usePaymentOrder(tranId: string, { recheck }: { recheck: boolean }) {
  const { loggedIn, token } = useAuth();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(PaymentOrderDocument, { variables: { tranId }, skip: !loggedIn, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  const order = data?.order ?? null;
  const status = order?.status;
  const [notified, setNotified] = useState(!recheck);
  const [rechecked, setRechecked] = useState(!recheck);
  const [polls, setPolls] = useState(0);
  const fired = useRef(false);

  useEffect(() => {
    if (!recheck || fired.current) return;
    fired.current = true;
    void notifyRedirectSuccess(tranId, token).then(() => setNotified(true));
  }, [recheck, tranId, token]);

  // Read the order again once the server has re-checked — after the first read, so it is a new request.
  const firstReadDone = !loggedIn || !loading;
  useEffect(() => {
    if (!notified || rechecked || !firstReadDone) return;
    if (!loggedIn) {
      setRechecked(true);
      return;
    }
    void refetch()
      .catch(() => undefined)
      .finally(() => setRechecked(true));
  }, [notified, rechecked, firstReadDone, loggedIn, refetch]);

  const pending = status === 'PENDING_PAYMENT';
  useEffect(() => {
    if (!pending || !rechecked || polls >= PENDING_POLL_LIMIT) return;
    const timer = setTimeout(() => {
      void refetch()
        .catch(() => undefined)
        .finally(() => setPolls((n) => n + 1));
    }, PENDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, rechecked, polls, refetch]);

  useEffect(() => {
    if (loggedIn && status && status !== 'PENDING_PAYMENT') void client.refetchQueries({ include: [CartDocument] }).catch(() => undefined);
  }, [client, loggedIn, status]);

  return {
    order,
    loggedIn,
    loading: loggedIn && loading && !data,
    error: data ? undefined : error,
    /** Still waiting for the gateway after the recheck and every poll. */
    stillPending: pending && rechecked && polls >= PENDING_POLL_LIMIT,
    /** Waiting for the recheck or a poll. */
    checking: pending && !(rechecked && polls >= PENDING_POLL_LIMIT),
  };
}
