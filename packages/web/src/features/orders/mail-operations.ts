import { graphql } from '../../gql';

/** The order's mail log and where a new mail goes by default; the log section and the e-mail dialog share it. */
export const OrderMailsDocument = graphql(`
  query OrderMails($id: ID!) {
    order(id: $id) {
      id
      defaultMailRecipient
      mails {
        id
        pdfType
        recipient
        subject
        status
        error
        createdAt
        sentAt
        attempts {
          at
          outcome
          answer
        }
        attachments {
          id
          fileName
          size
        }
      }
    }
  }
`);

export const EmailOrderDocument = graphql(`
  mutation EmailOrder($id: ID!, $input: EmailOrderInput!) {
    emailOrder(id: $id, input: $input) {
      id
      status
    }
  }
`);
