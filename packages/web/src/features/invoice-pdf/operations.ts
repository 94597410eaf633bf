import { graphql } from '../../gql';

export const InvoicePdfInfoDocument = graphql(`
  query InvoicePdfInfo($id: ID!, $maxDate: Date) {
    invoice(id: $id) {
      id
      kind
      number
      pdfTypes(maxDate: $maxDate)
    }
  }
`);
