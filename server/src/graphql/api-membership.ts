import { Resolver, TypeMetadataStorage } from '@nestjs/graphql';
import { GraphQLObjectType, GraphQLSchema } from 'graphql';
import type { ApiName } from './schema-file';

const ADMIN_RESOLVERS = new WeakSet<object>();

/**
 * A resolver of the admin API (/admin-api). Every other resolver is the shop API's. Nest's `include` cannot
 * keep the two apart (it follows module imports, and the admin's modules import the shop's services), so
 * each endpoint's schema keeps only the operations of its own resolvers (withOwnOperationsOnly).
 * Operation names are unique across both APIs.
 */
export function AdminResolver(): ClassDecorator {
  return (target) => {
    ADMIN_RESOLVERS.add(target);
    Resolver()(target);
  };
}

/** The schema with only the queries and mutations that the resolvers of `api` declare. */
export function withOwnOperationsOnly(schema: GraphQLSchema, api: ApiName): GraphQLSchema {
  const own = (list: { target: object; schemaName: string }[]) =>
    new Set(list.filter((operation) => ADMIN_RESOLVERS.has(operation.target) === (api === 'admin')).map((operation) => operation.schemaName));
  const keep = (type: GraphQLObjectType | null | undefined, names: Set<string>) => {
    if (!type) return undefined;
    const config = type.toConfig();
    const fields = Object.fromEntries(Object.entries(config.fields).filter(([name]) => names.has(name)));
    return Object.keys(fields).length > 0 ? new GraphQLObjectType({ ...config, fields }) : undefined;
  };
  const config = schema.toConfig();
  const query = keep(schema.getQueryType(), own(TypeMetadataStorage.getQueriesMetadata()));
  const mutation = keep(schema.getMutationType(), own(TypeMetadataStorage.getMutationsMetadata()));
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  return new GraphQLSchema({
    ...config,
    query,
    mutation,
    subscription: undefined,
    types: config.types.filter((type) => !roots.has(type.name)),
  });
}
