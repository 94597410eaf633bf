/** Where the goods go: a copy of the customer's delivery location when the order was saved. */
export type OrderDelivery = {
  address: string | null;
  additionalAddress: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string;
};

/** A party of an order as frozen at lock: who sells (the unit) or who buys (the customer). */
export type OrderParty = {
  name: string;
  organizationNumber: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string;
  email: string | null;
  phone: string | null;
  /** The supplier's VAT regulation at lock (orders locked before it was kept have none). */
  vatRegulation?: string | null;
};

export type StoredTaxSubtotal = {
  taxCategory: string;
  taxPercent: string;
  taxableAmount: string;
  taxAmount: string;
};
