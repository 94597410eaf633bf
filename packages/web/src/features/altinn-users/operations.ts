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
