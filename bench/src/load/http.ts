import http from 'node:http';
import type { HttpCall, Reply } from './scenario.js';

/**
 * One request on a keep-alive agent; resolves with the whole answer (or rejects on a socket error or timeout).
 * A request written to a pooled connection just as the server closed it for idling (its keep-alive timeout)
 * is sent once more on a new one, as browsers do (the `reusedSocket` example of Node's documentation): the
 * server never saw it, so it is no error of the shop's.
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
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
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
