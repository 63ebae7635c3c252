import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useConfirm } from '../../components/confirm/use-confirm';
import type { NoticeMessage } from '../../components/Notice';
import { DisablePromoCodeDocument, EnablePromoCodeDocument, type PromoCodeFieldsFragment } from '../../gql/graphql';

/**
 * Disables a code (after asking: carts holding it lose the discount) or enables it again; the answer
 * updates every list and page showing the code through the cache.
 */
export function usePromoCodeSwitch(onDone: (notice: NoticeMessage) => void) {
  const confirm = useConfirm();
  const [disable] = useMutation(DisablePromoCodeDocument);
  const [enable] = useMutation(EnablePromoCodeDocument);

  return useCallback(
    async (code: Pick<PromoCodeFieldsFragment, 'id' | 'code' | 'status'>) => {
      const disabling = code.status !== 'DISABLED';
      if (disabling) {
        const agreed = await confirm({
          title: `Disable ${code.code}?`,
          message: `Shoppers can no longer apply ${code.code}, and carts holding it lose its discount. Orders already placed with it keep it. You can enable it again later.`,
          confirmLabel: 'Disable',
          tone: 'danger',
        });
        if (!agreed) return;
      }
      try {
        if (disabling) await disable({ variables: { id: code.id } });
        else await enable({ variables: { id: code.id } });
        onDone({ tone: 'success', text: disabling ? `${code.code} is disabled.` : `${code.code} is enabled again.` });
      } catch (error) {
        onDone({ tone: 'error', text: `${code.code} was not changed: ${(error as Error).message}` });
      }
    },
    [confirm, disable, enable, onDone],
  );
}
