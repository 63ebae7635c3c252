import type { Params } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DestinationStream } from 'pino';
import type { AppConfig } from '../config/config';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;
const REDACTED = '[redacted]';

/**
 * Query parameters whose values are secrets. The gateway's validation and transaction APIs take the store
 * password in the query string, and the sandbox gateway serves them from this very process, so its own
 * request log would otherwise print it. (val_id is kept: a payment reference, useless without the password.)
 */
const SECRET_PARAMETER = /^(store_?passw(or)?d|pass(wor)?d|pwd|secret|client_secret|(access_|refresh_|id_)?token|jwt|api_?key|authorization|signature)$/i;

/** The URL with the value of every secret query parameter replaced, the rest untouched as it arrived. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as it came; it cannot match a secret's name anyway.
      }
      return SECRET_PARAMETER.test(name.trim()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/**
 * Structured JSON logs, one line per request with its id. A caller's X-Request-Id is kept when it looks
 * sane (so a load balancer's id follows the request), otherwise we make one; either way it is echoed back.
 */
export function loggerOptions(config: AppConfig, destination?: DestinationStream): Params {
  const options: Params['pinoHttp'] = {
    level: config.logLevel,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Headers are not logged at all (see the serializers); should anyone log them, these never show.
    redact: {
      paths: ['req.headers.authorization', 'req.headers["proxy-authorization"]', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie'],
      censor: REDACTED,
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/health' },
    customLogLevel(_req: IncomingMessage, res: ServerResponse, error?: Error) {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
  };
  // Tests read the log lines from a stream of their own; otherwise they go to stdout.
  return { pinoHttp: destination ? [options, destination] : options };
}
