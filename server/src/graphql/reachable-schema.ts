import {
  getNamedType,
  GraphQLSchema,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLNamedType,
} from 'graphql';

/**
 * The schema with only the types its own operations reach. Nest builds each endpoint's schema from the
 * resolvers of its modules but adds every class that implements an interface it uses (ErrorResult), so the
 * shop API would list the back office's failures and the admin API the shop's. Interfaces do not pull in
 * their implementations here: a type is kept only when a field, an argument or a union of this API names it.
 */
export function withReachableTypesOnly(schema: GraphQLSchema): GraphQLSchema {
  const reached = new Set<string>();
  const visit = (type: GraphQLNamedType) => {
    if (reached.has(type.name)) return;
    reached.add(type.name);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        visit(getNamedType(field.type));
        for (const arg of field.args) visit(getNamedType(arg.type));
      }
      for (const iface of type.getInterfaces()) visit(iface);
    } else if (isUnionType(type)) {
      for (const member of type.getTypes()) visit(member);
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) visit(getNamedType(field.type));
    }
  };
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) if (root) visit(root);
  for (const directive of schema.getDirectives()) for (const arg of directive.args) visit(getNamedType(arg.type));
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, types: config.types.filter((type) => reached.has(type.name)) });
}
