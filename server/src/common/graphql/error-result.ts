import type { Type as ClassType } from '@nestjs/common';
import { createUnionType, Field, InterfaceType, ObjectType, type FieldMiddleware, type MiddlewareContext } from '@nestjs/graphql';
import type { Request } from 'express';
import { DomainError } from '../errors';
import { isText, render } from '../i18n/catalogue';
import { discountNameIn } from '../i18n/names';
import { messageLanguageOf } from '../i18n/request-language';
import type { Language } from '../language';

/**
 * Expected failures (Vendure's ErrorResult pattern). Each is declared once, as a DomainError subclass
 * decorated with @ErrorResult(): its class name is its GraphQL type, its base class gives the REST status,
 * its constructor the message, and its @Field properties the facts a client can act on. An operation
 * lists the failures it can answer in its result union (resultUnion); resultOf() returns a listed failure
 * as that union member and lets anything else through as a GraphQL error. Membership is by class, so
 * one failure can never be raised two ways.
 */
@InterfaceType('ErrorResult', { resolveType: (value: object) => failureIn(value)?.constructor })
export abstract class ErrorResultInterface {
  @Field(() => String, { description: 'Stable machine-readable code, e.g. OUT_OF_STOCK.' })
  code: string;

  @Field(() => String, { description: 'A sentence to show the shopper.' })
  message: string;
}

type ErrorResultClass = ClassType<DomainError>;

const ERROR_RESULTS = new WeakSet<object>();

/** Makes a DomainError subclass a GraphQL object type implementing ErrorResult, named like the class. */
export function ErrorResult(options: { description?: string } = {}): <T extends ErrorResultClass>(target: T) => void {
  return (target) => {
    // The interface's fields, read from the error itself: `code` and `message` are the DomainError's, the
    // message in the request's language.
    Field(() => String, { description: 'Stable machine-readable code, e.g. OUT_OF_STOCK.' })(target.prototype, 'code');
    Field(() => String, { description: 'A sentence to show the shopper.', middleware: [localisedMessage] })(target.prototype, 'message');
    ObjectType(target.name, { implements: () => [ErrorResultInterface], description: options.description })(target);
    ERROR_RESULTS.add(target);
  };
}

/** Each result union's failures (Nest names a union by a symbol). */
const UNION_MEMBERS = new Map<symbol, readonly ErrorResultClass[]>();

/** An operation's result: its success type or one of the failures it declares. */
export function resultUnion(name: string, success: ClassType<unknown>, failures: readonly ErrorResultClass[], description?: string): symbol {
  for (const failure of failures) {
    if (!ERROR_RESULTS.has(failure)) throw new Error(`${failure.name} is not declared with @ErrorResult()`);
  }
  const union = createUnionType({
    name,
    description,
    types: () => [success, ...failures] as const,
    resolveType: (value: object) => failureIn(value)?.constructor ?? success,
  }) as symbol; // createUnionType's id, typed by its members only when they are written out
  UNION_MEMBERS.set(union, failures);
  return union;
}

/** Runs a service call for a field typed `union`: a failure the union lists is its answer, anything else is thrown. */
export async function resultOf<T>(union: symbol, work: () => Promise<T>): Promise<T | FailureAnswer> {
  const failures = UNION_MEMBERS.get(union);
  if (!failures) throw new Error('resultOf() needs a union made by resultUnion()');
  try {
    return await work();
  } catch (error) {
    if (failures.some((failure) => error instanceof failure)) return answerOf(error as DomainError);
    throw error;
  }
}

const FAILURE = Symbol('failure');

/** A failure as a field's value: reads through to the error, but is no Error itself. */
export type FailureAnswer = { readonly [FAILURE]: DomainError };

/** graphql-js takes any Error a resolver returns as thrown, so a union member only reads through to one. */
function answerOf(error: DomainError): FailureAnswer {
  return new Proxy({} as FailureAnswer, { get: (_target, key) => (key === FAILURE ? error : Reflect.get(error, key)) });
}

function failureIn(value: object): DomainError | undefined {
  return (value as Partial<FailureAnswer>)[FAILURE];
}

/** The language of the operation's request (English on the admin API: the back office is in English). */
function languageOfOperation(context: MiddlewareContext): Language {
  return messageLanguageOf((context.context as { req?: Request } | undefined)?.req);
}

/** A failure's `message` in the request's language. */
const localisedMessage: FieldMiddleware = async (context, next) => {
  const failure = failureIn(context.source as object);
  return failure ? failure.messageIn(languageOfOperation(context)) : next();
};

/** A ValidationError's `fields`, each message in the request's language. */
export const localisedFieldList: FieldMiddleware = async (context, next) => {
  const failure = failureIn(context.source as object) as (DomainError & { fieldListIn?(language: Language): unknown }) | undefined;
  return failure?.fieldListIn ? failure.fieldListIn(languageOfOperation(context)) : next();
};

/** A discount's `label` (English where it is made and kept) in the request's language. */
export const localisedDiscountName: FieldMiddleware = async (context, next) => {
  const label: unknown = await next();
  return typeof label === 'string' ? discountNameIn(label, languageOfOperation(context)) : label;
};

/**
 * For a String field whose value may be a sentence of the catalogue (a service's Text, such as a link
 * mailed's message): the sentence in the request's language.
 */
export const localised: FieldMiddleware = async (context, next) => {
  const value: unknown = await next();
  return isText(value) ? render(value, languageOfOperation(context)) : value;
};

@ObjectType('FieldError')
export class FieldErrorModel {
  @Field(() => String)
  field: string;

  @Field(() => String)
  message: string;
}
