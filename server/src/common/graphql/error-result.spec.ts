import { Field, Int } from '@nestjs/graphql';
import { ConflictError, NotFoundError, UnprocessableError } from '../errors';
import { ValidationError } from '../expected-errors';
import { backOffice, text } from '../i18n/catalogue';
import { ErrorResult, resultOf, resultUnion } from './error-result';

@ErrorResult()
class SoldOutError extends UnprocessableError {
  @Field(() => Int)
  readonly available: number;

  constructor(available: number) {
    super(backOffice(`Only ${available} left.`), { code: 'SOLD_OUT', details: { available } });
    this.available = available;
  }
}

@ErrorResult()
class NoSuchThingError extends NotFoundError {
  constructor() {
    super(backOffice('No such thing.'), { code: 'NO_SUCH_THING' });
  }
}

class Thing {}
const ThingResult = resultUnion('SpecThingResult', Thing, [SoldOutError, ValidationError]);

describe('result unions', () => {
  it('answer a failure the union lists as itself, with its facts', async () => {
    const answer = (await resultOf(ThingResult, () => Promise.reject(new SoldOutError(2)))) as Record<string, unknown>;
    // graphql-js would take an Error as thrown: the answer reads through to the failure without being one.
    expect(answer).not.toBeInstanceOf(Error);
    expect([answer.code, answer.available, answer.message, answer.httpStatus]).toEqual(['SOLD_OUT', 2, 'Only 2 left.', 422]);
  });

  it('throw a declared failure the union does not list, so no answer falls outside its members', async () => {
    await expect(resultOf(ThingResult, () => Promise.reject(new NoSuchThingError()))).rejects.toBeInstanceOf(NoSuchThingError);
    await expect(resultOf(ThingResult, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('pass success through untouched', async () => {
    const thing = new Thing();
    await expect(resultOf(ThingResult, () => Promise.resolve(thing))).resolves.toBe(thing);
  });

  it('refuse a member that is not declared as an error result', () => {
    class BareConflict extends ConflictError {}
    expect(() => resultUnion('SpecBadResult', Thing, [BareConflict])).toThrow('BareConflict is not declared with @ErrorResult()');
  });

  it('give a validation failure its fields as a map for REST and as a list for GraphQL', () => {
    const error = new ValidationError(text('VALIDATION.highlighted'), { zip: text('field.zip.required') });
    expect(error.fields).toEqual({ zip: 'Zip code is required.' });
    expect(error.fieldList).toEqual([{ field: 'zip', message: 'Zip code is required.' }]);
    expect(error).toMatchObject({ code: 'VALIDATION', httpStatus: 400, message: 'Please correct the highlighted fields.' });
  });

  it("give a failure's message and fields in the language asked for, its English unchanged", () => {
    const error = new ValidationError(text('VALIDATION.highlighted'), { zip: text('field.zip.required') });
    expect(error.messageIn('bn')).toBe('অনুগ্রহ করে চিহ্নিত ঘরগুলো ঠিক করুন।');
    expect(error.fieldListIn('hi')).toEqual([{ field: 'zip', message: 'पिन कोड ज़रूरी है।' }]);
    expect(error.fieldsIn('en')).toEqual({ zip: 'Zip code is required.' });
  });
});
