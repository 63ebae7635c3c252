/**
 * Before the server kept My details, the storefront saved phone and birth date in this browser, per
 * customer (localStorage "kapor-profile:<customer id>"). A returning shopper is offered them once, when
 * the server has none; the browser copy is dropped as soon as the server holds the details.
 */
export interface LegacyProfile {
  phone: string;
  birthDate: string;
}

const key = (customerId: string) => `kapor-profile:${customerId}`;

/** The phone and birth date this browser kept, or null when there are none (or storage is unavailable). */
export function readLegacyProfile(customerId: string): LegacyProfile | null {
  try {
    const saved = JSON.parse(localStorage.getItem(key(customerId)) ?? 'null') as Partial<Record<keyof LegacyProfile, unknown>> | null;
    const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
    const profile = { phone: text(saved?.phone), birthDate: text(saved?.birthDate) };
    return profile.phone || profile.birthDate ? profile : null;
  } catch {
    return null;
  }
}

export function forgetLegacyProfile(customerId: string): void {
  try {
    localStorage.removeItem(key(customerId));
  } catch {
    // Storage unavailable: there is nothing to forget.
  }
}
