import { downloadFile, postForm } from './rest';
import { readStaffToken, writeStaffToken } from './staff-token';

describe('postForm', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  function answering(status: number, body: string) {
    const calls: { url: string; init?: RequestInit }[] = [];
    globalThis.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      return new Response(body, { status, headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return calls;
  }

  it('sends the form with the staff token and answers the JSON', async () => {
    writeStaffToken('staff-token');
    const calls = answering(201, JSON.stringify({ success: true }));
    const form = new FormData();
    form.append('alt', 'Front');
    expect(await postForm('/admin-api/products/p/images', form)).toEqual({ status: 201, ok: true, body: { success: true } });
    expect(calls[0].url).toBe('/admin-api/products/p/images');
    expect(calls[0].init?.body).toBe(form);
    expect(new Headers(calls[0].init?.headers).get('authorization')).toBe('Bearer staff-token');
    // The browser writes the multipart content type with its boundary.
    expect(new Headers(calls[0].init?.headers).get('content-type')).toBeNull();
  });

  it('ends the session on a 401, and answers a body that is not JSON as none', async () => {
    writeStaffToken('expired');
    const ended = jest.fn();
    window.addEventListener('kapor-admin:session-ended', ended);
    answering(401, 'Unauthorized');
    expect(await postForm('/admin-api/products/p/images', new FormData())).toEqual({ status: 401, ok: false, body: null });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(readStaffToken()).toBeNull();
    window.removeEventListener('kapor-admin:session-ended', ended);
  });
});

describe('downloadFile', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('ends the session on a 401 and says the download failed', async () => {
    writeStaffToken('expired');
    const ended = jest.fn();
    window.addEventListener('kapor-admin:session-ended', ended);
    globalThis.fetch = jest.fn(async () => new Response('Unauthorized', { status: 401 })) as typeof fetch;
    expect(await downloadFile('/admin-api/orders.csv', 'orders.csv')).toBe('The server answered 401.');
    expect(ended).toHaveBeenCalledTimes(1);
    expect(readStaffToken()).toBeNull();
    window.removeEventListener('kapor-admin:session-ended', ended);
  });
});
