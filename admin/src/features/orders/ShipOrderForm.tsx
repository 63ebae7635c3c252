import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useConfirm } from '../../components/confirm/use-confirm';
import { TextField } from '../../components/form/Field';
import { Form } from '../../components/form/Form';
import { FORM_ERROR, showServerFailure } from '../../components/form/server-errors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { MarkOrderDeliveredDocument, MarkOrderShippedDocument, type FulfilledOrderFieldsFragment, type OrderStatus } from '../../gql/graphql';
import { typedText } from '../../lib/form-values';

/** The server's rules (server/src/orders/admin/shipment-input.ts), checked here first. */
const CARRIER = /^[\p{L}\p{N}][\p{L}\p{M}\p{N} &.,'()/-]*$/u;
const TRACKING_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/;
const TRACKING_URL_MAX_LENGTH = 500;

const shipSchema = z.object({
  carrier: z.string().trim().min(1, 'Enter the courier.').max(60, 'At most 60 characters.').regex(CARRIER, "Letters, digits, spaces and & . , ' ( ) / - only."),
  trackingNumber: z
    .string()
    .trim()
    .min(1, 'Enter the tracking number.')
    .max(80, 'At most 80 characters.')
    .regex(TRACKING_NUMBER, 'Latin letters, digits, spaces and . _ / - only.'),
  trackingUrl: typedText((text) =>
    !/^https?:\/\/\S+$/i.test(text) ? 'Enter a web address starting with https:// or http://.' : text.length > TRACKING_URL_MAX_LENGTH ? `At most ${TRACKING_URL_MAX_LENGTH} characters.` : null,
  ),
});
type ShipValues = z.infer<typeof shipSchema>;

const EMPTY: ShipValues = { carrier: '', trackingNumber: '', trackingUrl: '' };

/** What the order page shows instead of an action, when there is none to take. */
const NOTHING_TO_DO: Partial<Record<OrderStatus, string>> = {
  PENDING_PAYMENT: 'It can be shipped once it is paid.',
  DELIVERED: 'It was delivered: there is nothing left to do.',
};

export interface ShipOrderFormProps {
  tranId: string;
  /** The order's status as the page last read it. */
  status: OrderStatus;
  /** Told after each move, with the order as it now stands (the cache's AdminOrder is updated too). */
  onFulfilled?: (order: FulfilledOrderFieldsFragment) => void;
}

/**
 * An order's fulfilment, among the actions on its page in the back office: a paid order is shipped with its
 * carrier, tracking number and, optionally, the courier's tracking page (the shopper sees all three); a shipped
 * one is marked delivered after a confirmation. The server's refusals show beside their fields or as the form's error.
 */
export function ShipOrderForm({ tranId, status, onFulfilled }: ShipOrderFormProps) {
  const id = useId();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  // The move just made, until the page's own status catches up with it.
  const [moved, setMoved] = useState<{ from: OrderStatus; to: OrderStatus } | null>(null);
  const current = moved?.from === status ? moved.to : status;

  function fulfilled(order: FulfilledOrderFieldsFragment, text: string) {
    setMoved({ from: status, to: order.status });
    setNotice({ tone: 'success', text });
    onFulfilled?.(order);
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Fulfilment</h3>
      <Notice message={notice} />
      {current === 'PAID' ? (
        <ShipForm
          tranId={tranId}
          labelledBy={`${id}-title`}
          onStart={() => setNotice(null)}
          onShipped={(order) => fulfilled(order, `Order ${tranId} is shipped with ${order.shipment?.carrier}: the shopper now sees its tracking number.`)}
        />
      ) : current === 'SHIPPED' ? (
        <DeliverButton tranId={tranId} onNotice={setNotice} onDelivered={(order) => fulfilled(order, `Order ${tranId} is marked delivered.`)} />
      ) : (
        <p className="muted">{NOTHING_TO_DO[current] ?? 'It is not to be shipped.'}</p>
      )}
    </section>
  );
}

function ShipForm({ tranId, labelledBy, onStart, onShipped }: { tranId: string; labelledBy: string; onStart: () => void; onShipped: (order: FulfilledOrderFieldsFragment) => void }) {
  const [markOrderShipped] = useMutation(MarkOrderShippedDocument);
  const form = useForm<ShipValues>({ resolver: zodResolver(shipSchema), defaultValues: EMPTY });

  async function onSubmit(values: ShipValues) {
    onStart();
    try {
      const input = { carrier: values.carrier, trackingNumber: values.trackingNumber, trackingUrl: values.trackingUrl || null };
      const result = (await markOrderShipped({ variables: { tranId, input } })).data?.markOrderShipped;
      if (!result) return;
      if (result.__typename === 'AdminOrder') onShipped(result);
      else showServerFailure(form, result);
    } catch (error) {
      form.setError(`root.${FORM_ERROR}`, { type: 'network', message: `The order was not marked shipped: ${(error as Error).message}` });
    }
  }

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby={labelledBy}>
      <TextField name="carrier" label="Carrier" description="The courier, e.g. Pathao Courier." autoComplete="off" required />
      <TextField name="trackingNumber" label="Tracking number" description="As printed on the parcel." autoComplete="off" spellCheck={false} required />
      <TextField name="trackingUrl" label="Tracking page" type="url" description="Optional: the courier’s page for this parcel (https://…); the shopper gets a link to it." autoComplete="off" />
      <div className="form__actions">
        <SubmitButton>Mark shipped</SubmitButton>
      </div>
    </Form>
  );
}

function DeliverButton({ tranId, onNotice, onDelivered }: { tranId: string; onNotice: (notice: NoticeMessage | null) => void; onDelivered: (order: FulfilledOrderFieldsFragment) => void }) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const [markOrderDelivered] = useMutation(MarkOrderDeliveredDocument);

  async function deliver() {
    const agreed = await confirm({
      title: `Mark order ${tranId} delivered?`,
      message: 'Do this once the courier confirms the parcel arrived: the shopper sees the order as delivered, and it cannot be undone.',
      confirmLabel: 'Mark delivered',
    });
    if (!agreed) return;
    onNotice(null);
    setBusy(true);
    try {
      const result = (await markOrderDelivered({ variables: { tranId } })).data?.markOrderDelivered;
      if (result?.__typename === 'AdminOrder') onDelivered(result);
      else if (result) onNotice({ tone: 'error', text: result.message });
    } catch (error) {
      onNotice({ tone: 'error', text: `The order was not marked delivered: ${(error as Error).message}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="form__actions">
      <button type="button" className="button" disabled={busy} onClick={() => void deliver()}>
        {busy ? 'Saving…' : 'Mark delivered'}
      </button>
    </div>
  );
}
