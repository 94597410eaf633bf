import { graphql } from '../../gql';

export const ProjectsDocument = graphql(`
  query Projects(
    $limit: Int
    $offset: Int
    $orderBy: ProjectOrderBy
    $orderDirection: OrderDirection
    $filters: ProjectFilters
  ) {
    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
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

export const CreateProjectDocument = graphql(`
  mutation CreateProject($input: ProjectInput!) {
    createProject(input: $input) {
      id
    }
  }
`);

export const UpdateProjectDocument = graphql(`
  mutation UpdateProject($id: ID!, $input: ProjectInput!) {
    updateProject(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteProjectDocument = graphql(`
  mutation DeleteProject($id: ID!) {
    deleteProject(id: $id) {
      id
    }
  }
`);
