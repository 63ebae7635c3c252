import { buildSchema, graphqlSync } from 'graphql';
import { DirectFieldResolvers } from './direct-fields';

describe('direct field resolvers', () => {
  const schema = () => buildSchema('type Query { product: Product } type Product { name: String label: String }');

  it('answer their fields from the parent and arguments, synchronously', () => {
    const direct = new DirectFieldResolvers();
    direct.add('Product', { label: (product: { name: string }) => `${product.name}!` });
    direct.add('Absent', { anything: () => 'a type this API lacks is skipped' });
    const result = graphqlSync({ schema: direct.applyTo(schema()), source: '{ product { name label } }', rootValue: { product: { name: 'Shirt' } } });
    expect(result).toEqual({ data: { product: { name: 'Shirt', label: 'Shirt!' } } });
  });

  it('refuse a field the type does not have, so a misspelt name fails at start-up', () => {
    const direct = new DirectFieldResolvers();
    direct.add('Product', { lable: () => 'x' });
    expect(() => direct.applyTo(schema())).toThrow('Product.lable is not a field');
  });
});
