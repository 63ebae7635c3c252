import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useConfirm } from '../../components/confirm/use-confirm';
import type { NoticeMessage } from '../../components/Notice';
import { DisableCustomerDocument, EnableCustomerDocument, type CustomerRowFragment } from '../../gql/graphql';

type Customer = Pick<CustomerRowFragment, 'id' | 'name' | 'email' | 'disabledAt'>;

/** The account's answer also goes to the customer's page, which the cache keeps as another type (CustomerDetail). */
function onTheirPage(cache: ApolloCache, account: Customer | undefined) {
  if (account) cache.modify({ id: cache.identify({ __typename: 'CustomerDetail', id: account.id }), fields: { disabledAt: () => account.disabledAt } });
}

/**
 * Disables a customer's account (they are logged out and cannot log in) or enables it again, after asking;
 * the outcome, or the server's refusal, is the notice.
 */
export function useCustomerSwitch(onDone: (notice: NoticeMessage) => void) {
  const confirm = useConfirm();
  const [disable] = useMutation(DisableCustomerDocument, { update: (cache, { data }) => onTheirPage(cache, data?.disableCustomer) });
  const [enable] = useMutation(EnableCustomerDocument, { update: (cache, { data }) => onTheirPage(cache, data?.enableCustomer) });

  return useCallback(
    async (customer: Customer) => {
      const disabling = customer.disabledAt === null;
      const agreed = await confirm(
        disabling
          ? { title: `Disable ${customer.name}’s account?`, message: `${customer.name} (${customer.email}) is logged out at once and cannot log in until the account is enabled again. Their orders stay as they are.`, confirmLabel: 'Disable account', tone: 'danger' }
          : { title: `Enable ${customer.name}’s account?`, message: `${customer.name} can log in again with their password.`, confirmLabel: 'Enable account' },
      );
      if (!agreed) return;
      try {
        if (disabling) await disable({ variables: { id: customer.id } });
        else await enable({ variables: { id: customer.id } });
        onDone({ tone: 'success', text: disabling ? `${customer.name}’s account is disabled.` : `${customer.name}’s account is enabled again.` });
      } catch (error) {
        onDone({ tone: 'error', text: `${customer.name}’s account was not changed: ${(error as Error).message}` });
      }
    },
    [confirm, disable, enable, onDone],
  );
}
