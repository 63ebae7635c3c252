import { endStaffSession } from './session';
import { readStaffToken } from './staff-token';

/** What a REST route of the admin API answered: its status, and its JSON body (null when it sent none). */
export interface RestAnswer<T = unknown> {
  status: number;
  ok: boolean;
  body: T | null;
}

/** The staff token as the Apollo client sends it, for a REST route of the admin API. */
function staffHeaders(): Record<string, string> {
  const token = readStaffToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/**
 * POSTs a multipart form to a REST route of the admin API (a photo upload: GraphQL takes no files) with
 * the staff token, as the Apollo client sends it. A 401 ends the session, as it does for GraphQL. The
 * browser sets the multipart boundary itself, so no content type is given.
 */
export async function postForm<T = unknown>(path: string, form: FormData): Promise<RestAnswer<T>> {
  const response = await fetch(path, { method: 'POST', body: form, headers: staffHeaders() });
  if (response.status === 401) endStaffSession();
  const body = (await response.json().catch(() => null)) as T | null;
  return { status: response.status, ok: response.ok, body };
}

/** A download's outcome: null when the browser has the file, else why not, in words to show. */
export type DownloadFailure = string | null;

/**
 * Downloads a file from a REST route of the admin API (a CSV export). A link cannot send the staff token
 * (it lives in sessionStorage, not a cookie), so the file is fetched with it and handed to the browser as
 * a blob, under the name the server gives (Content-Disposition), else `fallbackName`. A 401 ends the session.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<DownloadFailure> {
  const response = await fetch(path, { headers: staffHeaders() });
  if (response.status === 401) endStaffSession();
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : `The server answered ${response.status}.`;
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob after the click returns: let it go only later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return null;
}
