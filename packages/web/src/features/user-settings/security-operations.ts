import { graphql } from '../../gql';

/** The signed-in user's two-factor sign-in and sessions (/settings/security). */
export const TwoFactorStatusDocument = graphql(`
  query TwoFactorStatus {
    twoFactorStatus {
      enabled
      enabledAt
      recoveryCodesLeft
    }
  }
`);

export const StartTwoFactorDocument = graphql(`
  mutation StartTwoFactor {
    startTwoFactor {
      secret
      uri
    }
  }
`);

export const ConfirmTwoFactorDocument = graphql(`
  mutation ConfirmTwoFactor($code: String!) {
    confirmTwoFactor(code: $code)
  }
`);

export const DisableTwoFactorDocument = graphql(`
  mutation DisableTwoFactor($password: String!, $code: String!) {
    disableTwoFactor(password: $password, code: $code)
  }
`);

export const RegenerateRecoveryCodesDocument = graphql(`
  mutation RegenerateRecoveryCodes($code: String!) {
    regenerateRecoveryCodes(code: $code)
  }
`);

export const MySessionsDocument = graphql(`
  query MySessions {
    mySessions {
      id
      current
      createdAt
      lastSeenAt
      userAgent
      ip
    }
  }
`);

export const RevokeSessionDocument = graphql(`
  mutation RevokeSession($id: ID!) {
    revokeSession(id: $id)
  }
`);

export const RevokeOtherSessionsDocument = graphql(`
  mutation RevokeOtherSessions {
    revokeOtherSessions
  }
`);
