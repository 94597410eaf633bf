/** Where a form keeps what belongs to no field; AppForm shows it above the fields. */
export const FORM_ERROR = 'root.server' as const;

/** Server attribute (or "model.attribute") → the form's field, where the names differ. */
export type ServerFieldMap = Record<string, string>;
