import { serializePageState, type PageState } from './page-state';

const state = (apollo: Record<string, unknown>): PageState => ({ apollo: apollo as PageState['apollo'], router: { loaderData: {}, actionData: null, errors: null }, preferences: { currency: 'USD', language: 'en' } });

describe('serializePageState', () => {
  it('gives equal text for equal data, whatever order the cache was filled in', () => {
    const a = serializePageState(state({ 'Product:1': { id: '1', name: 'A' }, ROOT_QUERY: { b: 1, a: 2 } }));
    const b = serializePageState(state({ ROOT_QUERY: { a: 2, b: 1 }, 'Product:1': { name: 'A', id: '1' } }));
    expect(a).toBe(b);
  });

  it('cannot end the element it is written into', () => {
    const text = serializePageState(state({ ROOT_QUERY: { note: '</script><script>alert(1)</script><!-- \u2028' } }));
    expect(text).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(text).apollo.ROOT_QUERY.note).toBe('</script><script>alert(1)</script><!-- \u2028');
  });
});
