import { endStaffSession } from './session';
import { readStaffToken } from './staff-token';

/** What a REST route of the admin API answered: its status, and its JSON body (null when it sent none). */
export interface RestAnswer<T = unknown> {
  status: number;
  ok: boolean;
  body: T | null;
}

/**
 * POSTs a multipart form to a REST route of the admin API (a photo upload: GraphQL takes no files) with
 * the staff token, as the Apollo client sends it. A 401 ends the session, as it does for GraphQL. The
 * browser sets the multipart boundary itself, so no content type is given.
 */
export async function postForm<T = unknown>(path: string, form: FormData): Promise<RestAnswer<T>> {
  const token = readStaffToken();
  const response = await fetch(path, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (response.status === 401) endStaffSession();
  const body = (await response.json().catch(() => null)) as T | null;
  return { status: response.status, ok: response.ok, body };
}
