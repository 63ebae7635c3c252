import { money } from '../common/money';
import {
  decimalToMinorUnits,
  minorUnitsToDecimal,
  PaymentGateway,
  PaymentUnavailableError,
  type GatewayRefund,
  type GatewayRefundRequest,
  type GatewaySession,
  type GatewaySessionRequest,
  type GatewayTransaction,
} from './payment-gateway';
import { text } from '../common/i18n/catalogue';

export interface SslcommerzSettings {
  /** https://sandbox.sslcommerz.com, https://securepay.sslcommerz.com, or our own sandbox emulator. */
  baseUrl: string | (() => string);
  storeId: string;
  storePassword: string;
  name: string;
  timeoutMs?: number;
}

/**
 * SSLCommerz v4 over HTTP: session init (→ GatewayPageURL), the Order Validation API (val_id), the
 * transaction query API (tran_id), and the Refund API (initiate by bank_tran_id, then query by refund_ref_id). The same adapter talks to the real gateway and to our sandbox
 * emulator, which speaks the same API.
 */
export class SslcommerzGateway extends PaymentGateway {
  readonly name: string;

  constructor(private readonly settings: SslcommerzSettings) {
    super();
    this.name = settings.name;
  }

  async openSession(request: GatewaySessionRequest): Promise<GatewaySession> {
    const form = new URLSearchParams({
      store_id: this.settings.storeId,
      store_passwd: this.settings.storePassword,
      total_amount: minorUnitsToDecimal(request.amount.amount),
      currency: request.amount.currency,
      tran_id: request.tranId,
      success_url: request.urls.success,
      fail_url: request.urls.fail,
      cancel_url: request.urls.cancel,
      ipn_url: request.urls.ipn,
      cus_name: request.customer.name,
      cus_email: request.customer.email,
      cus_phone: request.customer.phone,
      cus_add1: request.customer.address,
      cus_city: request.customer.city,
      cus_state: request.customer.state,
      cus_postcode: request.customer.postcode,
      cus_country: request.customer.country,
      shipping_method: 'Courier',
      ship_name: request.customer.name,
      ship_add1: request.customer.address,
      ship_city: request.customer.city,
      ship_state: request.customer.state,
      ship_postcode: request.customer.postcode,
      ship_country: request.customer.country,
      num_of_item: String(request.itemCount),
      product_name: request.productName.slice(0, 255),
      product_category: 'Clothing',
      product_profile: 'physical-goods',
    });
    const body = await this.call('/gwprocess/v4/api.php', { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    if (body.status !== 'SUCCESS' || typeof body.GatewayPageURL !== 'string' || !body.GatewayPageURL) {
      throw new PaymentUnavailableError(text('PAYMENT_UNAVAILABLE.noPage'), {
        gatewayReason: typeof body.failedreason === 'string' ? body.failedreason : undefined,
      });
    }
    return { sessionKey: String(body.sessionkey ?? ''), gatewayUrl: body.GatewayPageURL };
  }

  async validate(valId: string): Promise<GatewayTransaction | null> {
    const query = new URLSearchParams({ val_id: valId, store_id: this.settings.storeId, store_passwd: this.settings.storePassword, v: '1', format: 'json' });
    const body = await this.call(`/validator/api/validationserverAPI.php?${query}`, { method: 'GET' });
    if (typeof body.val_id !== 'string' || typeof body.tran_id !== 'string') return null;
    return toTransaction(body);
  }

  async transactionsFor(tranId: string): Promise<GatewayTransaction[]> {
    const query = new URLSearchParams({ tran_id: tranId, store_id: this.settings.storeId, store_passwd: this.settings.storePassword, format: 'json' });
    const body = await this.call(`/validator/api/merchantTransIDvalidationAPI.php?${query}`, { method: 'GET' });
    const elements = Array.isArray(body.element) ? (body.element as Record<string, unknown>[]) : [];
    return elements.filter((e) => typeof e.val_id === 'string' && e.tran_id === tranId).map(toTransaction);
  }

  async refund(request: GatewayRefundRequest): Promise<GatewayRefund> {
    const query = new URLSearchParams({
      bank_tran_id: request.bankTranId,
      refund_trans_id: request.reference.replace(/[^A-Za-z0-9]/g, '').slice(0, 30),
      refund_amount: minorUnitsToDecimal(request.amount.amount),
      refund_remarks: request.remarks.slice(0, 255),
      refe_id: request.reference,
      store_id: this.settings.storeId,
      store_passwd: this.settings.storePassword,
      v: '1',
      format: 'json',
    });
    const body = await this.call(`/validator/api/merchantTransIDvalidationAPI.php?${query}`, { method: 'GET' });
    // success: initiated now; processing: initiated before (a repeat of the same refund); anything else: refused.
    const status = String(body.status ?? '').toLowerCase();
    const refundRefId = typeof body.refund_ref_id === 'string' && body.refund_ref_id ? body.refund_ref_id : null;
    if (body.APIConnect === 'DONE' && (status === 'success' || status === 'processing') && refundRefId) return { status: 'PENDING', refundRefId, reason: null };
    return { status: 'FAILED', refundRefId, reason: refusalReason(body) };
  }

  async refundStatus(refundRefId: string): Promise<GatewayRefund> {
    const query = new URLSearchParams({ refund_ref_id: refundRefId, store_id: this.settings.storeId, store_passwd: this.settings.storePassword, format: 'json' });
    const body = await this.call(`/validator/api/merchantTransIDvalidationAPI.php?${query}`, { method: 'GET' });
    const status = String(body.status ?? '').toLowerCase();
    if (body.APIConnect !== 'DONE') throw new PaymentUnavailableError(text('PAYMENT_UNAVAILABLE.refundStatus'));
    if (status === 'refunded') return { status: 'REFUNDED', refundRefId, reason: null };
    if (status === 'processing') return { status: 'PENDING', refundRefId, reason: null };
    return { status: 'FAILED', refundRefId, reason: refusalReason(body) };
  }

  private async call(path: string, init: RequestInit): Promise<Record<string, any>> {
    const base = typeof this.settings.baseUrl === 'function' ? this.settings.baseUrl() : this.settings.baseUrl;
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000) });
    } catch {
      throw new PaymentUnavailableError();
    }
    const body = await response.json().catch(() => null);
    if (!response.ok || !body || typeof body !== 'object') {
      throw new PaymentUnavailableError(text('PAYMENT_UNAVAILABLE.unreadable'));
    }
    return body as Record<string, any>;
  }
}

/** The gateway's words for a refused refund, bounded; or what its status and connection said. */
function refusalReason(body: Record<string, unknown>): string {
  const reason = typeof body.errorReason === 'string' && body.errorReason.trim() ? body.errorReason.trim() : `The gateway answered ${String(body.status ?? body.APIConnect ?? 'nothing')}.`;
  return reason.slice(0, 255);
}

/** SSLCommerz reports the merchant's own currency and amount as currency_type/currency_amount (amount may be BDT). */
function toTransaction(body: Record<string, unknown>): GatewayTransaction {
  const currency = String(body.currency_type ?? body.currency ?? '').toUpperCase();
  const cents = decimalToMinorUnits(body.currency_amount ?? body.amount);
  return {
    valId: String(body.val_id),
    tranId: String(body.tran_id),
    status: String(body.status ?? '').toUpperCase(),
    amount: cents === null || !/^[A-Z]{3}$/.test(currency) ? null : money(cents, currency),
    riskLevel: Number(body.risk_level ?? 0) || 0,
    bankTranId: typeof body.bank_tran_id === 'string' ? body.bank_tran_id : null,
    cardType: typeof body.card_type === 'string' ? body.card_type : null,
    raw: body,
  };
}
