import { graphql } from '../../gql';

/** What the payments section shows of an invoice: its sums, its status and each payment. */
export const InvoicePaymentsDocument = graphql(`
  query InvoicePayments($id: ID!) {
    invoice(id: $id) {
      id
      kind
      status
      currencyCode
      payableAmount
      creditedAmount
      paidAmount
      remainingAmount
      payments {
        id
        paymentDate
        amount
        kid
        archiveReference
        source
        note
      }
    }
  }
`);

export const RegisterPaymentDocument = graphql(`
  mutation RegisterPayment($invoiceId: ID!, $input: RegisterPaymentInput!) {
    registerPayment(invoiceId: $invoiceId, input: $input) {
      id
    }
  }
`);

export const DeletePaymentDocument = graphql(`
  mutation DeletePayment($id: ID!) {
    deletePayment(id: $id) {
      id
    }
  }
`);

export const ImportBankPaymentsDocument = graphql(`
  mutation ImportBankPayments($fileId: ID!) {
    importBankPayments(fileId: $fileId) {
      import {
        id
        fileName
        format
        matchedCount
        matchedAmount
        duplicateCount
      }
      unmatched {
        kid
        amount
        paymentDate
        archiveReference
        reason
        invoice {
          id
          number
        }
      }
      duplicates
      skipped {
        reason
        entry
        detail
      }
    }
  }
`);

export const BankPaymentImportsDocument = graphql(`
  query BankPaymentImports($limit: Int) {
    bankPaymentImports(limit: $limit) {
      totalCount
      items {
        id
        fileName
        format
        matchedCount
        matchedAmount
        duplicateCount
        createdAt
        unmatched {
          kid
          amount
          paymentDate
          archiveReference
          reason
        }
      }
    }
  }
`);
