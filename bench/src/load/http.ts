import http from 'node:http';
import type { HttpCall, Reply } from './scenario.js';

/**
 * One request on a keep-alive agent; resolves with the whole answer (or rejects on a socket error or timeout).
 * A request written to a pooled connection just as the server closed it for idling (its keep-alive timeout)
 * is sent once more on a new one, as browsers do (the `reusedSocket` example of Node's documentation): the
 * server never saw it, so it is no error of the shop's.
 *
 * The answer is read as text, never gathered as Buffers: Buffers live outside V8's heap, and hundreds of
 * answers a second of them made V8 run a full collection of the bench process every half second or so, to
 * account for that memory. The bench's heap holds Lighthouse and Playwright too (some 80 MB), so each took
 * 20–60 ms of the generator's main thread, its helper threads sharing the 2 cores with the server: at 1,000
 * products the filtered category page's p95 at 70% load read 27.7 ms that way and 4.1 ms with text, the
 * server the same.
 */
export function send(agent: http.Agent, port: number, call: HttpCall, timeoutMs = 10_000): Promise<Reply> {
  return sendOnce(agent, port, call, timeoutMs).catch((error: Error & { code?: string; reusedSocket?: boolean }) => {
    if (error.code === 'ECONNRESET' && error.reusedSocket) return sendOnce(agent, port, call, timeoutMs);
    throw error;
  });
}

function sendOnce(agent: http.Agent, port: number, call: HttpCall, timeoutMs: number): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const body = call.body === undefined ? undefined : Buffer.from(call.body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        agent,
        headers: { ...call.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (response) => {
        response.setEncoding('utf8');
        let text = '';
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
        response.on('error', reject);
      },
    );
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`timed out after ${timeoutMs} ms`)));
    let answered = false;
    request.on('response', () => (answered = true));
    request.on('error', (error: Error & { reusedSocket?: boolean }) => {
      if (!answered) error.reusedSocket = request.reusedSocket;
      reject(error);
    });
    request.end(body);
  });
}
