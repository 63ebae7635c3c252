import { DateTime } from '../../components/DateTime';
import { PostalAddress } from '../../components/PostalAddress';
import type { AdminCustomerQuery } from '../../gql/graphql';

type Address = AdminCustomerQuery['adminCustomer']['addresses'][number];

/** Where their orders went (the shop keeps no address book: each order keeps its own), the latest used first. */
export function CustomerAddresses({ addresses }: { addresses: Address[] }) {
  return (
    <section className="panel" aria-labelledby="customer-addresses-title">
      <h2 id="customer-addresses-title">Delivery addresses</h2>
      {addresses.length === 0 ? (
        <p className="muted">None yet: addresses come with orders.</p>
      ) : (
        <ul className="address-list">
          {addresses.map((place, index) => (
            <li key={index}>
              <PostalAddress place={place} />
              <p className="cell-detail">
                {place.phone} · last used <DateTime value={place.lastUsedAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
