import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type GraphQLResolveInfo, type OperationDefinitionNode } from 'graphql';
import { selectsField } from './selects-field';

/** The resolve info of the query's first root field, as graphql-js hands it to that field's resolver. */
function infoOf(query: string): GraphQLResolveInfo {
  const document = parse(query);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const fragments = Object.fromEntries(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  return { fieldNodes: [operation.selectionSet.selections[0] as FieldNode], fragments } as unknown as GraphQLResolveInfo;
}

describe('selectsField', () => {
  it('finds a field asked for directly, in an inline fragment, or in a named fragment (nested too)', () => {
    expect(selectsField(infoOf('{ products { total facets { inStock } } }'), 'facets')).toBe(true);
    expect(selectsField(infoOf('{ products { ... on ProductPage { facets { inStock } } } }'), 'facets')).toBe(true);
    expect(selectsField(infoOf('query { products { ...Page } } fragment Page on ProductPage { ...Counts } fragment Counts on ProductPage { facets { onSale } }'), 'facets')).toBe(true);
  });

  it('does not find a field the query leaves out, or one asked for deeper down', () => {
    expect(selectsField(infoOf('{ products { total items { id } } }'), 'facets')).toBe(false);
    expect(selectsField(infoOf('{ products { items { facets: name } } }'), 'facets')).toBe(false);
    expect(selectsField(infoOf('query { products { ...Page } } fragment Page on ProductPage { total }'), 'facets')).toBe(false);
  });
});
