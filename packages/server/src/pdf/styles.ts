import { StyleSheet } from '@react-pdf/renderer';

/** The layout's measures and styles, shared by the parts of the sales-document and payslip layouts. */
export const MM = 72 / 25.4;
export const INK = '#1d1d1b';
export const MUTED = '#5f6368';
export const RULE = '#c8c8c8';
/** The payment slip's height and its distance from the page's bottom edge (above the footer). */
export const SLIP_HEIGHT = 48 * MM;
export const SLIP_BOTTOM = 29 * MM;

export const styles = StyleSheet.create({
  page: { paddingTop: 15 * MM, paddingBottom: 30 * MM, paddingHorizontal: 20 * MM, fontSize: 9, color: INK },
  header: { flexDirection: 'row', justifyContent: 'space-between', height: 30 * MM },
  logo: { maxWidth: 60 * MM, maxHeight: 22 * MM, objectFit: 'contain' },
  supplierName: { fontSize: 13, fontWeight: 'bold' },
  senderBlock: { alignItems: 'flex-end', fontSize: 8.5, color: MUTED },
  // The recipient sits where a C5/E65 window envelope shows it: 20 mm from the left edge, 50 mm from the top.
  // At least that high; an invoice's longer list of references pushes the lines down rather than under them.
  addressRow: { flexDirection: 'row', justifyContent: 'space-between', minHeight: 50 * MM },
  recipient: { width: 85 * MM, paddingTop: 5 * MM, fontSize: 10 },
  recipientName: { fontWeight: 'bold' },
  // The sender on one line at the top of the envelope's window, for the post to return an undeliverable letter.
  returnAddress: { fontSize: 6.5, color: MUTED, textDecoration: 'underline', marginBottom: 2 * MM },
  meta: { width: 72 * MM },
  title: { fontSize: 18, fontWeight: 'bold', marginBottom: 3 * MM },
  metaRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 0.6 },
  metaLabel: { color: MUTED },
  delivery: { marginBottom: 5 * MM },
  label: { color: MUTED, fontSize: 8 },
  tableHead: {
    flexDirection: 'row',
    borderBottomWidth: 0.8,
    borderBottomColor: INK,
    paddingBottom: 2,
    fontWeight: 'bold',
    fontSize: 8,
  },
  row: { flexDirection: 'row', borderBottomWidth: 0.3, borderBottomColor: RULE, paddingVertical: 3 },
  cell: { paddingRight: 4 },
  number: { textAlign: 'right' },
  lineDescription: { color: MUTED, fontSize: 8, marginTop: 1 },
  totals: { marginTop: 5 * MM, marginLeft: 'auto', width: 85 * MM },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 1.5 },
  payable: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.8,
    borderTopColor: INK,
    borderBottomWidth: 2,
    borderBottomColor: INK,
    marginTop: 2,
    paddingVertical: 3,
    fontSize: 11,
    fontWeight: 'bold',
  },
  terms: { marginTop: 6 * MM },
  note: { marginTop: 4 * MM },
  legalNote: { marginTop: 2 * MM, fontSize: 8, color: MUTED },
  creditReference: { marginBottom: 2 * MM, fontWeight: 'bold' },
  attachments: { marginTop: 2 * MM, fontSize: 8 },
  // An invoice or notice keeps the bottom of every page free for the payment slip of the first.
  pageWithSlip: { paddingBottom: SLIP_BOTTOM + SLIP_HEIGHT + 4 * MM },
  settlement: { marginTop: 4 * MM, marginLeft: 'auto', width: 85 * MM },
  remaining: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.8,
    borderTopColor: INK,
    marginTop: 2,
    paddingVertical: 2,
    fontWeight: 'bold',
  },
  noticeIntro: { marginBottom: 5 * MM, fontSize: 10 },
  noticeAmounts: { width: 110 * MM },
  noticeDueDate: { marginTop: 3 * MM, fontSize: 10, fontWeight: 'bold' },
  // The giro-like payment slip: a ruled box across the page above the footer, first page only.
  slipArea: { position: 'absolute', bottom: SLIP_BOTTOM, left: 20 * MM, right: 20 * MM, height: SLIP_HEIGHT },
  slip: { flexGrow: 1, borderWidth: 1, borderColor: INK },
  slipHead: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    backgroundColor: '#ececec',
    borderBottomWidth: 1,
    borderBottomColor: INK,
    paddingHorizontal: 3 * MM,
    paddingVertical: 1.5 * MM,
    fontWeight: 'bold',
  },
  slipParties: { flexDirection: 'row', flexGrow: 1, borderBottomWidth: 1, borderBottomColor: INK },
  slipCell: { flexGrow: 1, flexBasis: 0, paddingHorizontal: 3 * MM, paddingVertical: 1.5 * MM },
  slipDivider: { borderLeftWidth: 1, borderLeftColor: INK },
  slipFields: { flexDirection: 'row', height: 15 * MM },
  slipLabel: { fontSize: 7, color: MUTED, marginBottom: 1 },
  slipValue: { fontSize: 11, fontWeight: 'bold' },
  slipSmall: { fontSize: 8 },
  // The payslip: net pay larger than an invoice's total (what the employee looks for), then the
  // year-to-date and holiday pay boxes side by side.
  netPay: { fontSize: 13 },
  payslipBoxes: { flexDirection: 'row', justifyContent: 'space-between', marginTop: 6 * MM },
  payslipBox: {
    width: 82 * MM,
    borderWidth: 0.5,
    borderColor: RULE,
    paddingHorizontal: 2 * MM,
    paddingVertical: 1.5 * MM,
  },
  boxTitle: { fontWeight: 'bold', marginBottom: 1 * MM },
  footer: {
    position: 'absolute',
    bottom: 10 * MM,
    left: 20 * MM,
    right: 20 * MM,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 2 * MM,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 7.5,
    color: MUTED,
  },
});
