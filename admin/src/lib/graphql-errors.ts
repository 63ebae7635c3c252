import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** Whether the API refused with this code (`extensions.code`), e.g. NOT_FOUND for an id that names nothing. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === code);
}
