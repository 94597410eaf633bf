import { graphql } from '../../gql';

export const DepartmentsDocument = graphql(`
  query Departments(
    $limit: Int
    $offset: Int
    $orderBy: DepartmentOrderBy
    $orderDirection: OrderDirection
    $filters: DepartmentFilters
  ) {
    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      totalCount
      items {
        id
        code
        name
        startDate
        endDate
        enableVat
      }
    }
  }
`);

export const CreateDepartmentDocument = graphql(`
  mutation CreateDepartment($input: DepartmentInput!) {
    createDepartment(input: $input) {
      id
    }
  }
`);

export const UpdateDepartmentDocument = graphql(`
  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {
    updateDepartment(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteDepartmentDocument = graphql(`
  mutation DeleteDepartment($id: ID!) {
    deleteDepartment(id: $id) {
      id
    }
  }
`);
