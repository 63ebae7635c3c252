/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query AuditLog($entityType: String, $entityId: String, $page: Int!, $pageSize: Int!) {\n  auditLog(\n    entityType: $entityType\n    entityId: $entityId\n    page: $page\n    pageSize: $pageSize\n  ) {\n    page\n    pageSize\n    totalItems\n    totalPages\n    items {\n      id\n      at\n      action\n      entityType\n      entityId\n      staffId\n      staffEmail\n      before\n      after\n    }\n  }\n}": typeof types.AuditLogDocument,
    "mutation StaffLogin($input: StaffLoginInput!) {\n  staffLogin(input: $input) {\n    __typename\n    ... on StaffSession {\n      token\n      staff {\n        id\n        name\n      }\n    }\n    ... on ErrorResult {\n      code\n      message\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n  }\n}": typeof types.StaffLoginDocument,
    "fragment StaffMemberRow on Staff {\n  id\n  name\n  email\n  role\n  active\n  createdAt\n  lastLoginAt\n}\n\nquery StaffMembers {\n  staffMembers {\n    ...StaffMemberRow\n  }\n}\n\nmutation CreateStaffMember($input: CreateStaffInput!) {\n  createStaffMember(input: $input) {\n    __typename\n    ...StaffMemberRow\n    ... on ErrorResult {\n      code\n      message\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n  }\n}\n\nmutation UpdateStaffMember($id: ID!, $input: UpdateStaffInput!) {\n  updateStaffMember(id: $id, input: $input) {\n    __typename\n    ...StaffMemberRow\n    ... on ErrorResult {\n      code\n      message\n    }\n  }\n}": typeof types.StaffMemberRowFragmentDoc,
    "query ActiveStaff {\n  activeStaff {\n    id\n    name\n    email\n    role\n    permissions\n  }\n}": typeof types.ActiveStaffDocument,
};
const documents: Documents = {
    "query AuditLog($entityType: String, $entityId: String, $page: Int!, $pageSize: Int!) {\n  auditLog(\n    entityType: $entityType\n    entityId: $entityId\n    page: $page\n    pageSize: $pageSize\n  ) {\n    page\n    pageSize\n    totalItems\n    totalPages\n    items {\n      id\n      at\n      action\n      entityType\n      entityId\n      staffId\n      staffEmail\n      before\n      after\n    }\n  }\n}": types.AuditLogDocument,
    "mutation StaffLogin($input: StaffLoginInput!) {\n  staffLogin(input: $input) {\n    __typename\n    ... on StaffSession {\n      token\n      staff {\n        id\n        name\n      }\n    }\n    ... on ErrorResult {\n      code\n      message\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n  }\n}": types.StaffLoginDocument,
    "fragment StaffMemberRow on Staff {\n  id\n  name\n  email\n  role\n  active\n  createdAt\n  lastLoginAt\n}\n\nquery StaffMembers {\n  staffMembers {\n    ...StaffMemberRow\n  }\n}\n\nmutation CreateStaffMember($input: CreateStaffInput!) {\n  createStaffMember(input: $input) {\n    __typename\n    ...StaffMemberRow\n    ... on ErrorResult {\n      code\n      message\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n  }\n}\n\nmutation UpdateStaffMember($id: ID!, $input: UpdateStaffInput!) {\n  updateStaffMember(id: $id, input: $input) {\n    __typename\n    ...StaffMemberRow\n    ... on ErrorResult {\n      code\n      message\n    }\n  }\n}": types.StaffMemberRowFragmentDoc,
    "query ActiveStaff {\n  activeStaff {\n    id\n    name\n    email\n    role\n    permissions\n  }\n}": types.ActiveStaffDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditLog($entityType: String, $entityId: String, $page: Int!, $pageSize: Int!) {\n  auditLog(\n    entityType: $entityType\n    entityId: $entityId\n    page: $page\n    pageSize: $pageSize\n  ) {\n    page\n    pageSize\n    totalItems\n    totalPages\n    items {\n      id\n      at\n      action\n      entityType\n      entityId\n      staffId\n      staffEmail\n      before\n      after\n    }\n  }\n}"): (typeof documents)["query AuditLog($entityType: String, $entityId: String, $page: Int!, $pageSize: Int!) {\n  auditLog(\n    entityType: $entityType\n    entityId: $entityId\n    page: $page\n    pageSize: $pageSize\n  ) {\n    page\n    pageSize\n    totalItems\n    totalPages\n    items {\n      id\n      at\n      action\n      entityType\n      entityId\n      staffId\n      staffEmail\n      before\n      after\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation StaffLogin($input: StaffLoginInput!) {\n  staffLogin(input: $input) {\n    __typename\n    ... on StaffSession {\n      token\n      staff {\n        id\n        name\n      }\n    }\n    ... on ErrorResult {\n      code\n      message\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n  }\n}"): (typeof documents)["mutation StaffLogin($input: StaffLoginInput!) {\n  staffLogin(input: $input) {\n    __typename\n    ... on StaffSession {\n      token\n      staff {\n        id\n        name\n      }\n    }\n    ... on ErrorResult {\n      code\n      message\n    }\n    ... on TooManyAttemptsError {\n      retryAfterSeconds\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment StaffMemberRow on Staff {\n  id\n  name\n  email\n  role\n  active\n  createdAt\n  lastLoginAt\n}\n\nquery StaffMembers {\n  staffMembers {\n    ...StaffMemberRow\n  }\n}\n\nmutation CreateStaffMember($input: CreateStaffInput!) {\n  createStaffMember(input: $input) {\n    __typename\n    ...StaffMemberRow\n    ... on ErrorResult {\n      code\n      message\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n  }\n}\n\nmutation UpdateStaffMember($id: ID!, $input: UpdateStaffInput!) {\n  updateStaffMember(id: $id, input: $input) {\n    __typename\n    ...StaffMemberRow\n    ... on ErrorResult {\n      code\n      message\n    }\n  }\n}"): (typeof documents)["fragment StaffMemberRow on Staff {\n  id\n  name\n  email\n  role\n  active\n  createdAt\n  lastLoginAt\n}\n\nquery StaffMembers {\n  staffMembers {\n    ...StaffMemberRow\n  }\n}\n\nmutation CreateStaffMember($input: CreateStaffInput!) {\n  createStaffMember(input: $input) {\n    __typename\n    ...StaffMemberRow\n    ... on ErrorResult {\n      code\n      message\n    }\n    ... on ValidationError {\n      fields {\n        field\n        message\n      }\n    }\n  }\n}\n\nmutation UpdateStaffMember($id: ID!, $input: UpdateStaffInput!) {\n  updateStaffMember(id: $id, input: $input) {\n    __typename\n    ...StaffMemberRow\n    ... on ErrorResult {\n      code\n      message\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ActiveStaff {\n  activeStaff {\n    id\n    name\n    email\n    role\n    permissions\n  }\n}"): (typeof documents)["query ActiveStaff {\n  activeStaff {\n    id\n    name\n    email\n    role\n    permissions\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;