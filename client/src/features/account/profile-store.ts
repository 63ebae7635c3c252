/**
 * The server has no profile mutation yet, so My details are kept in this browser, per customer,
 * and the page says so. Name and e-mail start from the account.
 */
export interface LocalProfile {
  firstName: string;
  secondName: string;
  birthDate: string;
  phone: string;
}

const key = (customerId: string) => `kapor-profile:${customerId}`;

export function splitName(name: string): { firstName: string; secondName: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return { firstName: parts[0] ?? '', secondName: parts.slice(1).join(' ') };
}

export function loadProfile(customerId: string, accountName: string): LocalProfile {
  const fallback = { ...splitName(accountName), birthDate: '', phone: '' };
  try {
    const raw = localStorage.getItem(key(customerId));
    if (!raw) return fallback;
    const saved = JSON.parse(raw) as Partial<LocalProfile>;
    const text = (value: unknown, otherwise: string) => (typeof value === 'string' ? value : otherwise);
    return {
      firstName: text(saved.firstName, fallback.firstName),
      secondName: text(saved.secondName, fallback.secondName),
      birthDate: text(saved.birthDate, ''),
      phone: text(saved.phone, ''),
    };
  } catch {
    return fallback;
  }
}

/** False when the browser refuses to store (private mode, full storage). */
export function saveProfile(customerId: string, profile: LocalProfile): boolean {
  try {
    localStorage.setItem(key(customerId), JSON.stringify(profile));
    return true;
  } catch {
    return false;
  }
}
