import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Whether the query asks for `name` on the field being resolved (directly, or in a fragment of it), so a
 * resolver can start that work at once instead of waiting for the field's own resolver.
 */
export function selectsField(info: GraphQLResolveInfo, name: string): boolean {
  const seen = new Set<string>();
  const search = (set: SelectionSetNode | undefined): boolean =>
    (set?.selections ?? []).some((selection) => {
      if (selection.kind === Kind.FIELD) return selection.name.value === name;
      if (selection.kind === Kind.INLINE_FRAGMENT) return search(selection.selectionSet);
      const fragmentName = selection.name.value;
      if (seen.has(fragmentName)) return false;
      seen.add(fragmentName);
      return search(info.fragments[fragmentName]?.selectionSet);
    });
  return info.fieldNodes.some((node) => search(node.selectionSet));
}
