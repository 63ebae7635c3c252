import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { CartDocument, PaymentOrderDocument, RecheckPaymentDocument, type PaymentOrderFieldsFragment } from '../../gql/graphql';
import { useAuth } from '../../lib/auth';

export type PaymentOrder = PaymentOrderFieldsFragment;

/** How often, and how many times, a still-pending order is asked about again. */
export const PENDING_POLL_MS = 2000;
export const PENDING_POLL_LIMIT = 5;

/**
 * The order behind a payment page, read from the server (the owner only). With `recheck`, once the
 * order has been read the server is asked to check the payment with the gateway again (recheckPayment,
 * which answers the order as it then stands), and the order is polled a few times while the gateway's
 * answer is still pending. Whether it counts as paid is the server's `paymentState`. Once the order has
 * settled the cart is refetched: it is emptied when the order is paid, so the header badge follows.
 */
export function usePaymentOrder(tranId: string, { recheck }: { recheck: boolean }) {
  const { loggedIn } = useAuth();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(PaymentOrderDocument, { variables: { tranId }, skip: !loggedIn, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: false });
  const [recheckPayment] = useMutation(RecheckPaymentDocument);
  const order = data?.order ?? null;
  const paymentState = order?.paymentState;
  const [rechecked, setRechecked] = useState(!recheck || !loggedIn);
  const [polls, setPolls] = useState(0);
  const fired = useRef(false);

  // After the first read, so the recheck's answer (written to the cache) is the newer one.
  const firstReadDone = !loading;
  useEffect(() => {
    if (rechecked || fired.current || !firstReadDone) return;
    fired.current = true;
    void recheckPayment({ variables: { tranId } })
      .catch(() => undefined)
      .finally(() => setRechecked(true));
  }, [rechecked, firstReadDone, recheckPayment, tranId]);

  const pending = paymentState === 'PENDING';
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
    if (loggedIn && paymentState && paymentState !== 'PENDING') void client.refetchQueries({ include: [CartDocument] }).catch(() => undefined);
  }, [client, loggedIn, paymentState]);

  return {
    order,
    loggedIn,
    loading: loggedIn && loading && !data,
    error: data ? undefined : error,
    paid: paymentState === 'PAID',
    unpaid: paymentState === 'UNPAID',
    /** Still waiting for the gateway after the recheck and every poll. */
    stillPending: pending && rechecked && polls >= PENDING_POLL_LIMIT,
    /** Waiting for the recheck or a poll. */
    checking: pending && !(rechecked && polls >= PENDING_POLL_LIMIT),
  };
}
