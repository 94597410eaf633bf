import { graphql } from '../../gql';

/** What a form's project, department and car pickers choose from (see dimension-choices.ts). */
export const DimensionChoicesFragment = graphql(`
  fragment DimensionChoices on Query {
    projects(limit: 500) {
      items {
        id
        code
        name
      }
    }
    departments(limit: 500) {
      items {
        id
        code
        name
      }
    }
    cars(limit: 500) {
      items {
        id
        name
        carRegistrations {
          id
          registrationNumber
        }
      }
    }
  }
`);
