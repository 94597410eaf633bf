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
    "\n  query CurrentUser {\n    currentUser {\n      id\n      name\n      firstName\n      lastName\n      locale\n      login\n      permissions\n      currentUnit {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query CurrentUserUnits($term: String, $limit: Int) {\n    currentUserUnits(term: $term, limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.CurrentUserUnitsDocument,
    "\n  mutation UpdateCurrentUserLocale($locale: String!) {\n    updateCurrentUser(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n": typeof types.UpdateCurrentUserLocaleDocument,
    "\n  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {\n    unitSearch(term: $term, limit: $limit, date: $date) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n": typeof types.RequestAccessUnitSearchDocument,
    "\n  mutation RequestAccessToUnit($unitId: ID!) {\n    requestAccessToUnit(input: { unitId: $unitId }) {\n      id\n      name\n    }\n  }\n": typeof types.RequestAccessToUnitDocument,
    "\n  query AccessRequests {\n    accessRequests(status: PENDING) {\n      id\n      status\n      createdAt\n      requester {\n        id\n        name\n        login\n      }\n    }\n  }\n": typeof types.AccessRequestsDocument,
    "\n  query UnitMembers {\n    unitMembers {\n      id\n      role\n      user {\n        id\n        name\n        login\n      }\n    }\n  }\n": typeof types.UnitMembersDocument,
    "\n  mutation ApproveAccessRequest($id: ID!, $role: Role!) {\n    approveAccessRequest(id: $id, role: $role) {\n      id\n      status\n      grantedRole\n      decidedAt\n    }\n  }\n": typeof types.ApproveAccessRequestDocument,
    "\n  mutation DeclineAccessRequest($id: ID!) {\n    declineAccessRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": typeof types.DeclineAccessRequestDocument,
    "\n  subscription AccessRequestsChanged {\n    accessRequestsChanged\n  }\n": typeof types.AccessRequestsChangedDocument,
    "\n  query Departments(\n    $limit: Int\n    $offset: Int\n    $orderBy: DepartmentOrderBy\n    $orderDirection: OrderDirection\n    $filters: DepartmentFilters\n  ) {\n    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n": typeof types.DepartmentsDocument,
    "\n  mutation CreateDepartment($input: DepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateDepartmentDocument,
    "\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateDepartmentDocument,
    "\n  mutation DeleteDepartment($id: ID!) {\n    deleteDepartment(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteDepartmentDocument,
    "\n  query Projects(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProjectOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProjectFilters\n  ) {\n    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n": typeof types.ProjectsDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteProjectDocument,
};
const documents: Documents = {
    "\n  query CurrentUser {\n    currentUser {\n      id\n      name\n      firstName\n      lastName\n      locale\n      login\n      permissions\n      currentUnit {\n        id\n        name\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query CurrentUserUnits($term: String, $limit: Int) {\n    currentUserUnits(term: $term, limit: $limit) {\n      id\n      name\n    }\n  }\n": types.CurrentUserUnitsDocument,
    "\n  mutation UpdateCurrentUserLocale($locale: String!) {\n    updateCurrentUser(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n": types.UpdateCurrentUserLocaleDocument,
    "\n  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {\n    unitSearch(term: $term, limit: $limit, date: $date) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n": types.RequestAccessUnitSearchDocument,
    "\n  mutation RequestAccessToUnit($unitId: ID!) {\n    requestAccessToUnit(input: { unitId: $unitId }) {\n      id\n      name\n    }\n  }\n": types.RequestAccessToUnitDocument,
    "\n  query AccessRequests {\n    accessRequests(status: PENDING) {\n      id\n      status\n      createdAt\n      requester {\n        id\n        name\n        login\n      }\n    }\n  }\n": types.AccessRequestsDocument,
    "\n  query UnitMembers {\n    unitMembers {\n      id\n      role\n      user {\n        id\n        name\n        login\n      }\n    }\n  }\n": types.UnitMembersDocument,
    "\n  mutation ApproveAccessRequest($id: ID!, $role: Role!) {\n    approveAccessRequest(id: $id, role: $role) {\n      id\n      status\n      grantedRole\n      decidedAt\n    }\n  }\n": types.ApproveAccessRequestDocument,
    "\n  mutation DeclineAccessRequest($id: ID!) {\n    declineAccessRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": types.DeclineAccessRequestDocument,
    "\n  subscription AccessRequestsChanged {\n    accessRequestsChanged\n  }\n": types.AccessRequestsChangedDocument,
    "\n  query Departments(\n    $limit: Int\n    $offset: Int\n    $orderBy: DepartmentOrderBy\n    $orderDirection: OrderDirection\n    $filters: DepartmentFilters\n  ) {\n    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n": types.DepartmentsDocument,
    "\n  mutation CreateDepartment($input: DepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n    }\n  }\n": types.CreateDepartmentDocument,
    "\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateDepartmentDocument,
    "\n  mutation DeleteDepartment($id: ID!) {\n    deleteDepartment(id: $id) {\n      id\n    }\n  }\n": types.DeleteDepartmentDocument,
    "\n  query Projects(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProjectOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProjectFilters\n  ) {\n    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n": types.ProjectsDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      id\n    }\n  }\n": types.DeleteProjectDocument,
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
export function graphql(source: "\n  query CurrentUser {\n    currentUser {\n      id\n      name\n      firstName\n      lastName\n      locale\n      login\n      permissions\n      currentUnit {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    currentUser {\n      id\n      name\n      firstName\n      lastName\n      locale\n      login\n      permissions\n      currentUnit {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUserUnits($term: String, $limit: Int) {\n    currentUserUnits(term: $term, limit: $limit) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CurrentUserUnits($term: String, $limit: Int) {\n    currentUserUnits(term: $term, limit: $limit) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCurrentUserLocale($locale: String!) {\n    updateCurrentUser(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCurrentUserLocale($locale: String!) {\n    updateCurrentUser(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {\n    unitSearch(term: $term, limit: $limit, date: $date) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n"): (typeof documents)["\n  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {\n    unitSearch(term: $term, limit: $limit, date: $date) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAccessToUnit($unitId: ID!) {\n    requestAccessToUnit(input: { unitId: $unitId }) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAccessToUnit($unitId: ID!) {\n    requestAccessToUnit(input: { unitId: $unitId }) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessRequests {\n    accessRequests(status: PENDING) {\n      id\n      status\n      createdAt\n      requester {\n        id\n        name\n        login\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccessRequests {\n    accessRequests(status: PENDING) {\n      id\n      status\n      createdAt\n      requester {\n        id\n        name\n        login\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitMembers {\n    unitMembers {\n      id\n      role\n      user {\n        id\n        name\n        login\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnitMembers {\n    unitMembers {\n      id\n      role\n      user {\n        id\n        name\n        login\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAccessRequest($id: ID!, $role: Role!) {\n    approveAccessRequest(id: $id, role: $role) {\n      id\n      status\n      grantedRole\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveAccessRequest($id: ID!, $role: Role!) {\n    approveAccessRequest(id: $id, role: $role) {\n      id\n      status\n      grantedRole\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineAccessRequest($id: ID!) {\n    declineAccessRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineAccessRequest($id: ID!) {\n    declineAccessRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccessRequestsChanged {\n    accessRequestsChanged\n  }\n"): (typeof documents)["\n  subscription AccessRequestsChanged {\n    accessRequestsChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Departments(\n    $limit: Int\n    $offset: Int\n    $orderBy: DepartmentOrderBy\n    $orderDirection: OrderDirection\n    $filters: DepartmentFilters\n  ) {\n    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n"): (typeof documents)["\n  query Departments(\n    $limit: Int\n    $offset: Int\n    $orderBy: DepartmentOrderBy\n    $orderDirection: OrderDirection\n    $filters: DepartmentFilters\n  ) {\n    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDepartment($input: DepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDepartment($input: DepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDepartment($id: ID!) {\n    deleteDepartment(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDepartment($id: ID!) {\n    deleteDepartment(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProjectOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProjectFilters\n  ) {\n    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n"): (typeof documents)["\n  query Projects(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProjectOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProjectFilters\n  ) {\n    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      id\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;