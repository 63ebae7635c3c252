import { InvalidInputError } from '../common/errors';
import { shopToday, validateDeliveryDetails, type DeliveryInput } from './delivery-details';

const TODAY = '2026-11-22';
const valid: DeliveryInput = {
  fullName: ' Nadia  Rahman ',
  phone: '+880 1711-000000',
  email: 'Nadia@Example.com',
  country: 'BANGLADESH',
  city: 'Dhaka',
  state: 'Dhaka',
  zip: '1205',
  address: 'House 12, Road 5, Dhanmondi',
  deliveryDate: '2026-11-25',
  deliveryRoute: 'Inside Dhaka',
  paymentMethod: 'online',
  termsAccepted: true,
};

function problems(input: DeliveryInput): Record<string, string> {
  try {
    validateDeliveryDetails(input, TODAY);
  } catch (error) {
    if (error instanceof InvalidInputError) return error.fields!;
    throw error;
  }
  return {};
}

describe('validateDeliveryDetails', () => {
  it('accepts a complete form and normalises it', () => {
    expect(validateDeliveryDetails(valid, TODAY)).toMatchObject({ fullName: 'Nadia Rahman', email: 'nadia@example.com', country: 'Bangladesh', paymentMethod: 'online' });
  });

  it('names every missing field at once', () => {
    expect(Object.keys(problems({})).sort()).toEqual(
      ['address', 'city', 'country', 'deliveryDate', 'deliveryRoute', 'email', 'fullName', 'paymentMethod', 'phone', 'state', 'termsAccepted', 'zip'].sort(),
    );
  });

  it.each([
    [{ country: 'France' }, 'country', /We deliver to Bangladesh/],
    [{ deliveryDate: '2026-11-21' }, 'deliveryDate', /past/],
    [{ deliveryDate: '25/11/2026' }, 'deliveryDate', /YYYY-MM-DD/],
    [{ deliveryDate: '2027-06-01' }, 'deliveryDate', /within 90 days/],
    [{ paymentMethod: 'cod' }, 'paymentMethod', /Cash on Delivery is not available/],
    [{ paymentMethod: 'pos' }, 'paymentMethod', /POS on Delivery is not available/],
    [{ paymentMethod: 'bitcoin' }, 'paymentMethod', /Choose a payment method/],
    [{ termsAccepted: 'true' }, 'termsAccepted', /accept the terms/],
    [{ phone: 'call me' }, 'phone', /phone number/],
    [{ email: 'nope' }, 'email', /valid e-mail/],
    [{ zip: '!' }, 'zip', /zip/],
  ])('refuses %j', (override, field, message) => {
    const result = problems({ ...valid, ...override });
    expect(Object.keys(result)).toEqual([field]);
    expect(result[field]).toMatch(message);
  });

  it('allows delivery today', () => {
    expect(problems({ ...valid, deliveryDate: TODAY })).toEqual({});
  });

  it("knows today's date in the shop's time zone", () => {
    expect(shopToday('Asia/Dhaka', new Date('2026-11-21T19:30:00Z'))).toBe('2026-11-22');
  });
});
