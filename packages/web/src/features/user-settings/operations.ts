import { graphql } from '../../gql';

export const UserSettingsDocument = graphql(`
  query UserSettings {
    currentUser {
      id
      firstName
      lastName
      login
      cellphone
      locale
      currentUnit {
        id
        name
      }
    }
    unitUserSetting {
      unitId
      userId
      altinnLogin
      altinnPinMethod
      savedAt
    }
  }
`);

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateCurrentUserInput!) {
    updateCurrentUser(input: $input) {
      id
      firstName
      lastName
      name
      cellphone
      locale
    }
  }
`);

export const SaveUnitUserSettingDocument = graphql(`
  mutation SaveUnitUserSetting($input: SaveUnitUserSettingInput!) {
    saveUnitUserSetting(input: $input) {
      unitId
      userId
      altinnLogin
      altinnPinMethod
      savedAt
    }
  }
`);
