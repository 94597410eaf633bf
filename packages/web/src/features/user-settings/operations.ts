import { graphql } from '../../gql';

/** The signed-in user's own Altinn login in the current company (/settings and /company-settings/altinn-users). */
export const UnitUserSettingFieldsFragment = graphql(`
  fragment UnitUserSettingFields on UnitUserSetting {
    unitId
    userId
    altinnLogin
    altinnPinMethod
    savedAt
  }
`);

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
      ...UnitUserSettingFields
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
      ...UnitUserSettingFields
    }
  }
`);

export const ChangeCurrentUserPasswordDocument = graphql(`
  mutation ChangeCurrentUserPassword($currentPassword: String!, $newPassword: String!) {
    changeCurrentUserPassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);
