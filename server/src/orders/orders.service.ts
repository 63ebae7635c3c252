import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { Customer } from '../accounts/accounts.service';
import { AddressBookService } from '../accounts/address-book.service';
import { InventoryService } from '../catalog/inventory.service';
import type { CartRecord } from '../cart/cart.records';
import { CartService } from '../cart/cart.service';
import { InvalidPromoCodeError } from '../cart/cart.errors';
import { DomainEvents, type OrderedQuantity } from '../common/domain-events';
import { ValidationError } from '../common/expected-errors';
import { money } from '../common/money';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import { PaymentGateway, PaymentUnavailableError } from '../payments/payment-gateway';
import { rejectionMessage } from '../promotions/promotion-rules';
import { PromotionsService } from '../promotions/promotions.service';
import { shopToday, validateDeliveryDetails, type DeliveryInput } from './delivery-details';
import type { PaymentSession } from './order.records';
import { OrderQueries } from './order-queries';
import { OrderStateMachine } from './order-state-machine';
import { ORDER_COLUMNS, ordersHoldingPromo, type OrderRow } from './orders.sql';
import { EmptyCartError, IdempotencyKeyReusedError, InsufficientStockError, OrderClosedError } from './orders.errors';
import { text } from '../common/i18n/catalogue';
import type { Language } from '../common/language';

