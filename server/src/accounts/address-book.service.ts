import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { ValidationError } from '../common/expected-errors';
import { text, type CatalogueText } from '../common/i18n/catalogue';
import { isUuid } from '../common/ids';
import { checkDeliveryAddress, type DeliveryAddress, type DeliveryAddressInput } from '../orders/delivery-details';
import { AddressBookFullError, AddressNotFoundError } from './accounts.errors';

/** Enough for home, work, family and friends; a bound, so no account grows without end. */
export const ADDRESS_BOOK_SIZE = 20;
const LABEL_MAX_LENGTH = 50;

export interface SavedAddress extends DeliveryAddress {
  id: string;
  /** The customer's name for it ("Home", "Office"); may be empty. */
  label: string;
  /** Checkout starts from it. */
  isDefault: boolean;
}

export type AddressInput = DeliveryAddressInput & { label?: unknown };

const COLUMNS = `id, label, full_name AS "fullName", phone, country, city, state, zip, address, is_default AS "isDefault"`;
const ADDRESS_FIELDS = ['full_name', 'phone', 'country', 'city', 'state', 'zip', 'address'] as const;

/**
 * "My address book" (docs/SPEC.md §2, My Account): a customer's saved delivery addresses, checked as checkout checks
 * them (orders/delivery-details.ts), at most one of them the default. Every call is the owner's: another
 * customer's address id answers like a missing one.
 */
@Injectable()
export class AddressBookService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The default first, then in the order they were added. */
  list(customerId: string, db: EntityManager = this.db.manager): Promise<SavedAddress[]> {
    return db.query(`SELECT ${COLUMNS} FROM customer_address WHERE customer_id = $1 ORDER BY is_default DESC, created_at, id`, [customerId]);
  }

  /** The first address saved becomes the default. */
  async add(customerId: string, input: AddressInput): Promise<SavedAddress> {
    const { label, address } = validateAddress(input);
    return this.db.transaction(async (tx) => {
      const count = await this.lockBook(tx, customerId);
      if (count >= ADDRESS_BOOK_SIZE) throw new AddressBookFullError(ADDRESS_BOOK_SIZE);
      return this.insert(tx, customerId, label, address, count === 0);
    });
  }

  async update(customerId: string, id: string, input: AddressInput): Promise<SavedAddress> {
    const { label, address } = validateAddress(input);
    if (!isUuid(id)) throw new AddressNotFoundError();
    const [[row]]: [SavedAddress[]] = await this.db.query(
      `UPDATE customer_address
          SET label = $3, full_name = $4, phone = $5, country = $6, city = $7, state = $8, zip = $9, address = $10, updated_at = now()
        WHERE id = $1 AND customer_id = $2
       RETURNING ${COLUMNS}`,
      [id, customerId, label, ...fieldValues(address)],
    );
    if (!row) throw new AddressNotFoundError();
    return row;
  }

  /** Answers the book as it is after; when the default goes, the oldest address left takes its place. */
  async remove(customerId: string, id: string): Promise<SavedAddress[]> {
    if (!isUuid(id)) throw new AddressNotFoundError();
    return this.db.transaction(async (tx) => {
      await this.lockBook(tx, customerId);
      const [[removed]]: [{ isDefault: boolean }[]] = await tx.query(
        `DELETE FROM customer_address WHERE id = $1 AND customer_id = $2 RETURNING is_default AS "isDefault"`,
        [id, customerId],
      );
      if (!removed) throw new AddressNotFoundError();
      if (removed.isDefault) {
        await tx.query(
          `UPDATE customer_address SET is_default = true
            WHERE id = (SELECT id FROM customer_address WHERE customer_id = $1 ORDER BY created_at, id LIMIT 1)`,
          [customerId],
        );
      }
      return this.list(customerId, tx);
    });
  }

  /** Answers the book as it is after. */
  async setDefault(customerId: string, id: string): Promise<SavedAddress[]> {
    if (!isUuid(id)) throw new AddressNotFoundError();
    return this.db.transaction(async (tx) => {
      await this.lockBook(tx, customerId);
      const [owned] = await tx.query(`SELECT 1 FROM customer_address WHERE id = $1 AND customer_id = $2`, [id, customerId]);
      if (!owned) throw new AddressNotFoundError();
      // Two statements: the one-default index is checked row by row, so one UPDATE swapping the flag could trip it.
      await tx.query(`UPDATE customer_address SET is_default = false WHERE customer_id = $1 AND is_default AND id <> $2`, [customerId, id]);
      await tx.query(`UPDATE customer_address SET is_default = true WHERE id = $1`, [id]);
      return this.list(customerId, tx);
    });
  }

  /**
   * Keeps an address typed at checkout, in the order's transaction (the order's details were checked
   * already). One the book holds already is not added twice; a full book is left as it is — the order
   * matters more than the bookmark. The first address becomes the default.
   */
  async saveFromCheckout(tx: EntityManager, customerId: string, address: DeliveryAddress): Promise<void> {
    const count = await this.lockBook(tx, customerId);
    if (count >= ADDRESS_BOOK_SIZE) return;
    const [known] = await tx.query(
      `SELECT 1 FROM customer_address WHERE customer_id = $1 AND (${ADDRESS_FIELDS.join(', ')}) = ($2, $3, $4, $5, $6, $7, $8)`,
      [customerId, ...fieldValues(address)],
    );
    if (!known) await this.insert(tx, customerId, '', address, count === 0);
  }

  /** Every address of a deleted account goes. */
  async removeAll(tx: EntityManager, customerId: string): Promise<void> {
    await tx.query(`DELETE FROM customer_address WHERE customer_id = $1`, [customerId]);
  }

  /** Changes to one customer's book, one at a time (the size limit and the default hold under concurrency): its size. */
  private async lockBook(tx: EntityManager, customerId: string): Promise<number> {
    await tx.query(`SELECT 1 FROM customer WHERE id = $1 FOR NO KEY UPDATE`, [customerId]);
    const [{ count }] = await tx.query(`SELECT count(*)::int AS count FROM customer_address WHERE customer_id = $1`, [customerId]);
    return count;
  }

  private async insert(tx: EntityManager, customerId: string, label: string, address: DeliveryAddress, isDefault: boolean): Promise<SavedAddress> {
    const [row]: SavedAddress[] = await tx.query(
      `INSERT INTO customer_address (customer_id, label, ${ADDRESS_FIELDS.join(', ')}, is_default)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING ${COLUMNS}`,
      [customerId, label, ...fieldValues(address), isDefault],
    );
    return row;
  }
}

/** In ADDRESS_FIELDS' order. */
function fieldValues(a: DeliveryAddress): string[] {
  return [a.fullName, a.phone, a.country, a.city, a.state, a.zip, a.address];
}

function validateAddress(input: AddressInput): { label: string; address: DeliveryAddress } {
  const fields: Record<string, CatalogueText> = {};
  const label = typeof input.label === 'string' ? input.label.trim().replace(/\s+/g, ' ') : '';
  if (label.length > LABEL_MAX_LENGTH) fields.label = text('field.label.tooLong', { max: LABEL_MAX_LENGTH });
  const address = checkDeliveryAddress(input, fields);
  if (Object.keys(fields).length > 0) throw new ValidationError(text('VALIDATION.highlighted'), fields);
  return { label, address };
}
