/** What a stored file is for; each kind has its allowed types and the flag that may upload it. */
export const FILE_KINDS = [
  'product_image',
  'logo',
  'attachment',
  'invoice_attachment',
  'tax_card',
  'bank_file',
  // An owner's export of all the unit's data (modules/unit-exports), made by the server, never uploaded.
  'unit_export',
] as const;
export type FileKind = (typeof FILE_KINDS)[number];
