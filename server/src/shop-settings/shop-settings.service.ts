import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import type { CurrencyRecord } from '../catalog/catalog.records';
import { CatalogService } from '../catalog/catalog.service';
import type { AppConfig } from '../config/config';
import { APP_CONFIG } from '../config/config.module';
import type { StaffActor } from '../staff/permissions';
import { adminView, applySettingsChanges, FIRST_CONTACT, shopSettings, type ShopSettings, type ShopSettingsAdminView, type ShopSettingsChanges, type StoredShopSettings } from './shop-settings';

const COLUMNS = `automatic_promotion_percent AS "automaticPromotionPercent", free_shipping_threshold_cents AS "freeShippingThresholdCents",
  shipping_fee_cents AS "shippingFeeCents", contact_phone AS phone, contact_email AS email, contact_address AS address, updated_at AS "updatedAt"`;

type SettingsRow = Omit<StoredShopSettings, 'contact'> & StoredShopSettings['contact'];

/**
 * The shop's settings: one row in PostgreSQL that every instance reads when it needs it (a cart reads it in
 * its own statement, through shop-settings.sql.ts), so an owner's change holds everywhere at once. Nothing
 * is kept in memory. The configuration only gives a new database its first values.
 */
@Injectable()
export class ShopSettingsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
    private readonly catalog: CatalogService,
  ) {}

  /** The first start on a database writes the configured values; after that the row is the owner's. */
  async onModuleInit(): Promise<void> {
    const { shippingFeeCents, freeShippingThresholdCents, automaticPromotionPercent } = this.config.shop;
    await this.db.query(
      `INSERT INTO shop_setting (shipping_fee_cents, free_shipping_threshold_cents, automatic_promotion_percent, contact_phone, contact_email, contact_address)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [shippingFeeCents, freeShippingThresholdCents, automaticPromotionPercent, FIRST_CONTACT.phone, FIRST_CONTACT.email, FIRST_CONTACT.address],
    );
  }

  async current(manager: EntityManager = this.db.manager, lock = false): Promise<StoredShopSettings> {
    const [row]: SettingsRow[] = await manager.query(`SELECT ${COLUMNS} FROM shop_setting${lock ? ' FOR UPDATE' : ''}`);
    return toStored(row);
  }

  /** The shop API's shopSettings. */
  async forShop(): Promise<ShopSettings> {
    return shopSettings(await this.current(), this.config.orders.timeZone);
  }

  async forAdmin(actor: StaffActor): Promise<ShopSettingsAdminView> {
    actor.require('SETTINGS');
    return adminView(await this.current(), await this.catalog.currencies());
  }

  /** Changes the fields given; the next cart read and shopSettings answer, on every instance, use them. */
  async update(actor: StaffActor, changes: ShopSettingsChanges): Promise<ShopSettingsAdminView> {
    const updated = await this.audit.change(actor, 'SETTINGS', async (tx, record) => {
      const before = await this.current(tx, true);
      const next = applySettingsChanges(before, changes);
      const [[row]]: [SettingsRow[], number] = await tx.query(
        `UPDATE shop_setting SET automatic_promotion_percent = $1, free_shipping_threshold_cents = $2, shipping_fee_cents = $3,
                contact_phone = $4, contact_email = $5, contact_address = $6, updated_at = now()
          RETURNING ${COLUMNS}`,
        [next.automaticPromotionPercent, next.freeShippingThresholdCents, next.shippingFeeCents, next.contact.phone, next.contact.email, next.contact.address],
      );
      const after = toStored(row);
      await record({ action: 'settings.update', entityType: 'shop_settings', entityId: 'shop', before: withoutTime(before), after: withoutTime(after) });
      return after;
    });
    return adminView(updated, await this.catalog.currencies());
  }

  /** A display currency's rate, kept by the catalogue; audited here, as one of the shop's settings. */
  async updateCurrencyRate(actor: StaffActor, code: string, perUsd: number): Promise<CurrencyRecord> {
    return this.audit.change(actor, 'SETTINGS', async (tx, record) => {
      const { before, after } = await this.catalog.setCurrencyRate(code, perUsd, tx);
      await record({ action: 'currency.update', entityType: 'currency', entityId: after.code, before, after });
      return after;
    });
  }
}

function toStored({ phone, email, address, ...pricing }: SettingsRow): StoredShopSettings {
  return { ...pricing, contact: { phone, email, address } };
}

function withoutTime({ updatedAt: _updatedAt, ...settings }: StoredShopSettings): Omit<StoredShopSettings, 'updatedAt'> {
  return settings;
}
