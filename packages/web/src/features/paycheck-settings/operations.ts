import { graphql } from '../../gql';

graphql(`
  fragment PaycheckSettingFields on UnitPaycheckSetting {
    altinnSystemUserName
    altinnSystemPasswordSet
    calculationForTax
    currencyCode
    defaultCreditDays
    defaultVacationMoneyPercentage
    defaultWorkRelation {
      subUnitId
      occupationCode
      employmentType
      durationType
      shiftType
      hoursEveryWeekWithFullEmployment
      employmentPercentage
    }
    municipality {
      number
      name
    }
    startingPaycheckNumber
    halfTaxMonth
    savedAt
  }
`);

export const UnitPaycheckSettingDocument = graphql(`
  query UnitPaycheckSetting {
    unitPaycheckSetting {
      ...PaycheckSettingFields
    }
  }
`);

export const SaveUnitPaycheckSettingDocument = graphql(`
  mutation SaveUnitPaycheckSetting($input: SaveUnitPaycheckSettingInput!) {
    saveUnitPaycheckSetting(input: $input) {
      ...PaycheckSettingFields
    }
  }
`);
