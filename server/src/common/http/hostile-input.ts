import type { RequestHandler } from 'express';

/**
 * The shop's own payloads nest a few levels (an order's customerData, a cart line's variant); far deeper
 * bodies only serve to blow the stack of whatever walks them later (logging, pg, JSON.stringify).
 */
export const MAX_INPUT_DEPTH = 32;

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Why a piece of text cannot be accepted, or null. PostgreSQL refuses NUL in text and jsonb, and a lone
 * surrogate is not Unicode at all (it cannot be stored or encoded as UTF-8); neither is ever meaningful.
 */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'Text must not contain NUL characters.';
  if (LONE_SURROGATE.test(text)) return 'Text must be valid Unicode (it contains a lone surrogate).';
  return null;
}

/** Why a parsed body, query or list of parameters cannot be accepted, or null. Iterative, so depth cannot overflow it. */
export function inputProblem(value: unknown): string | null {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      const problem = textProblem(item);
      if (problem) return problem;
    } else if (item !== null && typeof item === 'object') {
      if (depth >= MAX_INPUT_DEPTH) return `The request nests more than ${MAX_INPUT_DEPTH} levels deep.`;
      for (const [key, child] of Object.entries(item)) pending.push([key, depth + 1], [child, depth + 1]);
    }
  }
  return null;
}

function pathProblem(path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 'The address is not valid: it has a malformed percent-encoding.';
  }
  // decodeURIComponent only yields well-formed text, so NUL is what is left to check.
  return textProblem(decoded);
}

/**
 * One gate at the edge, after the bodies are parsed and before any route: a request whose address, query
 * or body carries NUL, a lone surrogate or absurd nesting gets a 400 saying so, instead of reaching a
 * service, PostgreSQL or a recursive walk as a 500. GraphQL gets the same refusal in its own error shape.
 * (Strings inside a GraphQL document, such as "\u0000" escapes, are checked by a validation rule.)
 */
export const rejectHostileInput: RequestHandler = (req, res, next) => {
  const problem = pathProblem(req.path) ?? inputProblem(req.query) ?? inputProblem(req.body);
  if (!problem) return next();
  if (req.path === '/graphql') {
    res.status(400).json({ errors: [{ message: problem, extensions: { code: 'BAD_REQUEST' } }] });
  } else {
    res.status(400).json({ success: false, statusCode: 400, message: problem });
  }
};
