import './customers.css';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DateTime } from '../../components/DateTime';
import { Notice, type NoticeMessage } from '../../components/Notice';
import { Page } from '../../components/Page';
import { Spinner } from '../../components/Spinner';
import { AdminCustomerDocument } from '../../gql/graphql';
import { hasErrorCode } from '../../lib/graphql-errors';
import { AccountBadge } from './AccountBadge';
import { CustomerAddresses } from './CustomerAddresses';
import { CustomerOrders } from './CustomerOrders';
import { useCustomerSwitch } from './use-customer-switch';

/** One customer: their account and its state, what they spent, their orders and addresses, and disabling the account. */
export default function CustomerPage() {
  const { customerId = '' } = useParams();
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const { data, loading, error } = useQuery(AdminCustomerDocument, { variables: { id: customerId }, fetchPolicy: 'cache-and-network' });
  const customer = data?.adminCustomer;
  const switchAccount = useCustomerSwitch(setNotice);
  const notFound = hasErrorCode(error, 'NOT_FOUND');

  // One Page from loading to loaded, so its heading (focused after the move here) stays the same element.
  return (
    <Page
      title={customer?.name ?? (notFound ? 'No such customer' : 'Customer')}
      intro={
        customer && (
          <>
            <AccountBadge disabledAt={customer.disabledAt} /> {customer.email}
          </>
        )
      }
      actions={
        customer && (
          <button type="button" className={customer.disabledAt ? 'button' : 'button button--danger'} onClick={() => void switchAccount(customer)}>
            {customer.disabledAt ? 'Enable account' : 'Disable account'}
          </button>
        )
      }
    >
      <p className="back-link">
        <Link to="/customers">All customers</Link>
      </p>
      <Notice message={notice} />
      {loading && !customer && <Spinner label="Loading the customer" />}
      {error && !customer && <p role="alert">{notFound ? 'There is no customer at this address.' : `The customer could not be loaded: ${error.message}`}</p>}
      {customer && (
        <>
          <section className="panel" aria-labelledby="customer-account-title">
            <h2 id="customer-account-title">Account</h2>
            <dl className="facts">
              <div>
                <dt>Joined</dt>
                <dd><DateTime value={customer.createdAt} /></dd>
              </div>
              <div>
                <dt>Can log in</dt>
                <dd>{customer.disabledAt ? (
                    <>
                      No, disabled <DateTime value={customer.disabledAt} />
                    </>
                  ) : (
                    'Yes'
                  )}</dd>
              </div>
              <div>
                <dt>Orders</dt>
                <dd>{customer.ordersCount}</dd>
              </div>
              <div>
                <dt>Spent on paid orders</dt>
                <dd>{customer.totalSpent.formatted}</dd>
              </div>
              <div>
                <dt>Newsletter</dt>
                <dd>{customer.newsletterSubscribed ? 'Subscribed' : 'Not subscribed'}</dd>
              </div>
            </dl>
          </section>
          <CustomerOrders orders={customer.orders} ordersCount={customer.ordersCount} email={customer.email} />
          <CustomerAddresses addresses={customer.addresses} />
        </>
      )}
    </Page>
  );
}
