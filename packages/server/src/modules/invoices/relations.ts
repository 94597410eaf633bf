import type { GraphQLContext } from '../../graphql/context.js';
import {
  creditNotesOf,
  invoiceAllowanceChargesOf,
  invoiceOfOrders,
  invoiceLinesOf,
  ordersOf,
  paymentMethodsOf,
} from './repository.js';

/** The invoice relations' loaders of the request, each reading a whole page's invoices at once. */
export const invoiceLoaders = (ctx: GraphQLContext) => ({
  orders: ctx.loaders.get('invoice:orders', ordersOf),
  lines: ctx.loaders.get('invoice:lines', invoiceLinesOf),
  allowanceCharges: ctx.loaders.get('invoice:allowanceCharges', invoiceAllowanceChargesOf),
  paymentMethods: ctx.loaders.get('invoice:paymentMethods', paymentMethodsOf),
  creditNotes: ctx.loaders.get('invoice:creditNotes', creditNotesOf),
  ofOrder: ctx.loaders.get('invoice:ofOrder', invoiceOfOrders),
});
