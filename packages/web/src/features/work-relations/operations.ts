import { graphql } from '../../gql';

export const WorkRelationsDocument = graphql(`
  query WorkRelations($employeeId: ID!) {
    workRelations(employeeId: $employeeId) {
      id
      employeeId
      subUnitId
      subUnit {
        id
        name
        organizationNumber
      }
      occupationCode
      occupation {
        code
        name
      }
      startDate
      endDate
      pensionEndDate
      endReason
      samePositionSince
      shiftType
      employmentType
      durationType
      employmentPercentage
      employmentPercentageUpdated
      hoursEveryWeekWithFullEmployment
      lastSalaryChange
      onLeaveToday
      leaves {
        id
        leaveId
        leaveType
        description
        startDate
        endDate
        percentageLeave
      }
    }
  }
`);

export const CreateWorkRelationDocument = graphql(`
  mutation CreateWorkRelation($employeeId: ID!, $input: WorkRelationInput!) {
    createWorkRelation(employeeId: $employeeId, input: $input) {
      id
    }
  }
`);

export const UpdateWorkRelationDocument = graphql(`
  mutation UpdateWorkRelation($id: ID!, $input: WorkRelationInput!) {
    updateWorkRelation(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteWorkRelationDocument = graphql(`
  mutation DeleteWorkRelation($id: ID!) {
    deleteWorkRelation(id: $id) {
      id
    }
  }
`);

/** What a new relation starts from: the unit's default work relation (paycheck settings). */
export const WorkRelationDefaultsDocument = graphql(`
  query WorkRelationDefaults {
    unitPaycheckSetting {
      defaultWorkRelation {
        subUnitId
        occupationCode
        employmentType
        durationType
        shiftType
        hoursEveryWeekWithFullEmployment
        employmentPercentage
      }
    }
  }
`);
