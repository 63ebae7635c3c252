/**
 * Whether an error means "PostgreSQL cannot serve us right now" (stopped, restarting, unreachable, out of
 * connections) rather than "this query is wrong". Such failures are answered as a retryable 503, never as
 * a 500, and never as a refused login.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== null && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SOCKET_ERRORS.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
    // TypeORM wraps the driver's error; pg and fetch chain theirs as `cause`.
    const wrapper = current as { driverError?: unknown; cause?: unknown };
    current = wrapper.driverError ?? wrapper.cause;
  }
  return false;
}

const SOCKET_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/** SQLSTATE class 08 (connection exception), 57P01–57P03 (shutting down, crashed, starting up), 53300 (too many connections). */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What pg and pg-pool say when a connection is lost or cannot be had in time. */
const CONNECTION_LOST = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;
