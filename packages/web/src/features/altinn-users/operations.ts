import { graphql } from '../../gql';

export const AltinnUsersDocument = graphql(`
  query AltinnUsers {
    altinnUsers {
      userId
      name
      role
      hasAltinnLogin
      altinnPinMethod
    }
  }
`);

export const MyAltinnLoginDocument = graphql(`
  query MyAltinnLogin {
    unitUserSetting {
      ...UnitUserSettingFields
    }
  }
`);

export const AltinnSystemUserFieldsFragment = graphql(`
  fragment AltinnSystemUserFields on AltinnSystemUser {
    status
    organizationNumber
    confirmUrl
    requestedAt
    requestedByName
    decidedAt
    lastCheckedAt
  }
`);

/** Fjord's system user at the company in Altinn (the 2026 form of the spec's Altinn login). */
export const AltinnSystemUserDocument = graphql(`
  query AltinnSystemUser {
    altinnSystemUser {
      ...AltinnSystemUserFields
    }
  }
`);

export const RequestAltinnSystemUserDocument = graphql(`
  mutation RequestAltinnSystemUser {
    requestAltinnSystemUser {
      ...AltinnSystemUserFields
    }
  }
`);

export const CheckAltinnSystemUserDocument = graphql(`
  mutation CheckAltinnSystemUser {
    checkAltinnSystemUser {
      ...AltinnSystemUserFields
    }
  }
`);
