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

export const CompanyDetailsFieldsFragment = graphql(`
  fragment CompanyDetailsFields on Unit {
    id
    name
    unofficialName
    organizationNumber
    address
    zip
    city
    countryCode
    mobile
    phone
    website
    email
    locale
    openedDate
    closedDate
    vatRegulation
  }
`);

export const CompanyDetailsDocument = graphql(`
  query CompanyDetails {
    currentUnit {
      ...CompanyDetailsFields
    }
  }
`);

export const UpdateCurrentUnitDocument = graphql(`
  mutation UpdateCurrentUnit($input: UpdateCurrentUnitInput!) {
    updateCurrentUnit(input: $input) {
      ...CompanyDetailsFields
    }
  }
`);

export const CountriesDocument = graphql(`
  query SettingsCountries {
    allCountries {
      code
      name
    }
  }
`);

export const UnitInvoiceSettingDocument = graphql(`
  query UnitInvoiceSetting {
    unitInvoiceSetting {
      ...InvoiceSettingFields
    }
  }
`);

export const InvoiceSettingFieldsFragment = graphql(`
  fragment InvoiceSettingFields on UnitInvoiceSetting {
    bban
    iban
    swift
    currencyCode
    customNote
    customerCountry
    customerCreditDays
    defaultProductUnitOfMeasureCode
    displaySettings {
      showCar
      showProject
      showDepartment
      showOrderedQuantity
      showLineTaxAmount
      showTaxAmount
      showLineAllowance
      showLineCharge
      showInvoiceAllowance
      showInvoiceCharge
    }
    exports
    invoiceEmailCopy
    journalAccounts {
      receivables
      bank
      outputVat
      rounding
      reminderFee
      interestIncome
      revenueVatLiable
      revenueZeroRated
      revenueOutsideVat
    }
    usesKid
    kidLength
    kidModDigit
    legalNotes
    overdueNoticeCharge
    usesOverdueNotices
    sendsOverdueNoticesAutomatically
    paymentMethods
    productGroups
    startingInvoiceNumber
    startingOrderNumber
    supplierPartyReferenceSetting
    taxInclusiveAmountRounding
    savedAt
    savedBy {
      id
      name
    }
  }
`);

export const SaveUnitInvoiceSettingDocument = graphql(`
  mutation SaveUnitInvoiceSetting($input: SaveUnitInvoiceSettingInput!) {
    saveUnitInvoiceSetting(input: $input) {
      ...InvoiceSettingFields
    }
  }
`);

export const UnitSettingDocument = graphql(`
  query UnitSetting {
    unitSetting {
      ...UnitSettingFields
    }
  }
`);

export const UnitSettingFieldsFragment = graphql(`
  fragment UnitSettingFields on UnitSetting {
    companyNameOption
    logo {
      signedBlobId
      fileName
      contentType
      size
      url
    }
    oldLogos {
      signedBlobId
      fileName
      contentType
      size
      url
    }
    savedAt
    savedBy {
      id
      name
    }
  }
`);

export const SaveUnitSettingDocument = graphql(`
  mutation SaveUnitSetting($input: SaveUnitSettingInput!) {
    saveUnitSetting(input: $input) {
      ...UnitSettingFields
    }
  }
`);

export const UnitInvitationsDocument = graphql(`
  query UnitInvitations {
    unitInvitations {
      id
      email
      role
      createdAt
      expiresAt
      expired
      invitedBy
    }
  }
`);

export const InviteMemberDocument = graphql(`
  mutation InviteMember($email: String!, $role: Role!) {
    inviteMember(email: $email, role: $role) {
      id
      email
      role
    }
  }
`);

export const CancelInvitationDocument = graphql(`
  mutation CancelInvitation($id: ID!) {
    cancelInvitation(id: $id) {
      id
    }
  }
`);

export const UpdateMembershipRoleDocument = graphql(`
  mutation UpdateMembershipRole($userId: ID!, $role: Role!) {
    updateMembershipRole(userId: $userId, role: $role) {
      id
      role
    }
  }
`);

export const RemoveMembershipDocument = graphql(`
  mutation RemoveMembership($userId: ID!) {
    removeMembership(userId: $userId) {
      id
    }
  }
`);