export interface PlaceOrderContext {
  idempotencyKey?: string;
  /** The storefront origin to send the shopper back to after paying. */
  returnOrigin: string;
  /** The shop's public base URL, for the gateway's callbacks. */
  callbackBase: string;
  /** The shopper's language (the request's): every mail about the order is written in it. */
  language: Language;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * What an order of a deleted account keeps of its delivery details: country, city and state (where the
 * shop sold, for its accounts); the shopper's name, phone, e-mail, street address and zip go.
 */
const ERASED_DELIVERY = { fullName: 'Deleted customer', phone: 'removed', email: 'removed@deleted.invalid', address: 'Removed at the customer’s request', zip: 'removed' };

/** Longer than the gateway client's own timeout (10 s), so a live holder never loses its lease mid-call. */
const SESSION_LEASE_SECONDS = 15;
/** How long a replay waits for another request to open the order's payment session. */
const SESSION_WAIT_MS = 12_000;

/**
 * Placing orders from the server's cart (never from client prices). Every change of status goes through
 * OrderStateMachine; reading orders back is OrderQueries'; staff's fulfilment moves are admin/fulfilment.service.ts'.
 */
@Injectable()
export class OrdersService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly carts: CartService,
    private readonly inventory: InventoryService,
    private readonly promotions: PromotionsService,
    private readonly gateway: PaymentGateway,
    private readonly machine: OrderStateMachine,
    private readonly queries: OrderQueries,
    private readonly addressBook: AddressBookService,
    private readonly events: DomainEvents,
  ) {}

  onModuleInit(): void {
    this.events.on('CustomerErased', async (event, tx) => {
      await tx.query(`UPDATE customer_order SET delivery = delivery || $2::jsonb WHERE customer_id = $1`, [event.customerId, ERASED_DELIVERY]);
    });
  }

  /**
   * Validates the delivery details, then in one transaction: re-reads the cart under its lock, reserves
   * stock for every line (or none), holds the promo code, and writes the order with snapshots of names,
   * sizes, colours and prices (and, when asked, keeps the address in the address book). The payment
   * session is opened after the commit, so no lock waits on the gateway. The same idempotency key answers
   * with the same order and session.
   */
  async placeOrder(customer: Customer, input: DeliveryInput, context: PlaceOrderContext): Promise<PaymentSession> {
    const key = context.idempotencyKey?.trim() || undefined;
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      throw new ValidationError(text('VALIDATION.idempotencyKey'), { idempotencyKey: text('field.any.invalid') });
    }
    const delivery = validateDeliveryDetails(input, shopToday(this.config.orders.timeZone));
    const expectedTotal = expectedTotalOf(input.expectedTotal);
    const requestHash = createHash('sha256').update(JSON.stringify(delivery)).digest('hex');

    let placedNow = false;
    const order = await this.db.transaction(async (tx) => {
      if (key) {
        // Same customer and key: one at a time, and the later ones find the first's order.
        await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`order:${customer.id}:${key}`]);
        const [existing]: OrderRow[] = await tx.query(`SELECT ${ORDER_COLUMNS} FROM customer_order o WHERE o.customer_id = $1 AND o.idempotency_key = $2`, [customer.id, key]);
        if (existing) {
          if (existing.request_hash !== requestHash) throw new IdempotencyKeyReusedError();
          return existing;
        }
      }
      const cart = await this.carts.getLockedCart(customer.id, tx);
      if (cart.lines.length === 0) throw new EmptyCartError();
      this.assertAvailable(cart);
      // A code the cart holds but does not apply (see its promoNotice) is left out, as the cart shows —
      // when the shopper saw that total. Without that word it is refused, as before: the code was expected.
      const codeLeftOut = cart.promoCodeId !== null && cart.discount?.source !== 'code';
      if (codeLeftOut && (expectedTotal === null || expectedTotal !== cart.total.amount)) {
        throw new InvalidPromoCodeError(cart.promoNotice ?? text('INVALID_PROMO_CODE.noLongerApplies'), cart.promoRejection ?? 'UNKNOWN');
      }
      if (expectedTotal !== null && expectedTotal !== cart.total.amount) {
        throw new ValidationError(text('VALIDATION.totalChanged', { total: { money: cart.total } }), { expectedTotal: text('field.expectedTotal.changed') });
      }

      // Chosen before the order row exists: the stock movements of its reservation name it.
      const tranId = newTranId();
      const short = await this.inventory.reserve(orderedQuantities(cart), tranId, tx);
      if (short.length > 0) this.assertAvailable(cart, new Set(short));

      const promoCodeId = codeLeftOut ? null : cart.promoCodeId;
      if (promoCodeId) {
        const refused = await this.promotions.hold(promoCodeId, customer.id, ordersHoldingPromo, tx);
        if (refused) throw new InvalidPromoCodeError(rejectionMessage(refused, cart.promoCode!, null), refused);
      }
      placedNow = true;
      const placed = await this.insertOrder(tx, tranId, customer.id, cart, delivery, promoCodeId, requestHash, key, context);
      if (input.saveAddress === true) await this.addressBook.saveFromCheckout(tx, customer.id, delivery);
      return placed;
    });

    if (!order.gateway_url) {
      // A replay of an order whose payment page never opened: only a pending order may try again.
      if (order.status !== 'PENDING_PAYMENT') throw new OrderClosedError();
      // The order was inserted holding the session lease, so its placer opens the session; replays wait for it.
      order.gateway_url = placedNow ? await this.openPaymentSession(order, context.callbackBase) : await this.awaitPaymentSession(order, context.callbackBase);
    }
    return { tranId: order.tran_id, url: order.gateway_url, order: await this.queries.hydrateOne(order) };
  }

  /** A line of a product no longer on sale has nothing available (the cart says so): it is refused like a sold-out one, saying why. */
  private assertAvailable(cart: CartRecord, knownShort?: Set<string>): void {
    const shortLines = cart.lines.filter((line) => line.quantity > line.available || knownShort?.has(line.variant.id));
    const short = shortLines.map((line) => ({ sku: line.variant.sku, name: line.product.name, size: line.variant.size, colour: line.variant.colour, requested: line.quantity, available: Math.max(0, line.available) }));
    if (short.length > 0) throw new InsufficientStockError(short, shortLines[0].product.status !== 'ACTIVE');
  }

  private async insertOrder(
    tx: EntityManager,
    tranId: string,
    customerId: string,
    cart: CartRecord,
    delivery: ReturnType<typeof validateDeliveryDetails>,
    promoCodeId: string | null,
    requestHash: string,
    key: string | undefined,
    { returnOrigin, language }: PlaceOrderContext,
  ): Promise<OrderRow> {
    const { paymentMethod, ...address } = delivery;
    const [order]: OrderRow[] = await tx.query(
      `INSERT INTO customer_order (tran_id, customer_id, status, currency, subtotal_cents, discount_cents, discount_label, discount_percent,
                                   shipping_cents, total_cents, promo_code_id, delivery, payment_method, idempotency_key, request_hash,
                                   return_origin, gateway, expires_at, session_lease_until, language)
       VALUES ($1, $2, 'PENDING_PAYMENT', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, now() + make_interval(mins => $17),
               now() + make_interval(secs => $18), $19)
       RETURNING *`,
      [
        tranId,
        customerId,
        cart.total.currency,
        cart.subtotal.amount,
        cart.discount?.amount.amount ?? 0,
        cart.discount?.label ?? null,
        cart.discount?.percent ?? null,
        cart.shipping.amount,
        cart.total.amount,
        promoCodeId,
        address,
        paymentMethod,
        key ?? null,
        requestHash,
        returnOrigin,
        this.gateway.name,
        this.config.orders.paymentWindowMinutes,
        SESSION_LEASE_SECONDS,
        language,
      ],
    );
    await tx.query(
      `INSERT INTO order_line (order_id, variant_id, product_id, product_name, product_slug, sku, size, colour, unit_price_cents, quantity, line_total_cents)
       SELECT $1, l.variant_id, l.product_id, l.product_name, l.product_slug, l.sku, l.size, l.colour, l.unit_price, l.quantity, l.unit_price * l.quantity
         FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[], $10::int[])
              AS l(variant_id, product_id, product_name, product_slug, sku, size, colour, unit_price, quantity)`,
      [
        order.id,
        cart.lines.map((l) => l.variant.id),
        cart.lines.map((l) => l.product.id),
        cart.lines.map((l) => l.product.name),
        cart.lines.map((l) => l.product.slug),
        cart.lines.map((l) => l.variant.sku),
        cart.lines.map((l) => l.variant.size),
        cart.lines.map((l) => l.variant.colour),
        cart.lines.map((l) => l.unitPrice.amount),
        cart.lines.map((l) => l.quantity),
      ],
    );
    await this.machine.start(tx, order.id);
    return order;
  }

  /**
   * A replay of an order that has no payment page yet. Concurrent replays of one idempotency key, on any
   * instance, must not each open a session (each would be a page the shopper could pay): whoever holds the
   * order's lease opens it, and the others wait for its URL without holding a connection. A lease left by
   * a crashed holder runs out after SESSION_LEASE_SECONDS, and the next replay opens the session.
   */
  private async awaitPaymentSession(order: OrderRow, callbackBase: string): Promise<string> {
    const giveUpAt = Date.now() + SESSION_WAIT_MS;
    for (;;) {
      const [[leased]]: [{ id: string }[]] = await this.db.query(
        `UPDATE customer_order SET session_lease_until = now() + make_interval(secs => $2)
          WHERE id = $1 AND gateway_url IS NULL AND status = 'PENDING_PAYMENT' AND (session_lease_until IS NULL OR session_lease_until < now())
          RETURNING id`,
        [order.id, SESSION_LEASE_SECONDS],
      );
      if (leased) return this.openPaymentSession(order, callbackBase);
      const [current]: Pick<OrderRow, 'gateway_url' | 'status'>[] = await this.db.query(`SELECT gateway_url, status FROM customer_order WHERE id = $1`, [order.id]);
      if (current.gateway_url) return current.gateway_url;
      if (current.status !== 'PENDING_PAYMENT') throw new OrderClosedError();
      if (Date.now() > giveUpAt) {
        throw new PaymentUnavailableError(text('PAYMENT_UNAVAILABLE.opening'));
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Opens the gateway's payment page for an order; if the gateway cannot, the order is cancelled and its stock freed. */
  private async openPaymentSession(order: OrderRow, callbackBase: string): Promise<string> {
    const delivery = order.delivery;
    const [lines]: { names: string; items: number }[] = await this.db.query(
      `SELECT string_agg(product_name, ', ' ORDER BY product_name) AS names, sum(quantity)::int AS items FROM order_line WHERE order_id = $1`,
      [order.id],
    );
    try {
      const session = await this.gateway.openSession({
        tranId: order.tran_id,
        amount: money(order.total_cents, order.currency.trim()),
        productName: lines.names,
        itemCount: lines.items,
        customer: { name: delivery.fullName, email: delivery.email, phone: delivery.phone, address: delivery.address, city: delivery.city, state: delivery.state, postcode: delivery.zip, country: delivery.country },
        urls: {
          success: `${callbackBase}/api/payment/success`,
          fail: `${callbackBase}/api/payment/fail`,
          cancel: `${callbackBase}/api/payment/cancel`,
          ipn: `${callbackBase}/api/payment/ipn`,
        },
      });
      // Only the lease holder gets here; COALESCE keeps the first session should a lease ever run out mid-call.
      const [[stored]]: [{ gateway_url: string }[]] = await this.db.query(
        `UPDATE customer_order SET gateway_url = COALESCE(gateway_url, $2), gateway_session = COALESCE(gateway_session, $3), session_lease_until = NULL,
                updated_at = now()
          WHERE id = $1 RETURNING gateway_url`,
        [order.id, session.gatewayUrl, session.sessionKey],
      );
      return stored.gateway_url;
    } catch (error) {
      await this.db.transaction(async (tx) => {
        const locked = await this.machine.lock(tx, order.tran_id);
        if (locked?.status === 'PENDING_PAYMENT') await this.machine.move(tx, locked, 'CANCELLED', 'The payment gateway could not open a payment page.');
      });
      throw error;
    }
  }
}

/** The total the shopper was shown (minor units), or null when the caller did not say. */
function expectedTotalOf(value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ValidationError(text('VALIDATION.expectedTotal'), { expectedTotal: text('field.any.invalid') });
  }
  return value;
}

function orderedQuantities(cart: CartRecord): OrderedQuantity[] {
  return cart.lines.map((line) => ({ variantId: line.variant.id, quantity: line.quantity }));
}

/** KPR-YYMMDD-<16 random base32 characters>: unguessable, and within SSLCommerz's 30 characters. */
function newTranId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = Array.from(randomBytes(16), (b) => alphabet[b % 32]).join('');
  return `KPR-${new Date().toISOString().slice(2, 10).replace(/-/g, '')}-${random}`;
}
