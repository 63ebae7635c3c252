import { GraphQLError, Kind, type ASTVisitor, type SelectionSetNode, type ValidationContext } from 'graphql';
import { textProblem } from '../common/http/hostile-input';

/**
 * Strings written into a document ("\u0000" escapes) never pass through the HTTP edge's check of the
 * body as text, so they are checked here: NUL cannot be stored in PostgreSQL text, and is never meaningful.
 */
export function noHostileStringsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      const problem = textProblem(node.value);
      if (problem) context.reportError(new GraphQLError(problem, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
    },
  };
}

/**
 * graphql-js validates a subscription against a schema without a Subscription type and only fails when
 * executing it, as an internal error. The shop has no subscriptions: say so as a validation error.
 */
export function knownOperationTypesRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (context.getSchema().getRootType(node.operation)) return;
      context.reportError(new GraphQLError(`This API has no ${node.operation} operations.`, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }));
    },
  };
}

/** Introspection fields whose answers are lists of schema elements. */
const LIST_FIELDS = new Set(['types', 'fields', 'args', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues', 'directives']);

/**
 * The standard introspection query (GraphiQL, codegen) reads the schema once, its lists nested three deep
 * (types → fields → args) with long but single `ofType` chains. graphql-armor's depth and cost limits skip
 * introspection (counted, that standard query alone costs 15 times the limit), so introspection gets a limit
 * of its own: one `__schema` per operation and no list of schema elements nested deeper than that query's.
 * Fifteen aliased full introspections, or `fields { type { fields { … } } }` loops, no longer pass.
 */
export const MAX_SCHEMA_FIELDS = 1;
export const MAX_INTROSPECTION_LIST_NESTING = 3;

export function introspectionLimitRule(context: ValidationContext): ASTVisitor {
  // The deepest list nesting inside each fragment, computed once (a fragment spread many times costs once).
  const fragmentNesting = new Map<string, number>();
  const fragmentSchemaFields = new Map<string, number>();

  function listNesting(set: SelectionSetNode | undefined, visiting: Set<string>): number {
    let deepest = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const inner = listNesting(selection.selectionSet, visiting);
        deepest = Math.max(deepest, inner + (LIST_FIELDS.has(selection.name.value) ? 1 : 0));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, listNesting(selection.selectionSet, visiting));
      } else {
        deepest = Math.max(deepest, viaFragment(selection.name.value, visiting, fragmentNesting, (s, v) => listNesting(s, v)));
      }
    }
    return deepest;
  }

  /** How many `__schema` fields a selection set asks for at the root, and the deepest list nesting below introspection. */
  function introspection(set: SelectionSetNode | undefined, visiting: Set<string>): number {
    let schemaFields = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name === '__schema') schemaFields += 1;
        if (name === '__schema' || name === '__type') {
          const nesting = listNesting(selection.selectionSet, new Set());
          if (nesting > MAX_INTROSPECTION_LIST_NESTING) {
            context.reportError(new GraphQLError(`Introspection may nest lists at most ${MAX_INTROSPECTION_LIST_NESTING} deep.`, { nodes: [selection], extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
          }
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        schemaFields += introspection(selection.selectionSet, visiting);
      } else {
        schemaFields += viaFragment(selection.name.value, visiting, fragmentSchemaFields, (s, v) => introspection(s, v));
      }
    }
    return schemaFields;
  }

  function viaFragment(name: string, visiting: Set<string>, memo: Map<string, number>, measure: (set: SelectionSetNode, visiting: Set<string>) => number): number {
    const known = memo.get(name);
    if (known !== undefined) return known;
    const fragment = context.getFragment(name);
    // Unknown and cyclic fragments are reported by graphql's own rules.
    if (!fragment || visiting.has(name)) return 0;
    visiting.add(name);
    const value = measure(fragment.selectionSet, visiting);
    visiting.delete(name);
    memo.set(name, value);
    return value;
  }

  return {
    OperationDefinition(node) {
      const schemaFields = introspection(node.selectionSet, new Set());
      if (schemaFields > MAX_SCHEMA_FIELDS) {
        context.reportError(new GraphQLError(`An operation may read __schema at most ${MAX_SCHEMA_FIELDS === 1 ? 'once' : `${MAX_SCHEMA_FIELDS} times`}.`, { nodes: [node], extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
      }
    },
  };
}
