import { graphql } from '../../gql';

export const AccessRequestsDocument = graphql(`
  query AccessRequests {
    accessRequests(status: PENDING) {
      id
      status
      createdAt
      requester {
        id
        name
        login
      }
    }
  }
`);

export const UnitMembersDocument = graphql(`
  query UnitMembers {
    unitMembers {
      id
      role
      user {
        id
        name
        login
      }
    }
  }
`);

export const ApproveAccessRequestDocument = graphql(`
  mutation ApproveAccessRequest($id: ID!, $role: Role!) {
    approveAccessRequest(id: $id, role: $role) {
      id
      status
      grantedRole
      decidedAt
    }
  }
`);

export const DeclineAccessRequestDocument = graphql(`
  mutation DeclineAccessRequest($id: ID!) {
    declineAccessRequest(id: $id) {
      id
      status
      decidedAt
    }
  }
`);

export const AccessRequestsChangedDocument = graphql(`
  subscription AccessRequestsChanged {
    accessRequestsChanged
  }
`);
