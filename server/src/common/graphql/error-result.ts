import type { Type as ClassType } from '@nestjs/common';
import { Field, InterfaceType, ObjectType } from '@nestjs/graphql';
import { DomainError } from '../errors';

/**
 * Expected business failures are members of an operation's result union (Vendure's ErrorResult pattern):
 * the client switches on __typename. Unexpected failures stay GraphQL errors.
 */
@InterfaceType('ErrorResult', { resolveType: (value: { __typename: string }) => value.__typename })
export abstract class ErrorResultModel {
  @Field(() => String, { description: 'Stable machine-readable code, e.g. OUT_OF_STOCK.' })
  code: string;

  @Field(() => String, { description: 'A sentence to show the shopper.' })
  message: string;
}

@ObjectType('FieldError')
export class FieldErrorModel {
  @Field(() => String)
  field: string;

  @Field(() => String)
  message: string;
}

@ObjectType('ValidationError', { implements: () => [ErrorResultModel], description: 'Input that breaks a rule; `fields` says which and why.' })
export class ValidationErrorModel extends ErrorResultModel {
  @Field(() => [FieldErrorModel])
  fields: FieldErrorModel[];
}

/** A result value tagged with its GraphQL type, so unions resolve by __typename. */
export type Tagged<T> = T & { __typename: string };

export function tagged<T extends object>(typename: string, value: T): Tagged<T> {
  return Object.assign(value, { __typename: typename });
}

/**
 * Runs a service call for a union-returning field: success is tagged `successType`; a DomainError whose
 * code the union lists becomes that error result; anything else is rethrown as a GraphQL error.
 */
export async function resultOf<T extends object>(
  successType: string,
  errorTypes: Record<string, ClassType<ErrorResultModel>>,
  work: () => Promise<T>,
): Promise<Tagged<T> | Tagged<Record<string, unknown>>> {
  try {
    return tagged(successType, await work());
  } catch (error) {
    const type = error instanceof DomainError ? errorTypes[error.code] : undefined;
    if (!type) throw error;
    const domainError = error as DomainError;
    return tagged(typeNameOf(type), {
      code: domainError.code,
      message: domainError.message,
      fields: Object.entries(domainError.fields ?? {}).map(([field, message]) => ({ field, message })),
      ...domainError.details,
    });
  }
}

function typeNameOf(type: ClassType<unknown>): string {
  // The GraphQL name is the ObjectType's, which our naming keeps as the class name without "Model".
  return type.name.replace(/Model$/, '');
}
