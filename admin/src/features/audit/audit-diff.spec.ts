import { auditChanges, readableField, readableValue } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields an update changed', () => {
    const before = JSON.stringify({ id: 's1', name: 'Rafi', role: 'STAFF', active: true });
    const after = JSON.stringify({ id: 's1', name: 'Rafi', role: 'OWNER', active: true });
    expect(auditChanges(before, after)).toEqual([{ field: 'role', before: 'STAFF', after: 'OWNER' }]);
  });

  it('lists every value of a creation and of a removal', () => {
    expect(auditChanges(null, JSON.stringify({ name: 'Nadia', role: 'STAFF' }))).toEqual([
      { field: 'name', before: undefined, after: 'Nadia' },
      { field: 'role', before: undefined, after: 'STAFF' },
    ]);
    expect(auditChanges(JSON.stringify({ code: 'SUMMER25' }), null)).toEqual([{ field: 'code', before: 'SUMMER25', after: undefined }]);
  });

  it('compares lists and objects by value, and notices added and dropped fields', () => {
    const before = JSON.stringify({ colours: ['Red', 'Black'], price: { amount: 100 }, note: 'x' });
    const after = JSON.stringify({ colours: ['Red', 'Black'], price: { amount: 120 }, sizes: ['S'] });
    expect(auditChanges(before, after)).toEqual([
      { field: 'price', before: { amount: 100 }, after: { amount: 120 } },
      { field: 'note', before: 'x', after: undefined },
      { field: 'sizes', before: undefined, after: ['S'] },
    ]);
  });

  it('shows a value that is not an object as one field', () => {
    expect(auditChanges('5', '8')).toEqual([{ field: 'value', before: 5, after: 8 }]);
  });
});

describe('readable values and fields', () => {
  it('reads as a person would', () => {
    expect(readableValue(null)).toBe('—');
    expect(readableValue(undefined)).toBe('—');
    expect(readableValue(true)).toBe('yes');
    expect(readableValue(['Red', 'Black'])).toBe('Red, Black');
    expect(readableValue({ amount: 120 })).toBe('{"amount":120}');
    expect(readableValue('2026-03-01T09:30:00.000Z')).toMatch(/2026/);
    expect(readableValue('2026-03-01T09:30:00.000Z')).not.toContain('T09');
    expect(readableField('lastLoginAt')).toBe('Last login at');
    expect(readableField('price_cents')).toBe('Price cents');
  });
});
