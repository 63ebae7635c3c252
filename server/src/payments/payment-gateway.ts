import { ServiceUnavailableError } from '../common/errors';
import { ErrorResult } from '../common/graphql/error-result';
import { text, type Text } from '../common/i18n/catalogue';
import type { Money } from '../common/money';

/** The gateway could not be reached or could not open a payment page: nothing was charged; try again soon (REST: 503). */
@ErrorResult()
export class PaymentUnavailableError extends ServiceUnavailableError {
  constructor(message: Text = text('PAYMENT_UNAVAILABLE'), details?: Record<string, unknown>) {
    super(message, { code: 'PAYMENT_UNAVAILABLE', details });
  }
}

/** What a hosted-payment gateway needs to open a payment page for one order. */
export interface GatewaySessionRequest {
  tranId: string;
  amount: Money;
  productName: string;
  itemCount: number;
  customer: { name: string; email: string; phone: string; address: string; city: string; state: string; postcode: string; country: string };
  urls: { success: string; fail: string; cancel: string; ipn: string };
}

export interface GatewaySession {
  sessionKey: string;
  /** Where the shopper's browser goes to pay. */
  gatewayUrl: string;
}

/** A transaction as the gateway's own API reports it (never as a browser or a callback claims it). */
export interface GatewayTransaction {
  valId: string;
  tranId: string;
  /** VALID and VALIDATED mean paid; anything else does not. */
  status: string;
  /** In the currency the order was placed in, when the gateway reports it. */
  amount: Money | null;
  riskLevel: number;
  bankTranId: string | null;
  cardType: string | null;
  raw: Record<string, unknown>;
}

/** A refund of (part of) one captured payment, named by the bank transaction the gateway gave it. */
export interface GatewayRefundRequest {
  bankTranId: string;
  amount: Money;
  /** Why, as the gateway's merchant panel shows it (at most 255 characters). */
  remarks: string;
  /** Our own reference for this refund (its id), so the gateway can tell a repeat from a new refund. */
  reference: string;
}

/**
 * Where a refund stands at the gateway. REFUNDED: the money went back. PENDING: the gateway took the
 * request and is processing it (ask again with its reference). FAILED: the gateway refused it, for `reason`.
 */
export interface GatewayRefund {
  status: 'REFUNDED' | 'PENDING' | 'FAILED';
  refundRefId: string | null;
  reason: string | null;
}

/**
 * The port every gateway adapter implements. Only `validate` and `transactionsFor` — the server asking
 * the gateway itself — can ever make an order paid.
 */
export abstract class PaymentGateway {
  abstract readonly name: string;
  abstract openSession(request: GatewaySessionRequest): Promise<GatewaySession>;
  /** The Order Validation API: the truth about one val_id, or null when the gateway does not know it. */
  abstract validate(valId: string): Promise<GatewayTransaction | null>;
  /** The transaction query API: every attempt the gateway has for an order's tran_id. */
  abstract transactionsFor(tranId: string): Promise<GatewayTransaction[]>;
  /** Asks the gateway to refund; throws PaymentUnavailableError when it cannot be reached or answers nothing readable. */
  abstract refund(request: GatewayRefundRequest): Promise<GatewayRefund>;
  /** The refund status query, by the reference the gateway gave the refund. */
  abstract refundStatus(refundRefId: string): Promise<GatewayRefund>;
}

export const PAID_STATUSES = new Set(['VALID', 'VALIDATED']);

/** "123.4" → 12340 minor units, exactly (no floating point). Null when it is not a plain decimal. */
export function decimalToMinorUnits(value: unknown): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,12})(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

export function minorUnitsToDecimal(amount: number): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}
