import { graphql } from '../../gql';

export const CarsDocument = graphql(`
  query Cars($limit: Int, $offset: Int, $orderBy: CarOrderBy, $orderDirection: OrderDirection, $filters: CarFilters) {
    cars(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {
      totalCount
      items {
        id
        name
        description
        carType
        fuel
        modelYear
        purchasedDate
        purchasedPrice
        norwegianListPriceAsNew
        seats
        soldDate
        soldPrice
        enableVat
        carRegistrations {
          id
          registrationNumber
        }
      }
    }
  }
`);

export const CreateCarDocument = graphql(`
  mutation CreateCar($input: CarInput!) {
    createCar(input: $input) {
      id
    }
  }
`);

export const UpdateCarDocument = graphql(`
  mutation UpdateCar($id: ID!, $input: CarInput!) {
    updateCar(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteCarDocument = graphql(`
  mutation DeleteCar($id: ID!) {
    deleteCar(id: $id) {
      id
    }
  }
`);

export const GovernmentCarSearchDocument = graphql(`
  query GovernmentCarSearch($registrationNumber: String!) {
    governmentCarSearch(registrationNumber: $registrationNumber) {
      registrationNumber
      make
      model
      modelYear
      fuel
      carType
      seats
      norwegianListPriceAsNew
    }
  }
`);
