import { useQuery } from '@apollo/client/react';
import { ShopSettingsDocument, type ShopSettingsQuery } from '../gql/graphql';

export type ShopSettings = ShopSettingsQuery['shopSettings'];

/** The shop's rules as the server applies them (one request per visit, then the cache); null until read. */
export function useShopSettings(): ShopSettings | null {
  const { data } = useQuery(ShopSettingsDocument, { fetchPolicy: 'cache-first' });
  return data?.shopSettings ?? null;
}

/** The free-shipping threshold as the shop advertises it ("$150", cents only when there are any); null until read. */
export function useFreeShippingFrom(): string | null {
  const settings = useShopSettings();
  return settings ? settings.freeShippingThreshold.formatted.replace(/\.00$/, '') : null;
}

export type ShopContact = ShopSettings['contact'];

/** The shop's phone, e-mail and address as the owner set them in the back office; null until read. */
export function useShopContact(): ShopContact | null {
  return useShopSettings()?.contact ?? null;
}

/** A phone number as a tel: link dials it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
