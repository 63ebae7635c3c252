import { ValidationError } from '../../common/expected-errors';
import { validateShipment, type ShipmentInput } from './shipment-input';

function problems(input: ShipmentInput): Record<string, string> {
  try {
    validateShipment(input);
  } catch (error) {
    if (error instanceof ValidationError) return error.fields ?? {};
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(input)}`);
}

describe('a shipment as staff type it', () => {
  it('is trimmed, its spaces squeezed, and an empty tracking URL is none', () => {
    expect(validateShipment({ carrier: '  Pathao   Courier ', trackingNumber: ' PTH 100 200 ', trackingUrl: '  ' })).toEqual({
      carrier: 'Pathao Courier',
      trackingNumber: 'PTH 100 200',
      trackingUrl: null,
    });
    expect(validateShipment({ carrier: 'J&T Express (Pvt.) Ltd.', trackingNumber: 'JT/2026/0001_a-b.c', trackingUrl: null }).carrier).toBe('J&T Express (Pvt.) Ltd.');
    expect(validateShipment({ carrier: 'সুন্দরবন কুরিয়ার', trackingNumber: 'SB1' }).carrier).toBe('সুন্দরবন কুরিয়ার');
  });

  it('keeps the tracking URL as a browser would follow it', () => {
    expect(validateShipment({ carrier: 'DHL', trackingNumber: '1Z999', trackingUrl: 'HTTPS://www.DHL.com/track?id=1Z 999' }).trackingUrl).toBe('https://www.dhl.com/track?id=1Z%20999');
    expect(validateShipment({ carrier: 'DHL', trackingNumber: '1Z999', trackingUrl: 'http://steadfast.com.bd/t/1' }).trackingUrl).toBe('http://steadfast.com.bd/t/1');
  });

  it('requires the carrier and the tracking number, each within its length', () => {
    expect(problems({})).toEqual({ carrier: 'Required.', trackingNumber: 'Required.' });
    expect(problems({ carrier: '   ', trackingNumber: 42 })).toEqual({ carrier: 'Required.', trackingNumber: 'Required.' });
    expect(problems({ carrier: 'C'.repeat(61), trackingNumber: '9'.repeat(81) })).toEqual({ carrier: 'At most 60 characters.', trackingNumber: 'At most 80 characters.' });
    // Characters, not UTF-16 units: 60 letters outside the Basic Multilingual Plane are still 60.
    expect(validateShipment({ carrier: '𝐀'.repeat(60), trackingNumber: '9'.repeat(80) }).carrier).toHaveLength(120);
  });

  it('refuses what could be markup, a command or a hidden character', () => {
    expect(problems({ carrier: '<b>DHL</b>', trackingNumber: 'A1; rm -rf /' })).toEqual({
      carrier: "Letters, digits, spaces and & . , ' ( ) / - only.",
      trackingNumber: 'Latin letters, digits, spaces and . _ / - only.',
    });
    expect(Object.keys(problems({ carrier: 'DHL\u200b', trackingNumber: '-1' }))).toEqual(['carrier', 'trackingNumber']);
  });

  it('takes only an http(s) web address without credentials, of at most 500 characters', () => {
    const url = (trackingUrl: string) => problems({ carrier: 'DHL', trackingNumber: '1', trackingUrl });
    const notWeb = { trackingUrl: 'Enter a web address starting with https:// or http://.' };
    expect(url('javascript:alert(1)')).toEqual(notWeb);
    expect(url('ftp://dhl.com/1')).toEqual(notWeb);
    expect(url('dhl.com/track')).toEqual(notWeb);
    expect(url('https://user:secret@dhl.com/')).toEqual(notWeb);
    expect(url('https://localhost/track')).toEqual(notWeb);
    expect(url('https://')).toEqual(notWeb);
    expect(url(`https://dhl.com/${'a'.repeat(485)}`)).toEqual({ trackingUrl: 'At most 500 characters.' });
    expect(validateShipment({ carrier: 'DHL', trackingNumber: '1', trackingUrl: `https://dhl.com/${'a'.repeat(484)}` }).trackingUrl).toHaveLength(500);
  });
});
