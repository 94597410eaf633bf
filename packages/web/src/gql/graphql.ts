/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccessRequestStatus =
  | 'APPROVED'
  | 'DECLINED'
  | 'PENDING';

/** How the user confirms an Altinn login: a PIN from Altinn or one sent by SMS */
export type AltinnPinMethod =
  | 'ALTINN_PIN'
  | 'SMS_PIN';

export type AmeldingAction =
  | 'ARCHIVE'
  | 'CANCEL'
  | 'CHECK_STATUS'
  | 'FETCH_FEEDBACK'
  | 'REPLACE'
  | 'RESEND';

export type AmeldingDeviationSeverity =
  | 'GUIDELINE'
  | 'IMMEDIATE'
  | 'REJECTION';

export type AmeldingFilters = {
  /** Default false: the list leaves archived messages out */
  archived?: boolean | null | undefined;
  status?: AmeldingStatus | null | undefined;
  year?: number | null | undefined;
};

export type AmeldingKind =
  | 'CANCELLATION'
  | 'ORDINARY'
  | 'REPLACEMENT';

export type AmeldingMonthState =
  | 'NOTHING_TO_REPORT'
  | 'NOT_DUE'
  | 'NOT_REPORTED'
  | 'OVERDUE'
  | 'REJECTED'
  | 'REPORTED'
  | 'SHOULD_REPORT'
  | 'WAITING';

export type AmeldingReceipt =
  | 'RECEIVED'
  | 'REJECTED'
  | 'REPLACED';

export type AmeldingStatus =
  | 'CANCELLED'
  | 'FAILED_SENDING'
  | 'FEEDBACK_READY'
  | 'PENDING'
  | 'REJECTED'
  | 'REPLACED'
  | 'SOMETHING_WRONG'
  | 'SUCCESSFUL';

/** OCR: Nets OCR giro; CAMT054: ISO 20022 camt.054 (BankToCustomerDebitCreditNotification) */
export type BankFileFormat =
  | 'CAMT054'
  | 'OCR';

/** The a-melding fordel a pay line is reported under */
export type BenefitKind =
  | 'kontantytelse'
  | 'naturalytelse'
  | 'utgiftsgodtgjoerelse';

export type CarFilters = {
  name?: string | null | undefined;
  registrationNumber?: string | null | undefined;
  /** true: only cars with a sold date; false: only cars without one */
  sold?: boolean | null | undefined;
};

/** ELECTRONIC is the spec’s name for an electric vehicle */
export type CarFuel =
  | 'DIESEL'
  | 'ELECTRONIC'
  | 'GASOLINE';

export type CarInput = {
  /** The whole list: rows with an id are kept, rows without one added, the car’s other rows removed; left out on update: unchanged */
  carRegistrations?: Array<CarRegistrationInput> | null | undefined;
  carType?: CarType | null | undefined;
  description?: string | null | undefined;
  /** true when left out */
  enableVat?: boolean | null | undefined;
  fuel?: CarFuel | null | undefined;
  modelYear?: number | null | undefined;
  name: string;
  norwegianListPriceAsNew?: string | null | undefined;
  purchasedDate?: string | null | undefined;
  purchasedPrice?: string | null | undefined;
  seats?: number | null | undefined;
  soldDate?: string | null | undefined;
  soldPrice?: string | null | undefined;
};

export type CarOrderBy =
  | 'car_type'
  | 'fuel'
  | 'model_year'
  | 'name'
  | 'purchased_date'
  | 'sold_date';

export type CarRegistrationInput = {
  /** A registration of this car to keep (and renumber); left out for a new one */
  id?: string | number | null | undefined;
  registrationNumber: string;
};

export type CarType =
  | 'BIKE'
  | 'PERSONAL'
  | 'SCOOTER'
  | 'TRACTOR'
  | 'TRAILER'
  | 'TRUCK'
  | 'TRUCK_TRAILER'
  | 'VAN';

/** How the supplier's contact person (the user issuing a document) is named on the unit's documents */
export type CompanyNameOption =
  | 'FIRST_NAME'
  | 'FULL_NAME'
  | 'LAST_NAME';

export type CreateCreditNoteInput = {
  customNote?: string | null | undefined;
  issueDate: string;
  /** The lines and quantities to credit; left out or null: all that remains of the invoice */
  lines?: Array<CreditNoteLineInput> | null | undefined;
  /** Why the invoice is credited (required on credit notes) */
  reason: string;
};

export type CreateInvoiceInput = {
  /** Files uploaded with kind invoice_attachment; at most 15 MB together */
  attachmentIds?: Array<string | number> | null | undefined;
  /** The invoice settings' note when left out */
  customNote?: string | null | undefined;
  dueDate: string;
  /** NOK for one unit of the orders' currency, above 0, at most six decimals: required when it is not NOK, refused when it is */
  exchangeRate?: string | null | undefined;
  issueDate: string;
  /** Locked, not yet invoiced orders of one customer */
  orderIds: Array<string | number>;
  /** Their amounts sum exactly to the payable amount */
  paymentMethods: Array<InvoicePaymentMethodInput>;
};

export type CreateOverdueNoticeInput = {
  /** The reminder fee: at most the unit's fee and the legal maximum of the issue date, 0 after two fees */
  charge: string;
  /** At least 14 days after the issue date */
  dueDate: string;
  /** Claim late-payment interest on the remaining amount up to the issue date */
  includeInterest: boolean;
  /** At the earliest 14 days after the due date */
  issueDate: string;
};

export type CreateUnitInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  /** ISO 3166 alpha-2; NO when left out */
  countryCode?: string | null | undefined;
  identities?: Array<UnitIdentityInput> | null | undefined;
  isCompany: boolean;
  name: string;
  unofficialName?: string | null | undefined;
  zip?: string | null | undefined;
};

export type CreateWebstoreApiTokenInput = {
  description: string;
  /** After today, at most two years ahead */
  expiryDate?: string | null | undefined;
};

export type CreditNoteLineInput = {
  /** A line of the invoice (Invoice.creditableLines' lineId) */
  lineId: string | number;
  /** How much of it to credit, above 0 */
  quantity: string;
};

export type CustomerContactInput = {
  comment?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  jobTitle?: string | null | undefined;
  lastName?: string | null | undefined;
  phone?: string | null | undefined;
};

export type CustomerDeliveryLocationInput = {
  additionalAddress?: string | null | undefined;
  address?: string | null | undefined;
  city?: string | null | undefined;
  /** ISO 3166 alpha-2; NO when left out */
  countryCode?: string | null | undefined;
  /** Four digits in Norway */
  zip?: string | null | undefined;
};

export type CustomerFilters = {
  /** Part of the e-mail address */
  email?: string | null | undefined;
  /** Part of the name or the alias */
  name?: string | null | undefined;
  /** Part of the organisation number; spaces are ignored */
  organizationNumber?: string | null | undefined;
};

/** A whole customer: the lists replace the saved ones */
export type CustomerInput = {
  /** Required, 0 to 365 */
  creditDays?: number | null | undefined;
  /** Required when invoiceDeliveryMethod is EMAIL */
  customEmail?: string | null | undefined;
  customPhone?: string | null | undefined;
  customerContacts?: Array<CustomerContactInput> | null | undefined;
  deliveryLocations: Array<CustomerDeliveryLocationInput>;
  /** Required; EHF needs a company with a valid organisation number */
  invoiceDeliveryMethod?: InvoiceDeliveryMethod | null | undefined;
  isCompany: boolean;
  name: string;
  /** NAME when left out */
  nameOption?: CustomerNameOption | null | undefined;
  /** Required for a company (MOD11); spaces allowed; ignored for a person */
  organizationNumber?: string | null | undefined;
  /** A user of the unit; the creator when left out on create, unchanged when left out on update */
  ownerId?: string | number | null | undefined;
  reference?: string | null | undefined;
  /** The alias; required when nameOption is ALIAS */
  unofficialName?: string | null | undefined;
};

/** Which name lists and documents show: the alias (unofficialName) or the name */
export type CustomerNameOption =
  | 'ALIAS'
  | 'NAME';

export type CustomerOrderBy =
  | 'credit_days'
  | 'email'
  | 'organization_number'
  | 'unit_name';

/** How an invoice reaches the buyer: e-mail, post or EHF (Peppol BIS Billing 3.0) */
export type DeliveryChannel =
  | 'EHF'
  | 'EMAIL'
  | 'MAIL';

/** Where a delivery stands. E-mail: PENDING, DELIVERED, FAILED. Post: DELIVERED (printed). EHF: BEFORE_SENDING, PENDING, SENT (awaiting reply), RECEIVED (by our access point), DELIVERED (to the receiver’s access point), FAILED */
export type DeliveryState =
  | 'BEFORE_SENDING'
  | 'DELIVERED'
  | 'FAILED'
  | 'PENDING'
  | 'RECEIVED'
  | 'SENT';

export type DepartmentFilters = {
  code?: string | null | undefined;
  name?: string | null | undefined;
};

export type DepartmentInput = {
  code: string;
  /** true when left out */
  enableVat?: boolean | null | undefined;
  endDate?: string | null | undefined;
  name: string;
  startDate?: string | null | undefined;
};

export type DepartmentOrderBy =
  | 'code'
  | 'end_date'
  | 'name'
  | 'start_date';

/** ansettelsesform: permanent or temporary, and whether hired out */
export type DurationType =
  | 'fast'
  | 'fastAnsattUtleid'
  | 'midlertidig'
  | 'midlertidigAnsattSomTilkallingsvikar'
  | 'midlertidigAnsattUtleid';

/** FATAL blocks sending; WARNING does not */
export type EhfFindingFlag =
  | 'FATAL'
  | 'WARNING';

export type EmailOrderInput = {
  /** Put above the standard text of the mail */
  message?: string | null | undefined;
  pdfType: OrderPdfType;
  /** An e-mail address; the customer's (defaultMailRecipient) when left out */
  recipient?: string | null | undefined;
};

export type EmployeeFilters = {
  /** Contained in the first or last name */
  name?: string | null | undefined;
  /** Contained in the personal or temporary number */
  socialSecurityNumber?: string | null | undefined;
  status?: EmployeeStatus | null | undefined;
};

export type EmployeeInput = {
  address: string;
  /** Norwegian account number (11 digits, mod 11) */
  bban?: string | null | undefined;
  birthDate: string;
  /** Why the birth date differs from the number’s */
  birthDateMismatchReason?: string | null | undefined;
  city: string;
  /** ISO 3166 code; NO when left out */
  countryCode?: string | null | undefined;
  /** Left out: the unit’s default on create (paycheck settings, else 0), unchanged on update */
  creditDays?: number | null | undefined;
  email?: string | null | undefined;
  firstName: string;
  /** Needs swift */
  iban?: string | null | undefined;
  lastName: string;
  phone?: string | null | undefined;
  /** ISO 3166 code of the phone number; required with a phone */
  phoneCountry?: string | null | undefined;
  postbox?: string | null | undefined;
  postboxCity?: string | null | undefined;
  postboxZip?: string | null | undefined;
  /** This or temporarySocialSecurityNumber is required */
  socialSecurityNumber?: string | null | undefined;
  swift?: string | null | undefined;
  temporarySocialSecurityNumber?: string | null | undefined;
  /** Left out: the unit’s default on create (paycheck settings, else 10.20), unchanged on update */
  vacationMoneyPercentage?: string | null | undefined;
  zip: string;
};

export type EmployeeOrderBy =
  | 'birth_date'
  | 'first_name'
  | 'last_name'
  | 'status';

/** Derived from the work relations on today’s date (Oslo) */
export type EmployeeStatus =
  | 'ACTIVE'
  | 'ENDED'
  | 'NOT_STARTED'
  | 'PENSION';

export type EmployeeTaxCardInput = {
  calendarYear: number;
  taxDeductionMethod: TaxDeductionMethod;
  /** Required with TAX_EXEMPTION, above 0; ignored otherwise */
  taxExemptionAmountLimit?: string | null | undefined;
  /** Required with the percentage methods; optional otherwise (an exemption card defaults to 50) */
  taxPercentage?: string | null | undefined;
  /** Required with MAIN_EMPLOYER_TABLE; ignored otherwise */
  taxTable?: string | null | undefined;
};

/** arbeidsforholdstype: the kind of employment of a work relation */
export type EmploymentType =
  | 'frilanserOppdragstakerHonorarPersonerMm'
  | 'maritimtArbeidsforhold'
  | 'ordinaertArbeidsforhold'
  | 'pensjonOgAndreTyperYtelserUtenAnsettelsesforhold';

/** The month monthly pay gets half tax (table and percentage cards) */
export type HalfTaxMonth =
  | 'DECEMBER'
  | 'NOVEMBER';

/** How invoices reach the customer: by e-mail, by postal mail or as an EHF electronic invoice */
export type InvoiceDeliveryMethod =
  | 'EHF'
  | 'EMAIL'
  | 'MAIL';

/** A flag left out keeps its default */
export type InvoiceDisplaySettingsInput = {
  showCar?: boolean | null | undefined;
  showDepartment?: boolean | null | undefined;
  showInvoiceAllowance?: boolean | null | undefined;
  showInvoiceCharge?: boolean | null | undefined;
  showLineAllowance?: boolean | null | undefined;
  showLineCharge?: boolean | null | undefined;
  showLineTaxAmount?: boolean | null | undefined;
  showOrderedQuantity?: boolean | null | undefined;
  showProject?: boolean | null | undefined;
  showTaxAmount?: boolean | null | undefined;
};

/** A PDF of an invoice (GET /pdf/invoices/{id}?type=) */
export type InvoiceDocumentType =
  | 'creditNote'
  | 'invoice'
  | 'overdueNotice';

export type InvoiceFilters = {
  customerId?: string | number | null | undefined;
  /** Issued on or after */
  dateFrom?: string | null | undefined;
  /** Issued on or before */
  dateTo?: string | null | undefined;
  /** The whole KID; spaces are ignored */
  kid?: string | null | undefined;
  kind?: InvoiceKind | null | undefined;
  status?: InvoiceStatus | null | undefined;
};

export type InvoiceKind =
  | 'CREDIT_NOTE'
  | 'INVOICE';

export type InvoiceOrderBy =
  | 'due_date'
  | 'issue_date'
  | 'number'
  | 'payable_amount';

export type InvoicePaymentMethodInput = {
  amount: string;
  name: string;
};

/** Derived from payments, credit notes and the due date; never set by hand */
export type InvoiceStatus =
  | 'CREDITED'
  | 'CREDIT_NOTE'
  | 'OPEN'
  | 'OVERDUE'
  | 'PAID'
  | 'PARTLY_PAID';

/** All nine accounts of the bookkeeping journal, each 4 to 6 digits */
export type JournalAccountsInput = {
  /** Bank deposits that payments go into (1920 Bankinnskudd) */
  bank: string;
  /** Late-payment interest (8050 Annen renteinntekt) */
  interestIncome: string;
  /** Output VAT (2700 Utgående merverdiavgift) */
  outputVat: string;
  /** Customer receivables (1500 Kundefordringer); the customer number is the sub-ledger */
  receivables: string;
  /** Reminder fees of overdue notices, no VAT (3900 Annen driftsrelatert inntekt) */
  reminderFee: string;
  /** Sales outside the VAT act, SAF-T codes 6 and 7 (3200 Salgsinntekt, utenfor avgiftsområdet) */
  revenueOutsideVat: string;
  /** Sales with SAF-T codes 3, 31, 32 and 33 (3000 Salgsinntekt, avgiftspliktig) */
  revenueVatLiable: string;
  /** Zero-rated sales and exports, SAF-T codes 5, 51 and 52 (3100 Salgsinntekt, avgiftsfri) */
  revenueZeroRated: string;
  /** Rounding of the payable amount (7740 Øreavrunding) */
  rounding: string;
};

export type KidModDigit =
  | 'MOD10'
  | 'MOD11';

/** permisjonOgPermittering beskrivelse: the kind of leave or layoff (permittering) */
export type LeaveType =
  | 'andreIkkeLovfestedePermisjoner'
  | 'andreLovfestedePermisjoner'
  | 'permisjon'
  | 'permisjonMedForeldrepenger'
  | 'permisjonVedMilitaertjeneste'
  | 'permittering'
  | 'utdanningspermisjon'
  | 'utdanningspermisjonIkkeLovfestet'
  | 'utdanningspermisjonLovfestet'
  | 'velferdspermisjon';

/** QUEUED: waiting for the mail job (again after a refused attempt); SENT: accepted by the SMTP server; OUTBOX: kept in the outbox because no SMTP server is configured; FAILED: refused at its last attempt */
export type MailStatus =
  | 'FAILED'
  | 'OUTBOX'
  | 'QUEUED'
  | 'SENT';

export type MainPaycheckLineTemplateFilters = {
  active?: boolean | null | undefined;
  description?: string | null | undefined;
  payCode?: PayCode | null | undefined;
};

export type MainPaycheckLineTemplateInput = {
  /** Four digits (NS 4102); left out on update: unchanged */
  accountNumber?: string | null | undefined;
  /** true when left out */
  active?: boolean | null | undefined;
  altinnDescription?: string | null | undefined;
  /** Required with a pay code (both or neither) */
  altinnFordel?: BenefitKind | null | undefined;
  /** true when left out */
  calculatePositive?: boolean | null | undefined;
  /** CASHEDOUT when left out */
  calculationType?: PaycheckLineCalculationType | null | undefined;
  carOverwrite?: boolean | null | undefined;
  departmentOverwrite?: boolean | null | undefined;
  description: string;
  editableFromEmployeePage?: boolean | null | undefined;
  /** Positive, unique in the unit */
  number: number;
  /** Required with a benefit kind (both or neither) */
  payCode?: PayCode | null | undefined;
  projectOverwrite?: boolean | null | undefined;
  /** Salary figure (needs canViewSalaries); left out on update: unchanged */
  quantity?: string | null | undefined;
  /** Salary figure (needs canViewSalaries); left out on update: unchanged */
  rate?: string | null | undefined;
  /** Salary figure (needs canViewSalaries); left out on update: unchanged */
  sum?: string | null | undefined;
};

export type MainPaycheckLineTemplateOrderBy =
  | 'description'
  | 'number';

export type MunicipalityDetailsInput = {
  address?: string | null | undefined;
  /** Bank account, 11 digits with a MOD11 check digit */
  bban?: string | null | undefined;
  city?: string | null | undefined;
  contactEmail?: string | null | undefined;
  contactName?: string | null | undefined;
  contactPhone?: string | null | undefined;
  organizationName?: string | null | undefined;
  /** Nine digits with a MOD11 check digit */
  organizationNumber?: string | null | undefined;
  zip?: string | null | undefined;
};

export type MunicipalityFilters = {
  /** County names containing this */
  county?: string | null | undefined;
  /** Names containing this */
  name?: string | null | undefined;
  /** Numbers starting with this */
  number?: string | null | undefined;
  /** A number prefix or a name containing it, as municipalitySearch */
  term?: string | null | undefined;
  /** Municipalities with (a part in) this employer tax zone */
  zone?: string | null | undefined;
};

export type MunicipalityOrderBy =
  | 'county_name'
  | 'name'
  | 'number';

export type OccupationFilters = {
  /** Codes starting with this */
  code?: string | null | undefined;
  /** Names containing this */
  name?: string | null | undefined;
  /** A code prefix or a name containing it, as occupationSearch */
  term?: string | null | undefined;
};

export type OccupationOrderBy =
  | 'code'
  | 'name';

export type OrderAllowanceChargeInput = {
  amount?: string | null | undefined;
  chargeIndicator: boolean;
  /** Percent of the lines of its VAT category; or give an amount */
  percent?: string | null | undefined;
  reason?: string | null | undefined;
  taxExemptionReason?: string | null | undefined;
  vatRateSymbol: VatRateSymbol;
};

export type OrderDeliveryInput = {
  additionalAddress?: string | null | undefined;
  address?: string | null | undefined;
  city?: string | null | undefined;
  /** ISO 3166 alpha-2; NO when left out */
  countryCode?: string | null | undefined;
  zip?: string | null | undefined;
};

export type OrderDirection =
  | 'ASC'
  | 'DESC';

export type OrderFilters = {
  customerId?: string | number | null | undefined;
  /** On or after */
  dateFrom?: string | null | undefined;
  /** On or before */
  dateTo?: string | null | undefined;
  invoiced?: boolean | null | undefined;
  status?: OrderStatus | null | undefined;
};

/** A whole order: the lines and allowances replace the saved ones */
export type OrderInput = {
  allowanceCharges?: Array<OrderAllowanceChargeInput> | null | undefined;
  carRegistrationId?: string | number | null | undefined;
  /** The invoice settings' currency when left out */
  currencyCode?: string | null | undefined;
  customerId: string | number;
  /** The VAT rates in force on it apply */
  date: string;
  /** The customer's main address when left out */
  delivery?: OrderDeliveryInput | null | undefined;
  departmentId?: string | number | null | undefined;
  isExport?: boolean | null | undefined;
  lines: Array<OrderLineInput>;
  note?: string | null | undefined;
  projectId?: string | number | null | undefined;
  /** The customer's reference; required */
  reference?: string | null | undefined;
};

export type OrderLineAllowanceChargeInput = {
  amount?: string | null | undefined;
  /** true for a charge, false for an allowance */
  chargeIndicator: boolean;
  /** Percent of quantity × price; or give an amount */
  percent?: string | null | undefined;
};

/** A product line (what is left out comes from the product) or a free-text line */
export type OrderLineInput = {
  allowanceCharge?: OrderLineAllowanceChargeInput | null | undefined;
  /** The quantity the price is for; 1 when left out */
  baseQuantity?: string | null | undefined;
  itemDescription?: string | null | undefined;
  /** Required without a product; the product's name otherwise */
  itemName?: string | null | undefined;
  /** What was ordered, for the difference order */
  orderedQuantity?: string | null | undefined;
  /** The product's sale price on the order's date when left out */
  priceAmount?: string | null | undefined;
  productId?: string | number | null | undefined;
  /** Delivered; negative takes back */
  quantity: string;
  /** The product's number when left out */
  sellersItemIdentification?: string | null | undefined;
  /** Required for EXEMPT; not allowed for the rated categories nor ZERO */
  taxExemptionReason?: string | null | undefined;
  unitOfMeasureCode?: string | null | undefined;
  /** The product's when left out */
  vatRateSymbol?: VatRateSymbol | null | undefined;
};

export type OrderOrderBy =
  | 'date'
  | 'number'
  | 'payable_amount';

/** The PDFs of an order: the packing slip has no prices */
export type OrderPdfType =
  | 'offer'
  | 'order'
  | 'orderConfirmation'
  | 'packingSlip';

/** OPEN → LOCKED (lock), OPEN or LOCKED → CANCELLED (cancel); invoiced is a flag beside it */
export type OrderStatus =
  | 'CANCELLED'
  | 'LOCKED'
  | 'OPEN';

/** The a-melding lønnsbeskrivelse of a pay line */
export type PayCode =
  | 'aksjerGrunnfondsbevisTilUnderkurs'
  | 'annet'
  | 'arbeidsoppholdKost'
  | 'arbeidsoppholdLosji'
  | 'beregnetSkatt'
  | 'besoeksreiserHjemmetAnnet'
  | 'besoeksreiserHjemmetKilometergodtgjoerelseBil'
  | 'besoeksreiserHjemmetKost'
  | 'betaltUtenlandskSkatt'
  | 'bil'
  | 'bolig'
  | 'bonus'
  | 'bonusFraForsvaret'
  | 'elektroniskKommunikasjon'
  | 'fastBilgodtgjoerelse'
  | 'fastTillegg'
  | 'fastloenn'
  | 'feriepenger'
  | 'flyttegodtgjoerelse'
  | 'fondForIdrettsutoevere'
  | 'friTransport'
  | 'godtgjoerelseSaeravtaleUtland'
  | 'helligdagstillegg'
  | 'honorarAkkordProsentProvisjon'
  | 'hyretillegg'
  | 'ikkeSkattepliktigLoennFraUtenlandskDiplomKonsulStasjon'
  | 'innbetalingTilUtenlandskPensjonsordning'
  | 'kapitalInntekt'
  | 'kilometergodtgjoerelseAndreFremkomstmidler'
  | 'kilometergodtgjoerelseBil'
  | 'kilometergodtgjoerelsePassasjertillegg'
  | 'kommunalOmsorgsloennOgFosterhjemsgodtgjoerelse'
  | 'kompensasjonstilleggBolig'
  | 'kostDager'
  | 'kostDoegn'
  | 'kostbesparelseIHjemmet'
  | 'loennEtterDoedsfall'
  | 'loennForBarnepassIBarnetsHjem'
  | 'loennTilPrivatpersonerForArbeidIHjemmet'
  | 'loennTilVergeFraFylkesmannen'
  | 'loennUtbetaltAvVeldedigEllerAllmennyttigInstitusjonEllerOrganisasjon'
  | 'loennUtenlandskArtist'
  | 'losji'
  | 'losjiEgenBrakkeCampingvogn'
  | 'opsjoner'
  | 'overtidsgodtgjoerelse'
  | 'reiseAnnet'
  | 'reiseKost'
  | 'reiseKostMedOvernattingPaaHotell'
  | 'reiseKostMedOvernattingPaaHotellBeordringUtover28Doegn'
  | 'reiseKostMedOvernattingPaaHybelBrakkePrivat'
  | 'reiseKostMedOvernattingPaaHybelMedKokEllerPrivat'
  | 'reiseKostMedOvernattingPaaHybelUtenKokEllerPensjonatEllerBrakke'
  | 'reiseKostMedOvernattingPaaPensjonat'
  | 'reiseKostMedOvernattingTilLangtransportsjaafoerForKjoeringIUtlandet'
  | 'reiseKostUtenOvernatting'
  | 'reiseLosji'
  | 'reiseNattillegg'
  | 'rentefordelLaan'
  | 'skattefriErstatning'
  | 'skattefrieUtbetalinger'
  | 'skattepliktigDelForsikringer'
  | 'skattepliktigPersonalrabatt'
  | 'sluttvederlag'
  | 'smusstillegg'
  | 'stipend'
  | 'styrehonorarOgGodtgjoerelseVerv'
  | 'timeloenn'
  | 'tips'
  | 'trekkILoennForFerie'
  | 'uregelmessigeTilleggKnyttetTilArbeidetTid'
  | 'uregelmessigeTilleggKnyttetTilIkkeArbeidetTid'
  | 'yrkebilTjenestligbehovKilometer'
  | 'yrkebilTjenestligbehovListepris';

export type PaycheckFilters = {
  /** Only advanced paychecks (true) or only ordinary ones (false) */
  advancedMode?: boolean | null | undefined;
  employeeId?: string | number | null | undefined;
  periodId?: string | number | null | undefined;
  status?: PaycheckStatus | null | undefined;
  workRelationId?: string | number | null | undefined;
};

export type PaycheckInput = {
  /** Needs canCreateAdvancedPaychecks */
  advancedMode?: boolean | null | undefined;
  comment?: string | null | undefined;
  internalComment?: string | null | undefined;
  /** Left out on create: from the company template and the work relation's template */
  lines?: Array<PaycheckLineInput> | null | undefined;
  /** A manual number: must be below the series' start number */
  number?: string | null | undefined;
  /** Default: the period's payDate */
  paidDate?: string | null | undefined;
  periodId: string | number;
  prepayments?: Array<PaycheckPrepaymentInput> | null | undefined;
  /** Advanced paychecks: the withholding typed by the user */
  taxDeduction?: string | null | undefined;
  workRelationId: string | number;
};

/** CASHEDOUT: paid out; CALCULATED: only calculated (taxed and reported), e.g. a benefit in kind */
export type PaycheckLineCalculationType =
  | 'CALCULATED'
  | 'CASHEDOUT';

export type PaycheckLineInput = {
  altinn?: boolean | null | undefined;
  /** Advanced paychecks only, as the flags below */
  altinnFordel?: string | null | undefined;
  calculationType?: string | null | undefined;
  carId?: string | number | null | undefined;
  departmentId?: string | number | null | undefined;
  description?: string | null | undefined;
  employerTax?: boolean | null | undefined;
  garnishment?: boolean | null | undefined;
  /** Required unless the paycheck is advanced */
  mainTemplateId?: string | number | null | undefined;
  payCode?: string | null | undefined;
  projectId?: string | number | null | undefined;
  quantity?: string | null | undefined;
  rate?: string | null | undefined;
  /** quantity × rate when both are given */
  sum?: string | null | undefined;
  taxDeduction?: boolean | null | undefined;
  vacationPayBasis?: boolean | null | undefined;
  withholding?: PaycheckLineWithholding | null | undefined;
};

/** How a pay line counts toward withholding: by the table, by the card’s percentage (extras), or not at all */
export type PaycheckLineWithholding =
  | 'NONE'
  | 'PERCENTAGE'
  | 'TABLE';

export type PaycheckOrderBy =
  | 'employeeName'
  | 'netPay'
  | 'number'
  | 'paidDate';

export type PaycheckPeriodInput = {
  /** YYYY-MM */
  bookkeepingPeriod: string;
  journalDate: string;
  name: string;
  payDate: string;
};

/** How a paycheck period stands against today (Oslo): FUTURE more than one month ahead (no paychecks yet), CURRENT the current and next month, RECENT the previous two months, OLD earlier (warned against) */
export type PaycheckPeriodStanding =
  | 'CURRENT'
  | 'FUTURE'
  | 'OLD'
  | 'RECENT';

export type PaycheckPrepaymentInput = {
  amount: string;
  paymentDate: string;
};

export type PaycheckReportingStatus =
  | 'NOT_REPORTED'
  | 'REPORTED'
  | 'SHOULD_REPORT';

export type PaycheckStatus =
  | 'DRAFT'
  | 'LOCKED'
  | 'OPEN';

export type PaycheckTaxError =
  | 'INCOME_ABOVE_MAXIMUM'
  | 'MISSING_PERCENTAGE'
  | 'NEGATIVE_PAYCHECK'
  | 'TABLE_NOT_FOUND'
  | 'UNKNOWN'
  | 'YEAR_NOT_SUPPORTED';

export type PaycheckTaxWarning =
  | 'TOO_HIGH'
  | 'TOO_LOW';

export type PaycheckTemplateLineInput = {
  /** Only when the main template allows overwriting the car */
  carId?: string | number | null | undefined;
  /** Only when the main template allows overwriting the department */
  departmentId?: string | number | null | undefined;
  description?: string | null | undefined;
  /** A line of this template to keep; left out for a new one */
  id?: string | number | null | undefined;
  /** An active main template of the unit */
  mainTemplateId: string | number;
  /** Only when the main template allows overwriting the project */
  projectId?: string | number | null | undefined;
  quantity?: string | null | undefined;
  rate?: string | null | undefined;
  /** Ignored when quantity and rate are both given: their product */
  sum?: string | null | undefined;
};

export type PaymentMethodFilters = {
  name?: string | null | undefined;
};

export type PaymentMethodInput = {
  /** At most 100 characters, no semicolon */
  name: string;
};

export type PaymentMethodOrderBy =
  | 'name';

/** MANUAL: typed in by hand; BANK_FILE: imported from a bank file of KID payments */
export type PaymentSource =
  | 'BANK_FILE'
  | 'MANUAL';

export type PensionUnitSelectionFilters = {
  pensionUnitId?: string | number | null | undefined;
};

export type PensionUnitSelectionInput = {
  /** A pension company (unitSearch with isPensionCompany: true) */
  pensionUnitId: string | number;
  validFrom: string;
  /** On or after validFrom; null for an open period */
  validTo?: string | null | undefined;
};

export type PensionUnitSelectionOrderBy =
  | 'valid_from'
  | 'valid_to';

export type ProductActivePeriodInput = {
  activeFrom: string;
  activeTo?: string | null | undefined;
};

export type ProductFilters = {
  /** Active today or not */
  active?: boolean | null | undefined;
  name?: string | null | undefined;
  number?: string | null | undefined;
  /** The group and the groups below it */
  productGroupId?: string | number | null | undefined;
  /** Part of the number or of the name (a product picker) */
  search?: string | null | undefined;
};

export type ProductGroupFilters = {
  name?: string | null | undefined;
  /** Only the direct children of this group */
  parentGroupId?: string | number | null | undefined;
};

export type ProductGroupInput = {
  description?: string | null | undefined;
  name: string;
  /** null or left out: a top-level group */
  parentGroupId?: string | number | null | undefined;
};

export type ProductGroupMoveInput = {
  id: string | number;
  /** The new parent; null makes the group a top-level group */
  parentGroupId?: string | number | null | undefined;
};

export type ProductGroupOrderBy =
  | 'description'
  | 'name';

/** A product to create or update. On update the number must stay the same (VALIDATION number invalid), and prices, activePeriods and imageIds replace the saved ones as a whole. */
export type ProductInput = {
  activePeriods?: Array<ProductActivePeriodInput> | null | undefined;
  carRegistrationId?: string | number | null | undefined;
  departmentId?: string | number | null | undefined;
  description?: string | null | undefined;
  /** Files uploaded with POST /files?kind=product_image, in display order */
  imageIds?: Array<string | number> | null | undefined;
  name: string;
  number: string;
  prices?: Array<ProductPriceInput> | null | undefined;
  productGroupId?: string | number | null | undefined;
  projectId?: string | number | null | undefined;
  /** A company of the registry (unitSearch) */
  supplierUnitId?: string | number | null | undefined;
  suppliersProductNumber?: string | null | undefined;
  /** Required for ZERO and EXEMPT; dropped for other categories */
  taxExemptionReason?: string | null | undefined;
  unitOfMeasureCode: string;
  variantId?: string | number | null | undefined;
  vatRateSymbol: string;
};

export type ProductOrderBy =
  | 'name'
  | 'number'
  | 'sale_price';

export type ProductPriceInput = {
  purchasePrice: string;
  salePrice: string;
  validFrom: string;
  validTo?: string | null | undefined;
};

export type ProjectFilters = {
  code?: string | null | undefined;
  name?: string | null | undefined;
};

export type ProjectInput = {
  code: string;
  /** true when left out */
  enableVat?: boolean | null | undefined;
  endDate?: string | null | undefined;
  name: string;
  startDate?: string | null | undefined;
};

export type ProjectOrderBy =
  | 'code'
  | 'end_date'
  | 'name'
  | 'start_date';

/** The eight intervals the form offers, each a unit times a count: ONE_DAY DAILY×1, ONE_WEEK WEEKLY×1, TWO_WEEKS WEEKLY×2, FOUR_WEEKS WEEKLY×4, ONE_MONTH MONTHLY×1, THREE_MONTHS MONTHLY×3, FOUR_MONTHS MONTHLY×4, ONE_YEAR YEARLY×1 */
export type RecurringInterval =
  | 'FOUR_MONTHS'
  | 'FOUR_WEEKS'
  | 'ONE_DAY'
  | 'ONE_MONTH'
  | 'ONE_WEEK'
  | 'ONE_YEAR'
  | 'THREE_MONTHS'
  | 'TWO_WEEKS';

export type RecurringIntervalUnit =
  | 'DAILY'
  | 'MONTHLY'
  | 'WEEKLY'
  | 'YEARLY';

export type RecurringOrderFilters = {
  active?: boolean | null | undefined;
  customerId?: string | number | null | undefined;
};

/** A whole recurring order: an order's content without its date, and the schedule */
export type RecurringOrderInput = {
  /** True when left out */
  active?: boolean | null | undefined;
  allowanceCharges?: Array<OrderAllowanceChargeInput> | null | undefined;
  carRegistrationId?: string | number | null | undefined;
  /** The invoice settings' currency when left out */
  currencyCode?: string | null | undefined;
  customerId: string | number;
  /** Days before its date that an order is created; 0 when left out */
  dateOffset?: number | null | undefined;
  /** The customer's main address when left out */
  delivery?: OrderDeliveryInput | null | undefined;
  departmentId?: string | number | null | undefined;
  /** The last date an order may carry; none: no end */
  endDate?: string | null | undefined;
  interval: RecurringInterval;
  isExport?: boolean | null | undefined;
  lines: Array<OrderLineInput>;
  note?: string | null | undefined;
  projectId?: string | number | null | undefined;
  /** The customer's reference; required */
  reference?: string | null | undefined;
  /** The date of the first order */
  startDate: string;
};

export type RecurringOrderOrderBy =
  | 'next_date'
  | 'payable_amount'
  | 'start_date';

export type RecurringScheduleInput = {
  /** The date of the last order made, for a saved recurring order */
  after?: string | null | undefined;
  /** Days before its date that an order is created; 0 when left out */
  dateOffset?: number | null | undefined;
  /** The last date an order may carry; none: no end */
  endDate?: string | null | undefined;
  interval: RecurringInterval;
  /** The date of the first order */
  startDate: string;
};

export type RegisterPaymentInput = {
  /** Above 0 and at most what the invoice still owes (its reminder fees included) */
  amount: string;
  note?: string | null | undefined;
  /** Today or earlier */
  paymentDate: string;
};

/** The role a user holds in a unit; docs/permissions.md lists the flags of each */
export type Role =
  | 'accountant'
  | 'administrator'
  | 'owner'
  | 'payroll'
  | 'readOnly'
  | 'sales';

/** Why no deduction: TABLE_NOT_FOUND (no such table that year), YEAR_NOT_SUPPORTED, INCOME_ABOVE_MAXIMUM (a basis the routine does not take: negative or above 10^13; øre are dropped), UNKNOWN */
export type SalaryTaxTableDeductionError =
  | 'INCOME_ABOVE_MAXIMUM'
  | 'TABLE_NOT_FOUND'
  | 'UNKNOWN'
  | 'YEAR_NOT_SUPPORTED';

/** The whole invoice setting, saved at once */
export type SaveUnitInvoiceSettingInput = {
  bban?: string | null | undefined;
  currencyCode: string;
  customNote?: string | null | undefined;
  customerCountry: string;
  customerCreditDays?: number | null | undefined;
  defaultProductUnitOfMeasureCode: string;
  displaySettings?: InvoiceDisplaySettingsInput | null | undefined;
  exports: boolean;
  iban?: string | null | undefined;
  invoiceEmailCopy: Array<string>;
  /** The accounts of the bookkeeping journal; left out (or null), the saved accounts stay */
  journalAccounts?: JournalAccountsInput | null | undefined;
  kidLength?: number | null | undefined;
  kidModDigit: KidModDigit;
  legalNotes: Array<string>;
  overdueNoticeCharge?: string | null | undefined;
  paymentMethods: boolean;
  productGroups: boolean;
  /** Automatic reminders; left out (or null), the saved choice stays */
  sendsOverdueNoticesAutomatically?: boolean | null | undefined;
  startingInvoiceNumber: string;
  startingOrderNumber: string;
  supplierPartyReferenceSetting: SupplierPartyReferenceSetting;
  swift?: string | null | undefined;
  taxInclusiveAmountRounding: TaxInclusiveAmountRounding;
  usesKid: boolean;
  usesOverdueNotices: boolean;
};

/** The whole paycheck setting, saved at once */
export type SaveUnitPaycheckSettingInput = {
  /** Write-only. Left out, null or empty keeps the stored password; a value replaces it */
  altinnSystemPassword?: string | null | undefined;
  /** Both or none with the password */
  altinnSystemUserName?: string | null | undefined;
  calculationForTax: TaxCalculationMode;
  /** Removes the stored password */
  clearAltinnSystemPassword?: boolean | null | undefined;
  currencyCode: string;
  defaultCreditDays: number;
  defaultDurationType: DurationType;
  defaultEmploymentPercentage: string;
  defaultEmploymentType: EmploymentType;
  defaultHoursEveryWeekWithFullEmployment: string;
  /** A national occupation code; null for none */
  defaultOccupationCode?: string | null | undefined;
  defaultShiftType: ShiftType;
  /** A sub-unit of the unit; null for none */
  defaultSubUnitId?: string | number | null | undefined;
  defaultVacationMoneyPercentage: string;
  /** Left out or null keeps the saved month (NOVEMBER before the first save) */
  halfTaxMonth?: HalfTaxMonth | null | undefined;
  /** The company's municipality (national number); null for none */
  municipalityNumber?: string | null | undefined;
  startingPaycheckNumber: string;
};

export type SaveUnitSettingInput = {
  companyNameOption: CompanyNameOption;
  /** A logo file of the unit (POST /files?kind=logo); null for none */
  logoId?: string | number | null | undefined;
};

/** Portal fields: both or none are chosen */
export type SaveUnitUserSettingInput = {
  altinnLogin?: string | null | undefined;
  altinnPinMethod?: AltinnPinMethod | null | undefined;
};

export type SendInvoiceInput = {
  channel: DeliveryChannel;
  /** The user confirmed sending a domestic business buyer who can receive EHF by another channel (from 2027-01-01) */
  confirmed?: boolean | null | undefined;
  /** E-mail: put above the standard text of the mail */
  message?: string | null | undefined;
  /** Sends this overdue notice of the invoice instead of the invoice */
  overdueNoticeId?: string | number | null | undefined;
  /** E-mail: the address; the customer's invoice e-mail when left out */
  recipient?: string | null | undefined;
};

/** arbeidstidsordning: the working-hours arrangement */
export type ShiftType =
  | 'andreSkift'
  | 'doegnkontinuerligSkiftOgTurnus355'
  | 'helkontinuerligSkiftOgAndreOrdninger336'
  | 'ikkeSkift'
  | 'offshore336'
  | 'skift365';

export type SimplifiedPaycheckTemplateLineInput = {
  /** A line of the template whose main template is editableFromEmployeePage */
  id: string | number;
  quantity?: string | null | undefined;
  rate?: string | null | undefined;
  sum?: string | null | undefined;
};

export type SubUnitFilters = {
  name?: string | null | undefined;
  organizationNumber?: string | null | undefined;
};

export type SubUnitInput = {
  /** One of the unit's departments, or none */
  departmentId?: string | number | null | undefined;
  /** Required in a split municipality (several zones): one of its zones, e.g. 1a. Not kept in any other municipality */
  employerTaxZone?: string | null | undefined;
  /** A municipality of the national register (number), or none */
  municipalityNumber?: string | null | undefined;
  name: string;
  /** Nine digits, MOD11; spaces allowed */
  organizationNumber: string;
};

export type SubUnitOrderBy =
  | 'name'
  | 'organization_number';

/** How the supplier's reference person is named on invoices and in EHF */
export type SupplierPartyReferenceSetting =
  | 'FIRST_NAME'
  | 'FULL_NAME'
  | 'LAST_NAME';

/** Fjord's system user at the company in Altinn: not requested, waiting for the company, approved, rejected */
export type SystemUserStatus =
  | 'APPROVED'
  | 'NOT_REQUESTED'
  | 'PENDING'
  | 'REJECTED';

/** How a paycheck's withholding is found: from the tax card (AUTOMATIC) or typed by the user (MANUAL) */
export type TaxCalculationMode =
  | 'AUTOMATIC'
  | 'MANUAL';

/** NEW: the employee had no card for the year; CHANGED: the card differs from the one the employee had; UNCHANGED: the same card again; NONE: the service had no card, and the employee’s card stays as it was */
export type TaxCardChange =
  | 'CHANGED'
  | 'NEW'
  | 'NONE'
  | 'UNCHANGED';

export type TaxCardRequestAction =
  | 'ARCHIVE'
  | 'CHECK_STATUS'
  | 'FETCH_FEEDBACK';

/** FAILED_SENDING: the service could not be reached; PENDING: the cards are being fetched; FEEDBACK_READY: every answer is in; RETRIEVED: the answers are applied to the employees’ cards; SOMETHING_WRONG: an answer could not be read */
export type TaxCardRequestStatus =
  | 'FAILED_SENDING'
  | 'FEEDBACK_READY'
  | 'PENDING'
  | 'RETRIEVED'
  | 'SOMETHING_WRONG';

/** How withholding tax is deducted */
export type TaxDeductionMethod =
  | 'MAIN_EMPLOYER_PERCENTAGE'
  | 'MAIN_EMPLOYER_TABLE'
  | 'SECONDARY_EMPLOYER_PERCENTAGE'
  | 'TAX_EXEMPTION';

/** Rounding of the payable amount to whole kroner (DISABLED keeps øre) */
export type TaxInclusiveAmountRounding =
  | 'DISABLED'
  | 'DOWN'
  | 'NEAREST'
  | 'UP';

/** QUEUED: waiting for the job; RUNNING: being made (done of total); DONE: the file is ready; FAILED */
export type UnitExportStatus =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED'
  | 'RUNNING';

export type UnitIdentityInput = {
  type: UnitIdentityKind;
  value: string;
};

export type UnitIdentityKind =
  | 'ORGANIZATION_NUMBER'
  | 'SSN'
  | 'VAT_NUMBER';

/** The unit's own fields; the organisation number and identities are not changed here */
export type UpdateCurrentUnitInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  /** On or after openedDate */
  closedDate?: string | null | undefined;
  /** ISO 3166 alpha-2; NO when left out */
  countryCode?: string | null | undefined;
  email?: string | null | undefined;
  /** en or nb; nb when left out */
  locale?: string | null | undefined;
  mobile?: string | null | undefined;
  name: string;
  openedDate?: string | null | undefined;
  phone?: string | null | undefined;
  unofficialName?: string | null | undefined;
  vatRegulation?: VatRegulation | null | undefined;
  website?: string | null | undefined;
  zip?: string | null | undefined;
};

export type UpdateCurrentUserInput = {
  /** Digits, spaces and an optional leading +; empty clears it */
  cellphone?: string | null | undefined;
  /** ISO 3166 alpha-2, e.g. NO */
  cellphoneCountry?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  locale?: string | null | undefined;
};

export type VacationMoneySector =
  | 'PRIVATE'
  | 'PUBLIC';

export type VacationMoneySettingsInput = {
  holidayDeductionDays: number;
  payoutMonth: number;
  sector: VacationMoneySector;
};

export type VariantHolderFilters = {
  name?: string | null | undefined;
  parentGroupId?: string | number | null | undefined;
};

export type VariantHolderInput = {
  attributeName: string;
  description?: string | null | undefined;
  name: string;
  parentGroupId?: string | number | null | undefined;
  /** The variants in display order; a saved variant left out is removed and its products keep no variant */
  variants?: Array<VariantInput> | null | undefined;
};

export type VariantHolderOrderBy =
  | 'attribute_name'
  | 'name';

export type VariantInput = {
  /** An existing variant of this holder to keep (renamed); left out: a new variant */
  id?: string | number | null | undefined;
  name: string;
};

export type VatRateFilters = {
  vatRateSymbol?: VatRateSymbol | null | undefined;
};

export type VatRateInput = {
  activeFrom: string;
  activeTo?: string | null | undefined;
  percentage: string;
  vatRateSymbol: VatRateSymbol;
};

export type VatRateOrderBy =
  | 'active_from'
  | 'active_to'
  | 'percentage'
  | 'vat_rate_symbol';

export type VatRateSymbol =
  | 'EXEMPT'
  | 'LOW'
  | 'REDUCED'
  | 'REDUCED_FISH'
  | 'STANDARD'
  | 'ZERO';

/** Whether the unit is in the VAT register (Merverdiavgiftsregisteret) */
export type VatRegulation =
  | 'NOT_VAT_REGISTERED'
  | 'VAT_REGISTERED';

export type WarehouseMovementKind =
  | 'COUNT'
  | 'PATCH'
  | 'SALE';

export type WarehousePatchFilters = {
  /** Full counts only (true) or patches only (false) */
  checkpoint?: boolean | null | undefined;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  /** Patches with a line of this product */
  productId?: string | number | null | undefined;
  supplierUnitId?: string | number | null | undefined;
};

/** A patch to create or update. On update supplierUnitId and checkpoint cannot change (VALIDATION invalid), and lines the input leaves out stay as they are */
export type WarehousePatchInput = {
  /** A full count of the supplier’s products */
  checkpoint?: boolean | null | undefined;
  comment?: string | null | undefined;
  date?: string | null | undefined;
  lines: Array<WarehousePatchLineInput>;
  /** A company of the registry: the supplier of every line’s product */
  supplierUnitId?: string | number | null | undefined;
};

/** A line: with id it changes that line (fields left out stay), with id and destroy it is deleted, without id it is new */
export type WarehousePatchLineInput = {
  destroy?: boolean | null | undefined;
  id?: string | number | null | undefined;
  productId?: string | number | null | undefined;
  purchasePrice?: string | null | undefined;
  quantity?: string | null | undefined;
};

export type WarehousePatchOrderBy =
  | 'created_at'
  | 'date';

export type WarehouseStockFilters = {
  /** Quantity above 0 (true) or 0 and below (false) */
  inStock?: boolean | null | undefined;
  productId?: string | number | null | undefined;
  supplierUnitId?: string | number | null | undefined;
  /** Part of the product's number or name */
  term?: string | null | undefined;
};

export type WarehouseStockOrderBy =
  | 'product_name'
  | 'product_number'
  | 'supplier_name';

export type WebstoreApiTokenFilters = {
  description?: string | null | undefined;
};

export type WebstoreApiTokenOrderBy =
  | 'created_at'
  | 'description'
  | 'expiry_date';

/** The period of a withholding table (trekkperiode): a month, 14 days, a week, 4, 3, 2 or 1 days */
export type WithholdingPeriod =
  | 'FOURTEEN_DAYS'
  | 'FOUR_DAYS'
  | 'MONTH'
  | 'ONE_DAY'
  | 'THREE_DAYS'
  | 'TWO_DAYS'
  | 'WEEK';

/** sluttaarsak: why a work relation ended */
export type WorkRelationEndReason =
  | 'arbeidsforholdetSkulleAldriVaertRapportert'
  | 'arbeidsgiverHarSagtOppArbeidstaker'
  | 'arbeidstakerHarSagtOppSelv'
  | 'byttetLoenssystemEllerRegnskapsfoerer'
  | 'endringIOrganisasjonsstrukturEllerByttetJobbInternt'
  | 'kontraktEngasjementEllerVikariatErUtloept';

export type WorkRelationInput = {
  durationType: DurationType;
  /** 0–100 */
  employmentPercentage: string;
  employmentPercentageUpdated?: string | null | undefined;
  employmentType: EmploymentType;
  endDate?: string | null | undefined;
  /** Required with an end date, and only then */
  endReason?: WorkRelationEndReason | null | undefined;
  /** 0–168; left out: 37.5 on create, unchanged on update */
  hoursEveryWeekWithFullEmployment?: string | null | undefined;
  lastSalaryChange?: string | null | undefined;
  /** The whole list: rows with an id are kept, rows without one added (with a new leaveId), the relation’s other rows removed; left out on update: unchanged */
  leaves?: Array<WorkRelationLeaveInput> | null | undefined;
  /** A national occupation code */
  occupationCode?: string | null | undefined;
  pensionEndDate?: string | null | undefined;
  samePositionSince?: string | null | undefined;
  shiftType: ShiftType;
  startDate: string;
  /** One of the unit's sub-units */
  subUnitId?: string | number | null | undefined;
};

export type WorkRelationLeaveInput = {
  description?: string | null | undefined;
  endDate?: string | null | undefined;
  /** A leave of this relation to keep (and update); left out for a new one */
  id?: string | number | null | undefined;
  leaveType: LeaveType;
  percentageLeave: string;
  startDate: string;
};

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { currentUser: { id: string, name: string, firstName: string, lastName: string, locale: string, login: string, permissions: Record<string, boolean>, currentUnit: { id: string, name: string } | null } };

export type AcceptInvitationMutationVariables = Exact<{
  token: string;
}>;


export type AcceptInvitationMutation = { acceptInvitation: { id: string, name: string } };

export type CurrentUserUnitsQueryVariables = Exact<{
  term?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type CurrentUserUnitsQuery = { currentUserUnits: Array<{ id: string, name: string }> };

export type UpdateCurrentUserLocaleMutationVariables = Exact<{
  locale: string;
}>;


export type UpdateCurrentUserLocaleMutation = { updateCurrentUser: { id: string, locale: string } };

export type RequestAccessUnitSearchQueryVariables = Exact<{
  term: string;
  limit?: number | null | undefined;
  date: string;
}>;


export type RequestAccessUnitSearchQuery = { unitSearch: Array<{ id: string, name: string, organizationNumber: string | null, city: string | null }> };

export type RequestAccessToUnitMutationVariables = Exact<{
  unitId: string | number;
}>;


export type RequestAccessToUnitMutation = { requestAccessToUnit: { id: string, name: string } };

export type AmeldingRefFieldsFragment = { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind };

export type AmeldingPayDateSumFieldsFragment = { payDate: string, amount: string, dueDate: string };

export type AmeldingZoneSumFieldsFragment = { subUnitName: string, organizationNumber: string, zone: string, rate: string, basis: string, tax: string };

export type AmeldingsQueryVariables = Exact<{
  filters?: AmeldingFilters | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AmeldingsQuery = { ameldings: { totalCount: number, items: Array<{ id: string, year: number, month: number, period: string, kind: AmeldingKind, status: AmeldingStatus, meldingsId: string, deadline: string, sentAt: string | null, sentByName: string | null, archivedAt: string | null, employeeCount: number, withholding: string, employerTax: string }> } };

export type AmeldingFieldsFragment = { id: string, year: number, month: number, period: string, kind: AmeldingKind, status: AmeldingStatus, meldingsId: string, deadline: string, sentAt: string | null, sentByName: string | null, lastCheckedAt: string | null, feedbackFetchedAt: string | null, archivedAt: string | null, errorMessage: string | null, employeeCount: number, paycheckCount: number, grossPay: string, withholding: string, employerTaxBasis: string, employerTax: string, garnishment: string, actions: Array<AmeldingAction>, messageJson: string, replaces: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, replacedBy: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, withholdingByPayDate: Array<{ payDate: string, amount: string, dueDate: string }>, employerTaxByZone: Array<{ subUnitName: string, organizationNumber: string, zone: string, rate: string, basis: string, tax: string }>, feedback: { receipt: AmeldingReceipt, receivedAt: string | null, employeeCount: number | null, withholding: string, employerTax: string, periodWithholding: string, periodEmployerTax: string, periodGarnishment: string, deviations: Array<{ code: string, severity: AmeldingDeviationSeverity, name: string, details: string | null, where: string | null }>, payment: { accountNumber: string, withholdingKid: string, employerTaxKid: string, dueDate: string } | null } | null };

export type AmeldingQueryVariables = Exact<{
  id: string | number;
}>;


export type AmeldingQuery = { amelding: { id: string, year: number, month: number, period: string, kind: AmeldingKind, status: AmeldingStatus, meldingsId: string, deadline: string, sentAt: string | null, sentByName: string | null, lastCheckedAt: string | null, feedbackFetchedAt: string | null, archivedAt: string | null, errorMessage: string | null, employeeCount: number, paycheckCount: number, grossPay: string, withholding: string, employerTaxBasis: string, employerTax: string, garnishment: string, actions: Array<AmeldingAction>, messageJson: string, replaces: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, replacedBy: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, withholdingByPayDate: Array<{ payDate: string, amount: string, dueDate: string }>, employerTaxByZone: Array<{ subUnitName: string, organizationNumber: string, zone: string, rate: string, basis: string, tax: string }>, feedback: { receipt: AmeldingReceipt, receivedAt: string | null, employeeCount: number | null, withholding: string, employerTax: string, periodWithholding: string, periodEmployerTax: string, periodGarnishment: string, deviations: Array<{ code: string, severity: AmeldingDeviationSeverity, name: string, details: string | null, where: string | null }>, payment: { accountNumber: string, withholdingKid: string, employerTaxKid: string, dueDate: string } | null } | null } };

export type AmeldingMonthsQueryVariables = Exact<{
  year: number;
}>;


export type AmeldingMonthsQuery = { ameldingMonths: Array<{ year: number, month: number, period: string, name: string, deadline: string, state: AmeldingMonthState, lockedPaychecks: number, unreportedPaychecks: number, latest: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null }> };

export type AmeldingPreviewQueryVariables = Exact<{
  year: number;
  month: number;
  replacesId?: string | number | null | undefined;
}>;


export type AmeldingPreviewQuery = { ameldingPreview: { year: number, month: number, period: string, deadline: string, kind: AmeldingKind, employeeCount: number, paycheckCount: number, grossPay: string, withholding: string, employerTaxBasis: string, employerTax: string, garnishment: string, problems: Array<string>, isZeroReport: boolean, replaces: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, withholdingByPayDate: Array<{ payDate: string, amount: string, dueDate: string }>, employerTaxByZone: Array<{ subUnitName: string, organizationNumber: string, zone: string, rate: string, basis: string, tax: string }> } };

export type AmeldingSystemUserQueryVariables = Exact<{ [key: string]: never; }>;


export type AmeldingSystemUserQuery = { altinnSystemUser: { status: SystemUserStatus } };

export type TaxPreviewQueryVariables = Exact<{
  year: number;
  month: number;
}>;


export type TaxPreviewQuery = { taxPreview: { year: number, month: number, period: string, employerTax: string, employerTaxDueDate: string, withholding: string, accountNumber: string | null, withholdingKid: string | null, employerTaxKid: string | null, fromFeedback: boolean, employerTaxByZone: Array<{ subUnitName: string, organizationNumber: string, zone: string, rate: string, basis: string, tax: string }>, withholdingByPayDate: Array<{ payDate: string, amount: string, dueDate: string, paycheckCount: number }> } };

export type NextAmeldingDeadlineQueryVariables = Exact<{ [key: string]: never; }>;


export type NextAmeldingDeadlineQuery = { nextAmeldingDeadline: { year: number, month: number, period: string, name: string, deadline: string, state: AmeldingMonthState, daysLeft: number, latest: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null } | null };

export type SendAmeldingMutationVariables = Exact<{
  year: number;
  month: number;
  replacesId?: string | number | null | undefined;
}>;


export type SendAmeldingMutation = { sendAmelding: { id: string, year: number, month: number, period: string, kind: AmeldingKind, status: AmeldingStatus, meldingsId: string, deadline: string, sentAt: string | null, sentByName: string | null, lastCheckedAt: string | null, feedbackFetchedAt: string | null, archivedAt: string | null, errorMessage: string | null, employeeCount: number, paycheckCount: number, grossPay: string, withholding: string, employerTaxBasis: string, employerTax: string, garnishment: string, actions: Array<AmeldingAction>, messageJson: string, replaces: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, replacedBy: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, withholdingByPayDate: Array<{ payDate: string, amount: string, dueDate: string }>, employerTaxByZone: Array<{ subUnitName: string, organizationNumber: string, zone: string, rate: string, basis: string, tax: string }>, feedback: { receipt: AmeldingReceipt, receivedAt: string | null, employeeCount: number | null, withholding: string, employerTax: string, periodWithholding: string, periodEmployerTax: string, periodGarnishment: string, deviations: Array<{ code: string, severity: AmeldingDeviationSeverity, name: string, details: string | null, where: string | null }>, payment: { accountNumber: string, withholdingKid: string, employerTaxKid: string, dueDate: string } | null } | null } };

export type CancelAmeldingMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelAmeldingMutation = { cancelAmelding: { id: string, year: number, month: number, period: string, kind: AmeldingKind, status: AmeldingStatus, meldingsId: string, deadline: string, sentAt: string | null, sentByName: string | null, lastCheckedAt: string | null, feedbackFetchedAt: string | null, archivedAt: string | null, errorMessage: string | null, employeeCount: number, paycheckCount: number, grossPay: string, withholding: string, employerTaxBasis: string, employerTax: string, garnishment: string, actions: Array<AmeldingAction>, messageJson: string, replaces: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, replacedBy: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, withholdingByPayDate: Array<{ payDate: string, amount: string, dueDate: string }>, employerTaxByZone: Array<{ subUnitName: string, organizationNumber: string, zone: string, rate: string, basis: string, tax: string }>, feedback: { receipt: AmeldingReceipt, receivedAt: string | null, employeeCount: number | null, withholding: string, employerTax: string, periodWithholding: string, periodEmployerTax: string, periodGarnishment: string, deviations: Array<{ code: string, severity: AmeldingDeviationSeverity, name: string, details: string | null, where: string | null }>, payment: { accountNumber: string, withholdingKid: string, employerTaxKid: string, dueDate: string } | null } | null } };

export type ResendAmeldingMutationVariables = Exact<{
  id: string | number;
}>;


export type ResendAmeldingMutation = { resendAmelding: { id: string, year: number, month: number, period: string, kind: AmeldingKind, status: AmeldingStatus, meldingsId: string, deadline: string, sentAt: string | null, sentByName: string | null, lastCheckedAt: string | null, feedbackFetchedAt: string | null, archivedAt: string | null, errorMessage: string | null, employeeCount: number, paycheckCount: number, grossPay: string, withholding: string, employerTaxBasis: string, employerTax: string, garnishment: string, actions: Array<AmeldingAction>, messageJson: string, replaces: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, replacedBy: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, withholdingByPayDate: Array<{ payDate: string, amount: string, dueDate: string }>, employerTaxByZone: Array<{ subUnitName: string, organizationNumber: string, zone: string, rate: string, basis: string, tax: string }>, feedback: { receipt: AmeldingReceipt, receivedAt: string | null, employeeCount: number | null, withholding: string, employerTax: string, periodWithholding: string, periodEmployerTax: string, periodGarnishment: string, deviations: Array<{ code: string, severity: AmeldingDeviationSeverity, name: string, details: string | null, where: string | null }>, payment: { accountNumber: string, withholdingKid: string, employerTaxKid: string, dueDate: string } | null } | null } };

export type CheckAmeldingStatusMutationVariables = Exact<{
  id: string | number;
}>;


export type CheckAmeldingStatusMutation = { checkAmeldingStatus: { id: string, year: number, month: number, period: string, kind: AmeldingKind, status: AmeldingStatus, meldingsId: string, deadline: string, sentAt: string | null, sentByName: string | null, lastCheckedAt: string | null, feedbackFetchedAt: string | null, archivedAt: string | null, errorMessage: string | null, employeeCount: number, paycheckCount: number, grossPay: string, withholding: string, employerTaxBasis: string, employerTax: string, garnishment: string, actions: Array<AmeldingAction>, messageJson: string, replaces: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, replacedBy: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, withholdingByPayDate: Array<{ payDate: string, amount: string, dueDate: string }>, employerTaxByZone: Array<{ subUnitName: string, organizationNumber: string, zone: string, rate: string, basis: string, tax: string }>, feedback: { receipt: AmeldingReceipt, receivedAt: string | null, employeeCount: number | null, withholding: string, employerTax: string, periodWithholding: string, periodEmployerTax: string, periodGarnishment: string, deviations: Array<{ code: string, severity: AmeldingDeviationSeverity, name: string, details: string | null, where: string | null }>, payment: { accountNumber: string, withholdingKid: string, employerTaxKid: string, dueDate: string } | null } | null } };

export type FetchAmeldingFeedbackMutationVariables = Exact<{
  id: string | number;
}>;


export type FetchAmeldingFeedbackMutation = { fetchAmeldingFeedback: { id: string, year: number, month: number, period: string, kind: AmeldingKind, status: AmeldingStatus, meldingsId: string, deadline: string, sentAt: string | null, sentByName: string | null, lastCheckedAt: string | null, feedbackFetchedAt: string | null, archivedAt: string | null, errorMessage: string | null, employeeCount: number, paycheckCount: number, grossPay: string, withholding: string, employerTaxBasis: string, employerTax: string, garnishment: string, actions: Array<AmeldingAction>, messageJson: string, replaces: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, replacedBy: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, withholdingByPayDate: Array<{ payDate: string, amount: string, dueDate: string }>, employerTaxByZone: Array<{ subUnitName: string, organizationNumber: string, zone: string, rate: string, basis: string, tax: string }>, feedback: { receipt: AmeldingReceipt, receivedAt: string | null, employeeCount: number | null, withholding: string, employerTax: string, periodWithholding: string, periodEmployerTax: string, periodGarnishment: string, deviations: Array<{ code: string, severity: AmeldingDeviationSeverity, name: string, details: string | null, where: string | null }>, payment: { accountNumber: string, withholdingKid: string, employerTaxKid: string, dueDate: string } | null } | null } };

export type ArchiveAmeldingMutationVariables = Exact<{
  id: string | number;
}>;


export type ArchiveAmeldingMutation = { archiveAmelding: { id: string, year: number, month: number, period: string, kind: AmeldingKind, status: AmeldingStatus, meldingsId: string, deadline: string, sentAt: string | null, sentByName: string | null, lastCheckedAt: string | null, feedbackFetchedAt: string | null, archivedAt: string | null, errorMessage: string | null, employeeCount: number, paycheckCount: number, grossPay: string, withholding: string, employerTaxBasis: string, employerTax: string, garnishment: string, actions: Array<AmeldingAction>, messageJson: string, replaces: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, replacedBy: { id: string, meldingsId: string, status: AmeldingStatus, kind: AmeldingKind } | null, withholdingByPayDate: Array<{ payDate: string, amount: string, dueDate: string }>, employerTaxByZone: Array<{ subUnitName: string, organizationNumber: string, zone: string, rate: string, basis: string, tax: string }>, feedback: { receipt: AmeldingReceipt, receivedAt: string | null, employeeCount: number | null, withholding: string, employerTax: string, periodWithholding: string, periodEmployerTax: string, periodGarnishment: string, deviations: Array<{ code: string, severity: AmeldingDeviationSeverity, name: string, details: string | null, where: string | null }>, payment: { accountNumber: string, withholdingKid: string, employerTaxKid: string, dueDate: string } | null } | null } };

export type AltinnUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type AltinnUsersQuery = { altinnUsers: Array<{ userId: string, name: string, role: Role, hasAltinnLogin: boolean, altinnPinMethod: AltinnPinMethod | null }> };

export type MyAltinnLoginQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAltinnLoginQuery = { unitUserSetting: { unitId: string, userId: string, altinnLogin: string | null, altinnPinMethod: AltinnPinMethod | null, savedAt: string | null } };

export type AltinnSystemUserFieldsFragment = { status: SystemUserStatus, organizationNumber: string | null, confirmUrl: string | null, requestedAt: string | null, requestedByName: string | null, decidedAt: string | null, lastCheckedAt: string | null };

export type AltinnSystemUserQueryVariables = Exact<{ [key: string]: never; }>;


export type AltinnSystemUserQuery = { altinnSystemUser: { status: SystemUserStatus, organizationNumber: string | null, confirmUrl: string | null, requestedAt: string | null, requestedByName: string | null, decidedAt: string | null, lastCheckedAt: string | null } };

export type RequestAltinnSystemUserMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestAltinnSystemUserMutation = { requestAltinnSystemUser: { status: SystemUserStatus, organizationNumber: string | null, confirmUrl: string | null, requestedAt: string | null, requestedByName: string | null, decidedAt: string | null, lastCheckedAt: string | null } };

export type CheckAltinnSystemUserMutationVariables = Exact<{ [key: string]: never; }>;


export type CheckAltinnSystemUserMutation = { checkAltinnSystemUser: { status: SystemUserStatus, organizationNumber: string | null, confirmUrl: string | null, requestedAt: string | null, requestedByName: string | null, decidedAt: string | null, lastCheckedAt: string | null } };

export type CarsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: CarOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: CarFilters | null | undefined;
}>;


export type CarsQuery = { cars: { totalCount: number, items: Array<{ id: string, name: string, description: string | null, carType: CarType | null, fuel: CarFuel | null, modelYear: number | null, purchasedDate: string | null, purchasedPrice: string | null, norwegianListPriceAsNew: string | null, seats: number | null, soldDate: string | null, soldPrice: string | null, enableVat: boolean, carRegistrations: Array<{ id: string, registrationNumber: string }> }> } };

export type CreateCarMutationVariables = Exact<{
  input: CarInput;
}>;


export type CreateCarMutation = { createCar: { id: string } };

export type UpdateCarMutationVariables = Exact<{
  id: string | number;
  input: CarInput;
}>;


export type UpdateCarMutation = { updateCar: { id: string } };

export type DeleteCarMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCarMutation = { deleteCar: { id: string } };

export type GovernmentCarSearchQueryVariables = Exact<{
  registrationNumber: string;
}>;


export type GovernmentCarSearchQuery = { governmentCarSearch: { registrationNumber: string, make: string, model: string, modelYear: number | null, fuel: CarFuel | null, carType: CarType | null, seats: number | null, norwegianListPriceAsNew: string | null } | null };

export type UnitTwoFactorRequirementQueryVariables = Exact<{ [key: string]: never; }>;


export type UnitTwoFactorRequirementQuery = { currentUser: { id: string, currentUnit: { id: string, requireTwoFactor: boolean } | null } };

export type SetUnitRequireTwoFactorMutationVariables = Exact<{
  required: boolean;
}>;


export type SetUnitRequireTwoFactorMutation = { setUnitRequireTwoFactor: { id: string, requireTwoFactor: boolean } };

export type AccessRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type AccessRequestsQuery = { accessRequests: Array<{ id: string, status: AccessRequestStatus, createdAt: string, requester: { id: string, name: string, login: string } }> };

export type UnitMembersQueryVariables = Exact<{ [key: string]: never; }>;


export type UnitMembersQuery = { unitMembers: Array<{ id: string, role: Role, user: { id: string, name: string, login: string } }> };

export type ApproveAccessRequestMutationVariables = Exact<{
  id: string | number;
  role: Role;
}>;


export type ApproveAccessRequestMutation = { approveAccessRequest: { id: string, status: AccessRequestStatus, grantedRole: Role | null, decidedAt: string | null } };

export type DeclineAccessRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type DeclineAccessRequestMutation = { declineAccessRequest: { id: string, status: AccessRequestStatus, decidedAt: string | null } };

export type AccessRequestsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AccessRequestsChangedSubscription = { accessRequestsChanged: boolean };

export type CompanyDetailsFieldsFragment = { id: string, name: string, unofficialName: string | null, organizationNumber: string | null, address: string | null, zip: string | null, city: string | null, countryCode: string, mobile: string | null, phone: string | null, website: string | null, email: string | null, locale: string, openedDate: string | null, closedDate: string | null, vatRegulation: string | null };

export type CompanyDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type CompanyDetailsQuery = { currentUnit: { id: string, name: string, unofficialName: string | null, organizationNumber: string | null, address: string | null, zip: string | null, city: string | null, countryCode: string, mobile: string | null, phone: string | null, website: string | null, email: string | null, locale: string, openedDate: string | null, closedDate: string | null, vatRegulation: string | null } | null };

export type UpdateCurrentUnitMutationVariables = Exact<{
  input: UpdateCurrentUnitInput;
}>;


export type UpdateCurrentUnitMutation = { updateCurrentUnit: { id: string, name: string, unofficialName: string | null, organizationNumber: string | null, address: string | null, zip: string | null, city: string | null, countryCode: string, mobile: string | null, phone: string | null, website: string | null, email: string | null, locale: string, openedDate: string | null, closedDate: string | null, vatRegulation: string | null } };

export type SettingsCountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsCountriesQuery = { allCountries: Array<{ code: string, name: string }> };

export type UnitInvoiceSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type UnitInvoiceSettingQuery = { unitInvoiceSetting: { bban: string | null, iban: string | null, swift: string | null, currencyCode: string, customNote: string | null, customerCountry: string, customerCreditDays: number, defaultProductUnitOfMeasureCode: string, exports: boolean, invoiceEmailCopy: Array<string>, usesKid: boolean, kidLength: number | null, kidModDigit: KidModDigit, legalNotes: Array<string>, overdueNoticeCharge: string | null, usesOverdueNotices: boolean, sendsOverdueNoticesAutomatically: boolean, paymentMethods: boolean, productGroups: boolean, startingInvoiceNumber: string, startingOrderNumber: string, supplierPartyReferenceSetting: SupplierPartyReferenceSetting, taxInclusiveAmountRounding: TaxInclusiveAmountRounding, savedAt: string | null, displaySettings: { showCar: boolean, showProject: boolean, showDepartment: boolean, showOrderedQuantity: boolean, showLineTaxAmount: boolean, showTaxAmount: boolean, showLineAllowance: boolean, showLineCharge: boolean, showInvoiceAllowance: boolean, showInvoiceCharge: boolean }, journalAccounts: { receivables: string, bank: string, outputVat: string, rounding: string, reminderFee: string, interestIncome: string, revenueVatLiable: string, revenueZeroRated: string, revenueOutsideVat: string }, savedBy: { id: string, name: string } | null } };

export type InvoiceSettingFieldsFragment = { bban: string | null, iban: string | null, swift: string | null, currencyCode: string, customNote: string | null, customerCountry: string, customerCreditDays: number, defaultProductUnitOfMeasureCode: string, exports: boolean, invoiceEmailCopy: Array<string>, usesKid: boolean, kidLength: number | null, kidModDigit: KidModDigit, legalNotes: Array<string>, overdueNoticeCharge: string | null, usesOverdueNotices: boolean, sendsOverdueNoticesAutomatically: boolean, paymentMethods: boolean, productGroups: boolean, startingInvoiceNumber: string, startingOrderNumber: string, supplierPartyReferenceSetting: SupplierPartyReferenceSetting, taxInclusiveAmountRounding: TaxInclusiveAmountRounding, savedAt: string | null, displaySettings: { showCar: boolean, showProject: boolean, showDepartment: boolean, showOrderedQuantity: boolean, showLineTaxAmount: boolean, showTaxAmount: boolean, showLineAllowance: boolean, showLineCharge: boolean, showInvoiceAllowance: boolean, showInvoiceCharge: boolean }, journalAccounts: { receivables: string, bank: string, outputVat: string, rounding: string, reminderFee: string, interestIncome: string, revenueVatLiable: string, revenueZeroRated: string, revenueOutsideVat: string }, savedBy: { id: string, name: string } | null };

export type SaveUnitInvoiceSettingMutationVariables = Exact<{
  input: SaveUnitInvoiceSettingInput;
}>;


export type SaveUnitInvoiceSettingMutation = { saveUnitInvoiceSetting: { bban: string | null, iban: string | null, swift: string | null, currencyCode: string, customNote: string | null, customerCountry: string, customerCreditDays: number, defaultProductUnitOfMeasureCode: string, exports: boolean, invoiceEmailCopy: Array<string>, usesKid: boolean, kidLength: number | null, kidModDigit: KidModDigit, legalNotes: Array<string>, overdueNoticeCharge: string | null, usesOverdueNotices: boolean, sendsOverdueNoticesAutomatically: boolean, paymentMethods: boolean, productGroups: boolean, startingInvoiceNumber: string, startingOrderNumber: string, supplierPartyReferenceSetting: SupplierPartyReferenceSetting, taxInclusiveAmountRounding: TaxInclusiveAmountRounding, savedAt: string | null, displaySettings: { showCar: boolean, showProject: boolean, showDepartment: boolean, showOrderedQuantity: boolean, showLineTaxAmount: boolean, showTaxAmount: boolean, showLineAllowance: boolean, showLineCharge: boolean, showInvoiceAllowance: boolean, showInvoiceCharge: boolean }, journalAccounts: { receivables: string, bank: string, outputVat: string, rounding: string, reminderFee: string, interestIncome: string, revenueVatLiable: string, revenueZeroRated: string, revenueOutsideVat: string }, savedBy: { id: string, name: string } | null } };

export type UnitSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type UnitSettingQuery = { unitSetting: { companyNameOption: CompanyNameOption, savedAt: string | null, logo: { signedBlobId: string, fileName: string, contentType: string, size: number, url: string } | null, oldLogos: Array<{ signedBlobId: string, fileName: string, contentType: string, size: number, url: string }>, savedBy: { id: string, name: string } | null } };

export type UnitSettingFieldsFragment = { companyNameOption: CompanyNameOption, savedAt: string | null, logo: { signedBlobId: string, fileName: string, contentType: string, size: number, url: string } | null, oldLogos: Array<{ signedBlobId: string, fileName: string, contentType: string, size: number, url: string }>, savedBy: { id: string, name: string } | null };

export type SaveUnitSettingMutationVariables = Exact<{
  input: SaveUnitSettingInput;
}>;


export type SaveUnitSettingMutation = { saveUnitSetting: { companyNameOption: CompanyNameOption, savedAt: string | null, logo: { signedBlobId: string, fileName: string, contentType: string, size: number, url: string } | null, oldLogos: Array<{ signedBlobId: string, fileName: string, contentType: string, size: number, url: string }>, savedBy: { id: string, name: string } | null } };

export type UnitInvitationsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnitInvitationsQuery = { unitInvitations: Array<{ id: string, email: string, role: Role, createdAt: string, expiresAt: string, expired: boolean, invitedBy: string | null }> };

export type InviteMemberMutationVariables = Exact<{
  email: string;
  role: Role;
}>;


export type InviteMemberMutation = { inviteMember: { id: string, email: string, role: Role } };

export type CancelInvitationMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelInvitationMutation = { cancelInvitation: { id: string } };

export type UpdateMembershipRoleMutationVariables = Exact<{
  userId: string | number;
  role: Role;
}>;


export type UpdateMembershipRoleMutation = { updateMembershipRole: { id: string, role: Role } };

export type RemoveMembershipMutationVariables = Exact<{
  userId: string | number;
}>;


export type RemoveMembershipMutation = { removeMembership: { id: string } };

export type InvoiceCreditNotesQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceCreditNotesQuery = { invoice: { id: string, kind: InvoiceKind, number: string, currencyCode: string, creditedAmount: string, creditNotes: Array<{ id: string, number: string, issueDate: string, payableAmount: string, creditReason: string | null }>, creditableLines: Array<{ lineId: string, number: number, itemName: string, quantity: string, unitOfMeasureCode: string, creditedQuantity: string, remainingQuantity: string }> } };

export type CreateCreditNoteMutationVariables = Exact<{
  invoiceId: string | number;
  input: CreateCreditNoteInput;
}>;


export type CreateCreditNoteMutation = { createCreditNote: { id: string, number: string, payableAmount: string } };

export type DuplicateInvoiceMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateInvoiceMutation = { duplicateInvoice: Array<{ id: string, number: string }> };

export type CustomersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: CustomerOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: CustomerFilters | null | undefined;
}>;


export type CustomersQuery = { customers: { totalCount: number, items: Array<{ id: string, name: string, unofficialName: string | null, nameOption: CustomerNameOption, displayName: string, isCompany: boolean, organizationNumber: string | null, customEmail: string | null, customPhone: string | null, invoiceDeliveryMethod: InvoiceDeliveryMethod, creditDays: number }> } };

export type CustomerQueryVariables = Exact<{
  id: string | number;
}>;


export type CustomerQuery = { customer: { id: string, isCompany: boolean, name: string, unofficialName: string | null, nameOption: CustomerNameOption, organizationNumber: string | null, reference: string | null, customPhone: string | null, customEmail: string | null, invoiceDeliveryMethod: InvoiceDeliveryMethod, creditDays: number, ownerId: string, deliveryLocations: Array<{ id: string, address: string | null, additionalAddress: string | null, zip: string | null, city: string | null, countryCode: string }>, customerContacts: Array<{ id: string, firstName: string | null, lastName: string | null, phone: string | null, email: string | null, jobTitle: string | null, comment: string | null }> } };

export type CustomerFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerFormOptionsQuery = { customerOwners: Array<{ id: string, name: string }>, allCountries: Array<{ code: string, name: string }>, unitInvoiceSetting: { customerCreditDays: number, customerCountry: string } };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerInput;
}>;


export type CreateCustomerMutation = { createCustomer: { id: string } };

export type UpdateCustomerMutationVariables = Exact<{
  id: string | number;
  input: CustomerInput;
}>;


export type UpdateCustomerMutation = { updateCustomer: { id: string } };

export type DeleteCustomerMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteCustomerMutation = { deleteCustomer: { id: string } };

export type CustomerOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerOptionsQuery = { customers: { items: Array<{ id: string, displayName: string }> } };

export type UserCompaniesQueryVariables = Exact<{ [key: string]: never; }>;


export type UserCompaniesQuery = { currentUserUnits: Array<{ id: string, isCompany: boolean }> };

export type LegalEntityLookupQueryVariables = Exact<{
  organizationNumber: string;
}>;


export type LegalEntityLookupQuery = { legalEntityLookup: { organizationNumber: string, name: string, address: string | null, zip: string | null, city: string | null } | null };

export type CreateCompanyMutationVariables = Exact<{
  input: CreateUnitInput;
}>;


export type CreateCompanyMutation = { createUnit: { id: string, name: string } };

export type DashboardInvoiceStatisticsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type DashboardInvoiceStatisticsQuery = { generalInvoiceStatistics: { currencyCode: string, currencyCodes: Array<string>, invoiceCount: number | null, outstandingAmount: string | null, overdueAmount: string | null, buckets: Array<{ start: string, invoicedAmount: string | null, invoiceCount: number | null }>, topCustomers: Array<{ invoicedAmount: string, invoiceCount: number, customer: { id: string, name: string } }> | null } };

export type DepartmentsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: DepartmentOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: DepartmentFilters | null | undefined;
}>;


export type DepartmentsQuery = { departments: { totalCount: number, items: Array<{ id: string, code: string, name: string, startDate: string | null, endDate: string | null, enableVat: boolean }> } };

export type CreateDepartmentMutationVariables = Exact<{
  input: DepartmentInput;
}>;


export type CreateDepartmentMutation = { createDepartment: { id: string } };

export type UpdateDepartmentMutationVariables = Exact<{
  id: string | number;
  input: DepartmentInput;
}>;


export type UpdateDepartmentMutation = { updateDepartment: { id: string } };

export type DeleteDepartmentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteDepartmentMutation = { deleteDepartment: { id: string } };

export type DimensionChoicesFragment = { projects: { items: Array<{ id: string, code: string, name: string }> }, departments: { items: Array<{ id: string, code: string, name: string }> }, cars: { items: Array<{ id: string, name: string, carRegistrations: Array<{ id: string, registrationNumber: string }> }> } };

export type EmployeeTaxCardsQueryVariables = Exact<{
  employeeId: string | number;
}>;


export type EmployeeTaxCardsQuery = { employeeTaxCards: Array<{ id: string, calendarYear: number, taxDeductionMethod: TaxDeductionMethod, taxTable: string | null, taxPercentage: string | null, taxExemption: boolean, taxExemptionAmountLimit: string | null, fetchedAt: string | null, file: { signedBlobId: string, fileName: string, url: string } | null }> };

export type CreateEmployeeTaxCardMutationVariables = Exact<{
  employeeId: string | number;
  input: EmployeeTaxCardInput;
}>;


export type CreateEmployeeTaxCardMutation = { createEmployeeTaxCard: { id: string } };

export type UpdateEmployeeTaxCardMutationVariables = Exact<{
  id: string | number;
  input: EmployeeTaxCardInput;
}>;


export type UpdateEmployeeTaxCardMutation = { updateEmployeeTaxCard: { id: string } };

export type DeleteEmployeeTaxCardMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEmployeeTaxCardMutation = { deleteEmployeeTaxCard: { id: string } };

export type FetchEmployeeTaxCardMutationVariables = Exact<{
  employeeId: string | number;
  calendarYear: number;
}>;


export type FetchEmployeeTaxCardMutation = { fetchEmployeeTaxCard: { id: string, calendarYear: number } };

export type SalaryTaxTableDeductionQueryVariables = Exact<{
  year: number;
  table: string;
  period: WithholdingPeriod;
  basis: string;
}>;


export type SalaryTaxTableDeductionQuery = { salaryTaxTableDeduction: { deduction: string | null, error: SalaryTaxTableDeductionError | null } };

export type TaxCardRequestFieldsFragment = { id: string, year: number, status: TaxCardRequestStatus, employeeCount: number, answeredCount: number, changedCount: number, errorMessage: string | null, requestedAt: string, requestedByName: string | null, retrievedAt: string | null, archivedAt: string | null, actions: Array<TaxCardRequestAction> };

export type TaxCardRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type TaxCardRequestsQuery = { taxCardRequests: { totalCount: number, items: Array<{ id: string, year: number, status: TaxCardRequestStatus, employeeCount: number, answeredCount: number, changedCount: number, errorMessage: string | null, requestedAt: string, requestedByName: string | null, retrievedAt: string | null, archivedAt: string | null, actions: Array<TaxCardRequestAction> }> } };

export type TaxCardRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type TaxCardRequestQuery = { taxCardRequest: { id: string, year: number, status: TaxCardRequestStatus, employeeCount: number, answeredCount: number, changedCount: number, errorMessage: string | null, requestedAt: string, requestedByName: string | null, retrievedAt: string | null, archivedAt: string | null, actions: Array<TaxCardRequestAction>, results: Array<{ id: string, employeeId: string, employeeName: string, resultCode: string | null, fetchedAt: string | null, changed: TaxCardChange | null, before: { taxDeductionMethod: TaxDeductionMethod, taxTable: string | null, taxPercentage: string | null, taxExemptionAmountLimit: string | null } | null, after: { taxDeductionMethod: TaxDeductionMethod, taxTable: string | null, taxPercentage: string | null, taxExemptionAmountLimit: string | null } | null }> } };

export type TaxCardTermsFieldsFragment = { taxDeductionMethod: TaxDeductionMethod, taxTable: string | null, taxPercentage: string | null, taxExemptionAmountLimit: string | null };

export type RequestTaxCardsMutationVariables = Exact<{
  year: number;
}>;


export type RequestTaxCardsMutation = { requestTaxCards: { id: string, year: number, status: TaxCardRequestStatus, employeeCount: number, answeredCount: number, changedCount: number, errorMessage: string | null, requestedAt: string, requestedByName: string | null, retrievedAt: string | null, archivedAt: string | null, actions: Array<TaxCardRequestAction> } };

export type CheckTaxCardRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type CheckTaxCardRequestMutation = { checkTaxCardRequest: { id: string, year: number, status: TaxCardRequestStatus, employeeCount: number, answeredCount: number, changedCount: number, errorMessage: string | null, requestedAt: string, requestedByName: string | null, retrievedAt: string | null, archivedAt: string | null, actions: Array<TaxCardRequestAction> } };

export type ArchiveTaxCardRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type ArchiveTaxCardRequestMutation = { archiveTaxCardRequest: { id: string, year: number, status: TaxCardRequestStatus, employeeCount: number, answeredCount: number, changedCount: number, errorMessage: string | null, requestedAt: string, requestedByName: string | null, retrievedAt: string | null, archivedAt: string | null, actions: Array<TaxCardRequestAction> } };

export type EmployeesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: EmployeeOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: EmployeeFilters | null | undefined;
}>;


export type EmployeesQuery = { employees: { totalCount: number, items: Array<{ id: string, name: string, birthDate: string, socialSecurityNumber: string | null, temporarySocialSecurityNumber: string | null, status: EmployeeStatus }> } };

export type EmployeeQueryVariables = Exact<{
  id: string | number;
}>;


export type EmployeeQuery = { employee: { id: string, firstName: string, lastName: string, name: string, email: string | null, address: string, zip: string, city: string, postbox: string | null, postboxZip: string | null, postboxCity: string | null, countryCode: string, phone: string | null, phoneCountry: string | null, birthDate: string, birthDateMismatchReason: string | null, bban: string | null, iban: string | null, swift: string | null, vacationMoneyPercentage: string, creditDays: number, socialSecurityNumber: string | null, temporarySocialSecurityNumber: string | null, status: EmployeeStatus } };

export type EmployeeFormOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type EmployeeFormOptionsQuery = { allCountries: Array<{ code: string, name: string, phoneCode: string }>, unitPaycheckSetting: { defaultVacationMoneyPercentage: string, defaultCreditDays: number } };

export type EmployeeSearchQueryVariables = Exact<{
  ssn?: string | null | undefined;
  tssn?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
}>;


export type EmployeeSearchQuery = { employeeSearch: Array<{ id: string, name: string }> };

export type CreateEmployeeMutationVariables = Exact<{
  input: EmployeeInput;
}>;


export type CreateEmployeeMutation = { createEmployee: { id: string } };

export type UpdateEmployeeMutationVariables = Exact<{
  id: string | number;
  input: EmployeeInput;
}>;


export type UpdateEmployeeMutation = { updateEmployee: { id: string } };

export type DeleteEmployeeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteEmployeeMutation = { deleteEmployee: { id: string } };

export type InvoiceDeliveryFieldsFragment = { id: string, channel: DeliveryChannel, state: DeliveryState, recipient: string, overdueNoticeId: string | null, failure: string | null, createdAt: string, updatedAt: string, printUrl: string | null, events: Array<{ state: DeliveryState, at: string, detail: string | null }>, attempts: Array<{ at: string, outcome: MailStatus, answer: string | null }> };

export type InvoiceDeliveriesQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceDeliveriesQuery = { invoice: { id: string, kind: InvoiceKind, defaultMailRecipient: string | null, customer: { id: string, invoiceDeliveryMethod: InvoiceDeliveryMethod }, overdueNotices: Array<{ id: string, sequence: number }>, deliveries: Array<{ id: string, channel: DeliveryChannel, state: DeliveryState, recipient: string, overdueNoticeId: string | null, failure: string | null, createdAt: string, updatedAt: string, printUrl: string | null, events: Array<{ state: DeliveryState, at: string, detail: string | null }>, attempts: Array<{ at: string, outcome: MailStatus, answer: string | null }> }> } };

export type InvoiceSendChoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceSendChoiceQuery = { invoice: { id: string, sendChoice: { preferred: DeliveryChannel, offered: Array<DeliveryChannel>, needsConfirmation: Array<DeliveryChannel>, receiver: { participantId: string } | null } | null } };

export type InvoiceEhfCheckQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceEhfCheckQuery = { invoice: { id: string, kind: InvoiceKind, sendChoice: { receiver: { participantId: string, registered: boolean, invoice: boolean, creditNote: boolean } | null } | null, ehfValidation: { valid: boolean, findings: Array<{ ruleId: string, flag: EhfFindingFlag, text: string, message: string, terms: Array<string>, field: string | null, location: string }> } } };

export type InvoiceDeliveriesChangedSubscriptionVariables = Exact<{
  invoiceId: string | number;
}>;


export type InvoiceDeliveriesChangedSubscription = { invoiceChanged: { id: string, deliveries: Array<{ id: string, channel: DeliveryChannel, state: DeliveryState, recipient: string, overdueNoticeId: string | null, failure: string | null, createdAt: string, updatedAt: string, printUrl: string | null, events: Array<{ state: DeliveryState, at: string, detail: string | null }>, attempts: Array<{ at: string, outcome: MailStatus, answer: string | null }> }> } };

export type SendInvoiceMutationVariables = Exact<{
  id: string | number;
  input: SendInvoiceInput;
}>;


export type SendInvoiceMutation = { sendInvoice: Array<{ id: string, channel: DeliveryChannel, state: DeliveryState, recipient: string, overdueNoticeId: string | null, failure: string | null, createdAt: string, updatedAt: string, printUrl: string | null, events: Array<{ state: DeliveryState, at: string, detail: string | null }>, attempts: Array<{ at: string, outcome: MailStatus, answer: string | null }> }> };

export type PrintInvoicesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type PrintInvoicesMutation = { printInvoices: { url: string, deliveries: Array<{ id: string }> } };

export type InvoiceSendFactsQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceSendFactsQuery = { invoice: { id: string, number: string, defaultMailRecipient: string | null, customer: { id: string, invoiceDeliveryMethod: InvoiceDeliveryMethod } } };

export type InvoicePaymentsQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoicePaymentsQuery = { invoice: { id: string, kind: InvoiceKind, status: InvoiceStatus, currencyCode: string, payableAmount: string, creditedAmount: string, paidAmount: string, remainingAmount: string, payments: Array<{ id: string, paymentDate: string, amount: string, kid: string | null, archiveReference: string | null, source: PaymentSource, note: string | null }> } };

export type RegisterPaymentMutationVariables = Exact<{
  invoiceId: string | number;
  input: RegisterPaymentInput;
}>;


export type RegisterPaymentMutation = { registerPayment: { id: string } };

export type DeletePaymentMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePaymentMutation = { deletePayment: { id: string } };

export type ImportBankPaymentsMutationVariables = Exact<{
  fileId: string | number;
}>;


export type ImportBankPaymentsMutation = { importBankPayments: { duplicates: number, import: { id: string, fileName: string, format: BankFileFormat, matchedCount: number, matchedAmount: string, duplicateCount: number }, unmatched: Array<{ kid: string, amount: string, paymentDate: string, archiveReference: string, reason: string, invoice: { id: string, number: string } | null }>, skipped: Array<{ reason: string, entry: number | null, detail: string }> } };

export type BankPaymentImportsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type BankPaymentImportsQuery = { bankPaymentImports: { totalCount: number, items: Array<{ id: string, fileName: string, format: BankFileFormat, matchedCount: number, matchedAmount: string, duplicateCount: number, createdAt: string, unmatched: Array<{ kid: string, amount: string, paymentDate: string, archiveReference: string, reason: string }> }> } };

export type InvoicePdfInfoQueryVariables = Exact<{
  id: string | number;
  maxDate?: string | null | undefined;
}>;


export type InvoicePdfInfoQuery = { invoice: { id: string, kind: InvoiceKind, number: string, pdfTypes: Array<InvoiceDocumentType> } };

export type InvoicesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: InvoiceOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: InvoiceFilters | null | undefined;
}>;


export type InvoicesQuery = { invoices: { totalCount: number, items: Array<{ id: string, kind: InvoiceKind, number: string, issueDate: string, dueDate: string, currentDueDate: string, kid: string | null, currencyCode: string, payableAmount: string, remainingAmount: string, status: InvoiceStatus, customer: { id: string, displayName: string } }> } };

export type InvoiceDetailsFragment = { id: string, kind: InvoiceKind, number: string, status: InvoiceStatus, issueDate: string, dueDate: string, currentDueDate: string, paymentTerm: number, kid: string | null, currencyCode: string, exchangeRate: string | null, taxAmountInNok: string | null, bban: string | null, iban: string | null, swift: string | null, customNote: string | null, legalNotes: Array<string>, lineExtensionAmount: string, taxExclusiveAmount: string, taxInclusiveAmount: string, payableRoundingAmount: string, payableAmount: string, paidAmount: string, creditedAmount: string, remainingAmount: string, customer: { id: string, displayName: string }, paymentMethods: Array<{ name: string, amount: string }>, orders: Array<{ id: string, number: string, date: string, reference: string }>, lines: Array<{ id: string, number: number, itemName: string, sellersItemIdentification: string | null, quantity: string, orderedQuantity: string | null, unitOfMeasureCode: string, priceAmount: string, taxPercent: string, lineExtensionAmount: string }>, allowanceCharges: Array<{ id: string, chargeIndicator: boolean, reason: string | null, percent: string | null, amount: string }>, taxSubtotals: Array<{ taxCategory: string, taxPercent: string, taxableAmount: string, taxAmount: string }>, creditedInvoice: { id: string, number: string } | null, creditNotes: Array<{ id: string, number: string, issueDate: string, payableAmount: string }>, attachments: Array<{ signedBlobId: string, fileName: string, contentType: string, size: number, url: string }> };

export type InvoiceQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceQuery = { invoice: { id: string, kind: InvoiceKind, number: string, status: InvoiceStatus, issueDate: string, dueDate: string, currentDueDate: string, paymentTerm: number, kid: string | null, currencyCode: string, exchangeRate: string | null, taxAmountInNok: string | null, bban: string | null, iban: string | null, swift: string | null, customNote: string | null, legalNotes: Array<string>, lineExtensionAmount: string, taxExclusiveAmount: string, taxInclusiveAmount: string, payableRoundingAmount: string, payableAmount: string, paidAmount: string, creditedAmount: string, remainingAmount: string, customer: { id: string, displayName: string }, paymentMethods: Array<{ name: string, amount: string }>, orders: Array<{ id: string, number: string, date: string, reference: string }>, lines: Array<{ id: string, number: number, itemName: string, sellersItemIdentification: string | null, quantity: string, orderedQuantity: string | null, unitOfMeasureCode: string, priceAmount: string, taxPercent: string, lineExtensionAmount: string }>, allowanceCharges: Array<{ id: string, chargeIndicator: boolean, reason: string | null, percent: string | null, amount: string }>, taxSubtotals: Array<{ taxCategory: string, taxPercent: string, taxableAmount: string, taxAmount: string }>, creditedInvoice: { id: string, number: string } | null, creditNotes: Array<{ id: string, number: string, issueDate: string, payableAmount: string }>, attachments: Array<{ signedBlobId: string, fileName: string, contentType: string, size: number, url: string }> } };

export type InvoiceChangedSubscriptionVariables = Exact<{
  invoiceId: string | number;
}>;


export type InvoiceChangedSubscription = { invoiceChanged: { id: string, kind: InvoiceKind, number: string, status: InvoiceStatus, issueDate: string, dueDate: string, currentDueDate: string, paymentTerm: number, kid: string | null, currencyCode: string, exchangeRate: string | null, taxAmountInNok: string | null, bban: string | null, iban: string | null, swift: string | null, customNote: string | null, legalNotes: Array<string>, lineExtensionAmount: string, taxExclusiveAmount: string, taxInclusiveAmount: string, payableRoundingAmount: string, payableAmount: string, paidAmount: string, creditedAmount: string, remainingAmount: string, customer: { id: string, displayName: string }, paymentMethods: Array<{ name: string, amount: string }>, orders: Array<{ id: string, number: string, date: string, reference: string }>, lines: Array<{ id: string, number: number, itemName: string, sellersItemIdentification: string | null, quantity: string, orderedQuantity: string | null, unitOfMeasureCode: string, priceAmount: string, taxPercent: string, lineExtensionAmount: string }>, allowanceCharges: Array<{ id: string, chargeIndicator: boolean, reason: string | null, percent: string | null, amount: string }>, taxSubtotals: Array<{ taxCategory: string, taxPercent: string, taxableAmount: string, taxAmount: string }>, creditedInvoice: { id: string, number: string } | null, creditNotes: Array<{ id: string, number: string, issueDate: string, payableAmount: string }>, attachments: Array<{ signedBlobId: string, fileName: string, contentType: string, size: number, url: string }> } };

export type InvoiceableOrdersQueryVariables = Exact<{
  customerId: string | number;
}>;


export type InvoiceableOrdersQuery = { orders: { totalCount: number, items: Array<{ id: string, number: string, date: string, reference: string, currencyCode: string, payableAmount: string }> } };

export type InvoicePreviewQueryVariables = Exact<{
  orderIds: Array<string | number> | string | number;
}>;


export type InvoicePreviewQuery = { invoicePreview: { currencyCode: string, taxExclusiveAmount: string, taxAmount: string, payableRoundingAmount: string, payableAmount: string } };

export type InvoiceCustomerQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceCustomerQuery = { customer: { id: string, displayName: string, creditDays: number } };

export type InvoiceStartOrderQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceStartOrderQuery = { order: { id: string, customer: { id: string } } };

export type CreateInvoiceMutationVariables = Exact<{
  input: CreateInvoiceInput;
}>;


export type CreateInvoiceMutation = { createInvoice: { id: string, number: string, kid: string | null } };

export type MunicipalityRowFieldsFragment = { number: string, name: string, countyNumber: string, countyName: string, employerTaxZones: Array<{ zone: string, comment: string | null }>, details: { id: string, bban: string | null, organizationNumber: string | null, organizationName: string | null, contactName: string | null, contactPhone: string | null, contactEmail: string | null, address: string | null, zip: string | null, city: string | null } | null };

export type MunicipalitiesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: MunicipalityOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: MunicipalityFilters | null | undefined;
}>;


export type MunicipalitiesQuery = { municipalities: { totalCount: number, items: Array<{ number: string, name: string, countyNumber: string, countyName: string, employerTaxZones: Array<{ zone: string, comment: string | null }>, details: { id: string, bban: string | null, organizationNumber: string | null, organizationName: string | null, contactName: string | null, contactPhone: string | null, contactEmail: string | null, address: string | null, zip: string | null, city: string | null } | null }> } };

export type MunicipalitySearchQueryVariables = Exact<{
  term: string;
  limit?: number | null | undefined;
}>;


export type MunicipalitySearchQuery = { municipalitySearch: Array<{ number: string, name: string, countyName: string, employerTaxZones: Array<{ zone: string }> }> };

export type MunicipalityQueryVariables = Exact<{
  number: string;
}>;


export type MunicipalityQuery = { municipality: { number: string, name: string, employerTaxZones: Array<{ zone: string, comment: string | null }> } };

export type SaveMunicipalityDetailsMutationVariables = Exact<{
  number: string;
  input: MunicipalityDetailsInput;
}>;


export type SaveMunicipalityDetailsMutation = { saveMunicipalityDetails: { number: string, name: string, countyNumber: string, countyName: string, employerTaxZones: Array<{ zone: string, comment: string | null }>, details: { id: string, bban: string | null, organizationNumber: string | null, organizationName: string | null, contactName: string | null, contactPhone: string | null, contactEmail: string | null, address: string | null, zip: string | null, city: string | null } | null } };

export type DeleteMunicipalityDetailsMutationVariables = Exact<{
  number: string;
}>;


export type DeleteMunicipalityDetailsMutation = { deleteMunicipalityDetails: { number: string, name: string, countyNumber: string, countyName: string, employerTaxZones: Array<{ zone: string, comment: string | null }>, details: { id: string, bban: string | null, organizationNumber: string | null, organizationName: string | null, contactName: string | null, contactPhone: string | null, contactEmail: string | null, address: string | null, zip: string | null, city: string | null } | null } };

export type OccupationsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: OccupationOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: OccupationFilters | null | undefined;
}>;


export type OccupationsQuery = { occupations: { totalCount: number, items: Array<{ code: string, name: string, shortName: string | null, validFrom: string | null, validTo: string | null }> } };

export type OccupationSearchQueryVariables = Exact<{
  term: string;
  limit?: number | null | undefined;
}>;


export type OccupationSearchQuery = { occupationSearch: Array<{ code: string, name: string, validTo: string | null }> };

export type OccupationQueryVariables = Exact<{
  code: string;
}>;


export type OccupationQuery = { occupation: { code: string, name: string } };

export type OrderCustomerDefaultsFragment = { reference: string | null, deliveryLocations: Array<{ id: string, address: string | null, additionalAddress: string | null, zip: string | null, city: string | null, countryCode: string }> };

export type OrderEditorDeliveryFieldsFragment = { address: string | null, additionalAddress: string | null, zip: string | null, city: string | null, countryCode: string };

export type OrderEditorLineFieldsFragment = { id: string, productId: string | null, itemName: string, itemDescription: string | null, sellersItemIdentification: string | null, quantity: string, orderedQuantity: string | null, unitOfMeasureCode: string, priceAmount: string, baseQuantity: string | null, vatRateSymbol: VatRateSymbol, taxExemptionReason: string | null, allowanceCharge: { chargeIndicator: boolean, percent: string | null, amount: string | null } | null };

export type OrderEditorAllowanceChargeFieldsFragment = { id: string, chargeIndicator: boolean, reason: string | null, percent: string | null, fixedAmount: string | null, vatRateSymbol: VatRateSymbol, taxExemptionReason: string | null };

export type OrderEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderEditorQuery = { order: { id: string, date: string, currencyCode: string, reference: string, note: string | null, isExport: boolean, projectId: string | null, departmentId: string | null, carRegistrationId: string | null, customer: { id: string, displayName: string, reference: string | null, deliveryLocations: Array<{ id: string, address: string | null, additionalAddress: string | null, zip: string | null, city: string | null, countryCode: string }> }, delivery: { address: string | null, additionalAddress: string | null, zip: string | null, city: string | null, countryCode: string }, lines: Array<{ id: string, productId: string | null, itemName: string, itemDescription: string | null, sellersItemIdentification: string | null, quantity: string, orderedQuantity: string | null, unitOfMeasureCode: string, priceAmount: string, baseQuantity: string | null, vatRateSymbol: VatRateSymbol, taxExemptionReason: string | null, allowanceCharge: { chargeIndicator: boolean, percent: string | null, amount: string | null } | null }>, allowanceCharges: Array<{ id: string, chargeIndicator: boolean, reason: string | null, percent: string | null, fixedAmount: string | null, vatRateSymbol: VatRateSymbol, taxExemptionReason: string | null }> } };

export type OrderEditorChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderEditorChoicesQuery = { unitInvoiceSetting: { currencyCode: string, defaultProductUnitOfMeasureCode: string, taxInclusiveAmountRounding: TaxInclusiveAmountRounding }, projects: { items: Array<{ id: string, code: string, name: string }> }, departments: { items: Array<{ id: string, code: string, name: string }> }, cars: { items: Array<{ id: string, name: string, carRegistrations: Array<{ id: string, registrationNumber: string }> }> } };

export type OrderVatRatesQueryVariables = Exact<{
  date: string;
}>;


export type OrderVatRatesQuery = { allNorwegianVatRates: Array<{ id: string, vatRateSymbol: VatRateSymbol, percentage: string }> };

export type OrderCustomerSearchQueryVariables = Exact<{
  name?: string | null | undefined;
}>;


export type OrderCustomerSearchQuery = { customers: { items: Array<{ id: string, displayName: string, organizationNumber: string | null, reference: string | null, deliveryLocations: Array<{ id: string, address: string | null, additionalAddress: string | null, zip: string | null, city: string | null, countryCode: string }> }> } };

export type OrderProductSearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type OrderProductSearchQuery = { products: { items: Array<{ id: string, number: string, name: string, description: string | null, unitOfMeasureCode: string, vatRateSymbol: string, taxExemptionReason: string | null, prices: Array<{ id: string, validFrom: string, validTo: string | null, salePrice: string }> }> } };

export type CreateOrderMutationVariables = Exact<{
  input: OrderInput;
}>;


export type CreateOrderMutation = { createOrder: { id: string, number: string } };

export type UpdateOrderMutationVariables = Exact<{
  id: string | number;
  input: OrderInput;
}>;


export type UpdateOrderMutation = { updateOrder: { id: string, number: string } };

export type OrderMailsQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderMailsQuery = { order: { id: string, defaultMailRecipient: string | null, mails: Array<{ id: string, pdfType: OrderPdfType, recipient: string, subject: string, status: MailStatus, error: string | null, createdAt: string, sentAt: string | null, attempts: Array<{ at: string, outcome: MailStatus, answer: string | null }>, attachments: Array<{ id: string, fileName: string, size: number }> }> } };

export type EmailOrderMutationVariables = Exact<{
  id: string | number;
  input: EmailOrderInput;
}>;


export type EmailOrderMutation = { emailOrder: { id: string, status: MailStatus } };

export type OrdersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: OrderOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: OrderFilters | null | undefined;
}>;


export type OrdersQuery = { orders: { totalCount: number, items: Array<{ id: string, number: string, date: string, status: OrderStatus, invoiced: boolean, reference: string, currencyCode: string, payableAmount: string, customer: { id: string, displayName: string } }> } };

export type SummaryLineFieldsFragment = { id: string, number: number, itemName: string, sellersItemIdentification: string | null, quantity: string, orderedQuantity: string | null, unitOfMeasureCode: string, priceAmount: string, taxPercent: string, lineExtensionAmount: string };

export type SummaryAllowanceChargeFieldsFragment = { id: string, chargeIndicator: boolean, reason: string | null, percent: string | null, amount: string };

export type SummaryTaxSubtotalFieldsFragment = { taxCategory: string, taxPercent: string, taxableAmount: string, taxAmount: string };

export type OrderQueryVariables = Exact<{
  id: string | number;
}>;


export type OrderQuery = { order: { id: string, number: string, date: string, status: OrderStatus, invoiced: boolean, reference: string, note: string | null, currencyCode: string, lineExtensionAmount: string, taxExclusiveAmount: string, taxInclusiveAmount: string, payableRoundingAmount: string, payableAmount: string, invoice: { id: string, number: string } | null, customer: { id: string, displayName: string }, delivery: { address: string | null, zip: string | null, city: string | null, countryCode: string }, lines: Array<{ id: string, number: number, itemName: string, sellersItemIdentification: string | null, quantity: string, orderedQuantity: string | null, unitOfMeasureCode: string, priceAmount: string, taxPercent: string, lineExtensionAmount: string }>, allowanceCharges: Array<{ id: string, chargeIndicator: boolean, reason: string | null, percent: string | null, amount: string }>, taxSubtotals: Array<{ taxCategory: string, taxPercent: string, taxableAmount: string, taxAmount: string }> } };

export type LockOrderMutationVariables = Exact<{
  id: string | number;
  createDifference?: boolean | null | undefined;
}>;


export type LockOrderMutation = { lockOrder: { order: { id: string, status: OrderStatus }, differenceOrder: { id: string, number: string } | null } };

export type CancelOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelOrderMutation = { cancelOrder: { id: string, status: OrderStatus } };

export type DuplicateOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateOrderMutation = { duplicateOrder: { id: string, number: string } };

export type OverdueNoticeFieldsFragment = { id: string, sequence: number, issueDate: string, dueDate: string, charge: string, interestAmount: string, interestFrom: string | null, interestTo: string | null };

export type InvoiceOverdueNoticeStateFragment = { id: string, status: InvoiceStatus, currentDueDate: string, remainingAmount: string, amountDueWithFees: string, overdueNotices: Array<{ id: string, sequence: number, issueDate: string, dueDate: string, charge: string, interestAmount: string, interestFrom: string | null, interestTo: string | null }> };

export type InvoiceOverdueNoticesQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoiceOverdueNoticesQuery = { invoice: { kind: InvoiceKind, id: string, status: InvoiceStatus, currentDueDate: string, remainingAmount: string, amountDueWithFees: string, overdueNotices: Array<{ id: string, sequence: number, issueDate: string, dueDate: string, charge: string, interestAmount: string, interestFrom: string | null, interestTo: string | null }> } };

export type OverdueNoticeSuggestionQueryVariables = Exact<{
  id: string | number;
  date?: string | null | undefined;
}>;


export type OverdueNoticeSuggestionQuery = { invoice: { id: string, overdueNoticeSuggestion: { refusal: string | null, earliestDate: string, issueDate: string, dueDate: string, charge: string, maxCharge: string, unitCharge: string | null, chargedCount: number, maxChargedCount: number, interestAmount: string | null, interestFrom: string | null, interestTo: string | null } } };

export type CreateOverdueNoticeMutationVariables = Exact<{
  invoiceId: string | number;
  input: CreateOverdueNoticeInput;
}>;


export type CreateOverdueNoticeMutation = { createOverdueNotice: { id: string, sequence: number, issueDate: string, dueDate: string, charge: string, interestAmount: string, interestFrom: string | null, interestTo: string | null, invoice: { id: string, status: InvoiceStatus, currentDueDate: string, remainingAmount: string, amountDueWithFees: string, overdueNotices: Array<{ id: string, sequence: number, issueDate: string, dueDate: string, charge: string, interestAmount: string, interestFrom: string | null, interestTo: string | null }> } } };

export type PaycheckPeriodFieldsFragment = { id: string, year: number, month: number, name: string, bookkeepingPeriod: string, startDate: string, endDate: string, journalDate: string, payDate: string, isLocked: boolean, standing: PaycheckPeriodStanding, paycheckCount: number, lockedCount: number, grossPay: string, taxDeduction: string, netPay: string, employerTaxBasis: string, employerTax: string, payDates: Array<{ paidDate: string, taxDeduction: string, dueDate: string, netPay: string, paycheckCount: number }> };

export type PaycheckPeriodsQueryVariables = Exact<{
  year: number;
}>;


export type PaycheckPeriodsQuery = { paycheckPeriods: Array<{ id: string, year: number, month: number, name: string, bookkeepingPeriod: string, startDate: string, endDate: string, journalDate: string, payDate: string, isLocked: boolean, standing: PaycheckPeriodStanding, paycheckCount: number, lockedCount: number, grossPay: string, taxDeduction: string, netPay: string, employerTaxBasis: string, employerTax: string, payDates: Array<{ paidDate: string, taxDeduction: string, dueDate: string, netPay: string, paycheckCount: number }> }> };

export type PaycheckPeriodQueryVariables = Exact<{
  id: string | number;
}>;


export type PaycheckPeriodQuery = { paycheckPeriod: { id: string, year: number, month: number, name: string, bookkeepingPeriod: string, startDate: string, endDate: string, journalDate: string, payDate: string, isLocked: boolean, standing: PaycheckPeriodStanding, paycheckCount: number, lockedCount: number, grossPay: string, taxDeduction: string, netPay: string, employerTaxBasis: string, employerTax: string, payDates: Array<{ paidDate: string, taxDeduction: string, dueDate: string, netPay: string, paycheckCount: number }> } };

export type CreatePaycheckPeriodsMutationVariables = Exact<{
  year: number;
}>;


export type CreatePaycheckPeriodsMutation = { createPaycheckPeriods: Array<{ id: string, year: number, month: number, name: string, bookkeepingPeriod: string, startDate: string, endDate: string, journalDate: string, payDate: string, isLocked: boolean, standing: PaycheckPeriodStanding, paycheckCount: number, lockedCount: number, grossPay: string, taxDeduction: string, netPay: string, employerTaxBasis: string, employerTax: string, payDates: Array<{ paidDate: string, taxDeduction: string, dueDate: string, netPay: string, paycheckCount: number }> }> };

export type UpdatePaycheckPeriodMutationVariables = Exact<{
  id: string | number;
  input: PaycheckPeriodInput;
}>;


export type UpdatePaycheckPeriodMutation = { updatePaycheckPeriod: { id: string, year: number, month: number, name: string, bookkeepingPeriod: string, startDate: string, endDate: string, journalDate: string, payDate: string, isLocked: boolean, standing: PaycheckPeriodStanding, paycheckCount: number, lockedCount: number, grossPay: string, taxDeduction: string, netPay: string, employerTaxBasis: string, employerTax: string, payDates: Array<{ paidDate: string, taxDeduction: string, dueDate: string, netPay: string, paycheckCount: number }> } };

export type LockPaycheckPeriodMutationVariables = Exact<{
  id: string | number;
}>;


export type LockPaycheckPeriodMutation = { lockPaycheckPeriod: { id: string, year: number, month: number, name: string, bookkeepingPeriod: string, startDate: string, endDate: string, journalDate: string, payDate: string, isLocked: boolean, standing: PaycheckPeriodStanding, paycheckCount: number, lockedCount: number, grossPay: string, taxDeduction: string, netPay: string, employerTaxBasis: string, employerTax: string, payDates: Array<{ paidDate: string, taxDeduction: string, dueDate: string, netPay: string, paycheckCount: number }> } };

export type VacationMoneySettingsQueryVariables = Exact<{
  year: number;
}>;


export type VacationMoneySettingsQuery = { vacationMoneySettings: { id: string, year: number, sector: VacationMoneySector, payoutMonth: number, holidayDeductionDays: number } | null };

export type SaveVacationMoneySettingsMutationVariables = Exact<{
  year: number;
  input: VacationMoneySettingsInput;
}>;


export type SaveVacationMoneySettingsMutation = { saveVacationMoneySettings: { id: string, year: number, sector: VacationMoneySector, payoutMonth: number, holidayDeductionDays: number } };

export type VacationMoneyReportQueryVariables = Exact<{
  year: number;
}>;


export type VacationMoneyReportQuery = { vacationMoneyReport: { year: number, payoutYear: number, rows: Array<{ employeeId: string, employeeName: string, birthDate: string, basis: string, percentage: string, seniorPercentage: string | null, ordinary: string, senior: string, accrued: string, paid: string, remaining: string, employerTaxZone: string | null, employerTaxRate: string | null, employerTax: string }>, totals: { basis: string, ordinary: string, senior: string, accrued: string, paid: string, remaining: string, employerTax: string } } };

export type PaychecksSummaryReportQueryVariables = Exact<{
  year: number;
}>;


export type PaychecksSummaryReportQuery = { paychecksSummaryReport: { year: number, months: Array<{ month: number, period: string, grossPay: string, withholding: string, employerTaxBasis: string, employerTax: string, deductions: string, netPay: string, paycheckCount: number, employees: Array<{ employeeId: string, employeeName: string, grossPay: string, withholding: string, employerTaxBasis: string, employerTax: string, deductions: string, netPay: string, paycheckCount: number }> }>, totals: { grossPay: string, withholding: string, employerTaxBasis: string, employerTax: string, deductions: string, netPay: string, paycheckCount: number } } };

export type ReconciledAmountFieldsFragment = { source: string, bookkeeping: string, difference: string };

export type PaychecksReconciliationQueryVariables = Exact<{
  year: number;
}>;


export type PaychecksReconciliationQuery = { paychecksAndBookkeepingReconciliation: { year: number, months: Array<{ month: number, period: string, flagged: boolean, withholding: { source: string, bookkeeping: string, difference: string }, employerTax: { source: string, bookkeeping: string, difference: string }, payCost: { source: string, bookkeeping: string, difference: string } }>, totals: { flagged: boolean, withholding: { source: string, bookkeeping: string, difference: string }, employerTax: { source: string, bookkeeping: string, difference: string }, payCost: { source: string, bookkeeping: string, difference: string } } } };

export type AmeldingReconciliationQueryVariables = Exact<{
  year: number;
}>;


export type AmeldingReconciliationQuery = { ameldingAndBookkeepingReconciliation: { year: number, months: Array<{ month: number, period: string, reported: boolean, messageCount: number, flagged: boolean, withholding: { source: string, bookkeeping: string, difference: string }, employerTaxBasis: { source: string, bookkeeping: string, difference: string }, employerTax: { source: string, bookkeeping: string, difference: string } }>, totals: { flagged: boolean, withholding: { source: string, bookkeeping: string, difference: string }, employerTaxBasis: { source: string, bookkeeping: string, difference: string }, employerTax: { source: string, bookkeeping: string, difference: string } } } };

export type YearlyReportsQueryVariables = Exact<{
  year: number;
}>;


export type YearlyReportsQuery = { yearlyReports: Array<{ workRelationId: string, employeeId: string, employeeName: string, email: string | null, subUnitName: string | null, grossPay: string, withholding: string, paycheckCount: number }> };

export type SendYearlyReportsMutationVariables = Exact<{
  year: number;
}>;


export type SendYearlyReportsMutation = { sendYearlyReports: number };

export type PaycheckSettingFieldsFragment = { altinnSystemUserName: string | null, altinnSystemPasswordSet: boolean, calculationForTax: TaxCalculationMode, currencyCode: string, defaultCreditDays: number, defaultVacationMoneyPercentage: string, startingPaycheckNumber: string, halfTaxMonth: HalfTaxMonth, savedAt: string | null, defaultWorkRelation: { subUnitId: string | null, occupationCode: string | null, employmentType: EmploymentType, durationType: DurationType, shiftType: ShiftType, hoursEveryWeekWithFullEmployment: string, employmentPercentage: string }, municipality: { number: string, name: string } | null };

export type UnitPaycheckSettingQueryVariables = Exact<{ [key: string]: never; }>;


export type UnitPaycheckSettingQuery = { unitPaycheckSetting: { altinnSystemUserName: string | null, altinnSystemPasswordSet: boolean, calculationForTax: TaxCalculationMode, currencyCode: string, defaultCreditDays: number, defaultVacationMoneyPercentage: string, startingPaycheckNumber: string, halfTaxMonth: HalfTaxMonth, savedAt: string | null, defaultWorkRelation: { subUnitId: string | null, occupationCode: string | null, employmentType: EmploymentType, durationType: DurationType, shiftType: ShiftType, hoursEveryWeekWithFullEmployment: string, employmentPercentage: string }, municipality: { number: string, name: string } | null } };

export type SaveUnitPaycheckSettingMutationVariables = Exact<{
  input: SaveUnitPaycheckSettingInput;
}>;


export type SaveUnitPaycheckSettingMutation = { saveUnitPaycheckSetting: { altinnSystemUserName: string | null, altinnSystemPasswordSet: boolean, calculationForTax: TaxCalculationMode, currencyCode: string, defaultCreditDays: number, defaultVacationMoneyPercentage: string, startingPaycheckNumber: string, halfTaxMonth: HalfTaxMonth, savedAt: string | null, defaultWorkRelation: { subUnitId: string | null, occupationCode: string | null, employmentType: EmploymentType, durationType: DurationType, shiftType: ShiftType, hoursEveryWeekWithFullEmployment: string, employmentPercentage: string }, municipality: { number: string, name: string } | null } };

export type MainPaycheckLineTemplatesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: MainPaycheckLineTemplateOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: MainPaycheckLineTemplateFilters | null | undefined;
  withFigures: boolean;
}>;


export type MainPaycheckLineTemplatesQuery = { mainPaycheckLineTemplates: { totalCount: number, items: Array<{ id: string, number: number, active: boolean, description: string, altinnDescription: string | null, altinnFordel: BenefitKind | null, payCode: PayCode | null, quantity?: string | null, rate?: string | null, sum?: string | null, carOverwrite: boolean, projectOverwrite: boolean, departmentOverwrite: boolean, calculationType: PaycheckLineCalculationType, calculatePositive: boolean, editableFromEmployeePage: boolean, accountNumber: string | null }> } };

export type CreateMainPaycheckLineTemplateMutationVariables = Exact<{
  input: MainPaycheckLineTemplateInput;
}>;


export type CreateMainPaycheckLineTemplateMutation = { createMainPaycheckLineTemplate: { id: string } };

export type UpdateMainPaycheckLineTemplateMutationVariables = Exact<{
  id: string | number;
  input: MainPaycheckLineTemplateInput;
}>;


export type UpdateMainPaycheckLineTemplateMutation = { updateMainPaycheckLineTemplate: { id: string } };

export type DeleteMainPaycheckLineTemplateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMainPaycheckLineTemplateMutation = { deleteMainPaycheckLineTemplate: { id: string } };

export type ActiveMainTemplatesQueryVariables = Exact<{ [key: string]: never; }>;


export type ActiveMainTemplatesQuery = { mainPaycheckLineTemplates: { items: Array<{ id: string, number: number, description: string, editableFromEmployeePage: boolean, carOverwrite: boolean, projectOverwrite: boolean, departmentOverwrite: boolean }> } };

export type TemplateDimensionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TemplateDimensionsQuery = { cars: { items: Array<{ id: string, name: string }> }, projects: { items: Array<{ id: string, code: string, name: string }> }, departments: { items: Array<{ id: string, code: string, name: string }> } };

export type PaycheckTemplateFieldsFragment = { workRelation: { id: string, employeeName: string, startDate: string, endDate: string | null } | null, lines: Array<{ id: string, position: number, description: string | null, quantity: string | null, rate: string | null, sum: string | null, mainTemplate: { id: string, number: number, description: string, payCode: PayCode | null, calculationType: PaycheckLineCalculationType, editableFromEmployeePage: boolean }, car: { id: string, name: string } | null, project: { id: string, code: string, name: string } | null, department: { id: string, code: string, name: string } | null }> };

export type PaycheckTemplateQueryVariables = Exact<{
  workRelationId?: string | number | null | undefined;
}>;


export type PaycheckTemplateQuery = { paycheckTemplate: { workRelation: { id: string, employeeName: string, startDate: string, endDate: string | null } | null, lines: Array<{ id: string, position: number, description: string | null, quantity: string | null, rate: string | null, sum: string | null, mainTemplate: { id: string, number: number, description: string, payCode: PayCode | null, calculationType: PaycheckLineCalculationType, editableFromEmployeePage: boolean }, car: { id: string, name: string } | null, project: { id: string, code: string, name: string } | null, department: { id: string, code: string, name: string } | null }> } };

export type SavePaycheckTemplateMutationVariables = Exact<{
  workRelationId?: string | number | null | undefined;
  lines: Array<PaycheckTemplateLineInput> | PaycheckTemplateLineInput;
}>;


export type SavePaycheckTemplateMutation = { savePaycheckTemplate: { workRelation: { id: string, employeeName: string, startDate: string, endDate: string | null } | null, lines: Array<{ id: string, position: number, description: string | null, quantity: string | null, rate: string | null, sum: string | null, mainTemplate: { id: string, number: number, description: string, payCode: PayCode | null, calculationType: PaycheckLineCalculationType, editableFromEmployeePage: boolean }, car: { id: string, name: string } | null, project: { id: string, code: string, name: string } | null, department: { id: string, code: string, name: string } | null }> } };

export type SaveSimplifiedPaycheckTemplateMutationVariables = Exact<{
  workRelationId: string | number;
  lines: Array<SimplifiedPaycheckTemplateLineInput> | SimplifiedPaycheckTemplateLineInput;
}>;


export type SaveSimplifiedPaycheckTemplateMutation = { saveSimplifiedPaycheckTemplate: { workRelation: { id: string, employeeName: string, startDate: string, endDate: string | null } | null, lines: Array<{ id: string, position: number, description: string | null, quantity: string | null, rate: string | null, sum: string | null, mainTemplate: { id: string, number: number, description: string, payCode: PayCode | null, calculationType: PaycheckLineCalculationType, editableFromEmployeePage: boolean }, car: { id: string, name: string } | null, project: { id: string, code: string, name: string } | null, department: { id: string, code: string, name: string } | null }> } };

export type PaychecksQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: PaycheckOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: PaycheckFilters | null | undefined;
}>;


export type PaychecksQuery = { paychecks: { totalCount: number, items: Array<{ id: string, number: string | null, status: PaycheckStatus, reportingStatus: PaycheckReportingStatus, periodId: string, employeeId: string, employeeName: string, paidDate: string, grossPay: string, taxDeduction: string, expectedTaxDeduction: string | null, taxWarning: PaycheckTaxWarning | null, taxConfirmed: boolean, netPay: string, period: { id: string, name: string } }> } };

export type PaycheckUserFieldsFragment = { id: string, name: string };

export type PaycheckFieldsFragment = { id: string, number: string | null, status: PaycheckStatus, reportingStatus: PaycheckReportingStatus, periodId: string, workRelationId: string, employeeId: string, subUnitId: string | null, employeeName: string, employeeAddress: string | null, employeeZip: string | null, employeeCity: string | null, employeeSocialSecurityNumber: string | null, employeeBban: string | null, employeeIban: string | null, startDate: string, endDate: string, paidDate: string, journalDate: string, comment: string | null, internalComment: string | null, advancedMode: boolean, manualTax: boolean, taxDeductionMethod: string | null, taxTable: string | null, taxPercentage: string | null, taxExemption: boolean, halfTax: boolean, grossPay: string, withholdingBasis: string, extraWithholdingBasis: string, taxDeduction: string, expectedTaxDeduction: string | null, taxWarning: PaycheckTaxWarning | null, taxError: PaycheckTaxError | null, vacationPayBasis: string, vacationPay: string, employerTaxZone: string | null, employerTaxBasis: string, employerTax: string, netPay: string, missingBookkeeping: Array<number>, taxConfirmed: boolean, lockedAt: string | null, paidDateUpdatedAt: string | null, createdAt: string, period: { id: string, year: number, month: number, name: string, isLocked: boolean, standing: PaycheckPeriodStanding, startDate: string, endDate: string, payDate: string }, lines: Array<{ id: string, position: number, mainTemplateId: string | null, templateNumber: number | null, description: string, altinnFordel: string | null, payCode: string | null, quantity: string | null, rate: string | null, sum: string, carId: string | null, projectId: string | null, departmentId: string | null, calculationType: string, withholding: PaycheckLineWithholding, employerTax: boolean, vacationPayBasis: boolean, altinn: boolean, taxDeduction: boolean, garnishment: boolean }>, prepayments: Array<{ id: string, paymentDate: string, amount: string }>, lockedBy: { id: string, name: string } | null, savedBy: { id: string, name: string } | null, paidDateUpdatedBy: { id: string, name: string } | null };

export type PaycheckQueryVariables = Exact<{
  id: string | number;
}>;


export type PaycheckQuery = { paycheck: { id: string, number: string | null, status: PaycheckStatus, reportingStatus: PaycheckReportingStatus, periodId: string, workRelationId: string, employeeId: string, subUnitId: string | null, employeeName: string, employeeAddress: string | null, employeeZip: string | null, employeeCity: string | null, employeeSocialSecurityNumber: string | null, employeeBban: string | null, employeeIban: string | null, startDate: string, endDate: string, paidDate: string, journalDate: string, comment: string | null, internalComment: string | null, advancedMode: boolean, manualTax: boolean, taxDeductionMethod: string | null, taxTable: string | null, taxPercentage: string | null, taxExemption: boolean, halfTax: boolean, grossPay: string, withholdingBasis: string, extraWithholdingBasis: string, taxDeduction: string, expectedTaxDeduction: string | null, taxWarning: PaycheckTaxWarning | null, taxError: PaycheckTaxError | null, vacationPayBasis: string, vacationPay: string, employerTaxZone: string | null, employerTaxBasis: string, employerTax: string, netPay: string, missingBookkeeping: Array<number>, taxConfirmed: boolean, lockedAt: string | null, paidDateUpdatedAt: string | null, createdAt: string, period: { id: string, year: number, month: number, name: string, isLocked: boolean, standing: PaycheckPeriodStanding, startDate: string, endDate: string, payDate: string }, lines: Array<{ id: string, position: number, mainTemplateId: string | null, templateNumber: number | null, description: string, altinnFordel: string | null, payCode: string | null, quantity: string | null, rate: string | null, sum: string, carId: string | null, projectId: string | null, departmentId: string | null, calculationType: string, withholding: PaycheckLineWithholding, employerTax: boolean, vacationPayBasis: boolean, altinn: boolean, taxDeduction: boolean, garnishment: boolean }>, prepayments: Array<{ id: string, paymentDate: string, amount: string }>, lockedBy: { id: string, name: string } | null, savedBy: { id: string, name: string } | null, paidDateUpdatedBy: { id: string, name: string } | null } };

export type CreatePaycheckMutationVariables = Exact<{
  input: PaycheckInput;
  draft?: boolean | null | undefined;
}>;


export type CreatePaycheckMutation = { createPaycheck: { id: string, number: string | null, status: PaycheckStatus } };

export type UpdatePaycheckMutationVariables = Exact<{
  id: string | number;
  input: PaycheckInput;
}>;


export type UpdatePaycheckMutation = { updatePaycheck: { id: string, number: string | null, status: PaycheckStatus, reportingStatus: PaycheckReportingStatus, periodId: string, workRelationId: string, employeeId: string, subUnitId: string | null, employeeName: string, employeeAddress: string | null, employeeZip: string | null, employeeCity: string | null, employeeSocialSecurityNumber: string | null, employeeBban: string | null, employeeIban: string | null, startDate: string, endDate: string, paidDate: string, journalDate: string, comment: string | null, internalComment: string | null, advancedMode: boolean, manualTax: boolean, taxDeductionMethod: string | null, taxTable: string | null, taxPercentage: string | null, taxExemption: boolean, halfTax: boolean, grossPay: string, withholdingBasis: string, extraWithholdingBasis: string, taxDeduction: string, expectedTaxDeduction: string | null, taxWarning: PaycheckTaxWarning | null, taxError: PaycheckTaxError | null, vacationPayBasis: string, vacationPay: string, employerTaxZone: string | null, employerTaxBasis: string, employerTax: string, netPay: string, missingBookkeeping: Array<number>, taxConfirmed: boolean, lockedAt: string | null, paidDateUpdatedAt: string | null, createdAt: string, period: { id: string, year: number, month: number, name: string, isLocked: boolean, standing: PaycheckPeriodStanding, startDate: string, endDate: string, payDate: string }, lines: Array<{ id: string, position: number, mainTemplateId: string | null, templateNumber: number | null, description: string, altinnFordel: string | null, payCode: string | null, quantity: string | null, rate: string | null, sum: string, carId: string | null, projectId: string | null, departmentId: string | null, calculationType: string, withholding: PaycheckLineWithholding, employerTax: boolean, vacationPayBasis: boolean, altinn: boolean, taxDeduction: boolean, garnishment: boolean }>, prepayments: Array<{ id: string, paymentDate: string, amount: string }>, lockedBy: { id: string, name: string } | null, savedBy: { id: string, name: string } | null, paidDateUpdatedBy: { id: string, name: string } | null } };

export type DeletePaycheckMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePaycheckMutation = { deletePaycheck: { id: string } };

export type CreatePaycheckFromDraftMutationVariables = Exact<{
  id: string | number;
}>;


export type CreatePaycheckFromDraftMutation = { createPaycheckFromDraft: { id: string, number: string | null, status: PaycheckStatus, reportingStatus: PaycheckReportingStatus, periodId: string, workRelationId: string, employeeId: string, subUnitId: string | null, employeeName: string, employeeAddress: string | null, employeeZip: string | null, employeeCity: string | null, employeeSocialSecurityNumber: string | null, employeeBban: string | null, employeeIban: string | null, startDate: string, endDate: string, paidDate: string, journalDate: string, comment: string | null, internalComment: string | null, advancedMode: boolean, manualTax: boolean, taxDeductionMethod: string | null, taxTable: string | null, taxPercentage: string | null, taxExemption: boolean, halfTax: boolean, grossPay: string, withholdingBasis: string, extraWithholdingBasis: string, taxDeduction: string, expectedTaxDeduction: string | null, taxWarning: PaycheckTaxWarning | null, taxError: PaycheckTaxError | null, vacationPayBasis: string, vacationPay: string, employerTaxZone: string | null, employerTaxBasis: string, employerTax: string, netPay: string, missingBookkeeping: Array<number>, taxConfirmed: boolean, lockedAt: string | null, paidDateUpdatedAt: string | null, createdAt: string, period: { id: string, year: number, month: number, name: string, isLocked: boolean, standing: PaycheckPeriodStanding, startDate: string, endDate: string, payDate: string }, lines: Array<{ id: string, position: number, mainTemplateId: string | null, templateNumber: number | null, description: string, altinnFordel: string | null, payCode: string | null, quantity: string | null, rate: string | null, sum: string, carId: string | null, projectId: string | null, departmentId: string | null, calculationType: string, withholding: PaycheckLineWithholding, employerTax: boolean, vacationPayBasis: boolean, altinn: boolean, taxDeduction: boolean, garnishment: boolean }>, prepayments: Array<{ id: string, paymentDate: string, amount: string }>, lockedBy: { id: string, name: string } | null, savedBy: { id: string, name: string } | null, paidDateUpdatedBy: { id: string, name: string } | null } };

export type CancelPaycheckDraftMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelPaycheckDraftMutation = { cancelPaycheckDraft: { id: string } };

export type LockPaycheckMutationVariables = Exact<{
  id: string | number;
  confirmTooLowTax?: boolean | null | undefined;
}>;


export type LockPaycheckMutation = { lockPaycheck: { id: string, number: string | null, status: PaycheckStatus, reportingStatus: PaycheckReportingStatus, periodId: string, workRelationId: string, employeeId: string, subUnitId: string | null, employeeName: string, employeeAddress: string | null, employeeZip: string | null, employeeCity: string | null, employeeSocialSecurityNumber: string | null, employeeBban: string | null, employeeIban: string | null, startDate: string, endDate: string, paidDate: string, journalDate: string, comment: string | null, internalComment: string | null, advancedMode: boolean, manualTax: boolean, taxDeductionMethod: string | null, taxTable: string | null, taxPercentage: string | null, taxExemption: boolean, halfTax: boolean, grossPay: string, withholdingBasis: string, extraWithholdingBasis: string, taxDeduction: string, expectedTaxDeduction: string | null, taxWarning: PaycheckTaxWarning | null, taxError: PaycheckTaxError | null, vacationPayBasis: string, vacationPay: string, employerTaxZone: string | null, employerTaxBasis: string, employerTax: string, netPay: string, missingBookkeeping: Array<number>, taxConfirmed: boolean, lockedAt: string | null, paidDateUpdatedAt: string | null, createdAt: string, period: { id: string, year: number, month: number, name: string, isLocked: boolean, standing: PaycheckPeriodStanding, startDate: string, endDate: string, payDate: string }, lines: Array<{ id: string, position: number, mainTemplateId: string | null, templateNumber: number | null, description: string, altinnFordel: string | null, payCode: string | null, quantity: string | null, rate: string | null, sum: string, carId: string | null, projectId: string | null, departmentId: string | null, calculationType: string, withholding: PaycheckLineWithholding, employerTax: boolean, vacationPayBasis: boolean, altinn: boolean, taxDeduction: boolean, garnishment: boolean }>, prepayments: Array<{ id: string, paymentDate: string, amount: string }>, lockedBy: { id: string, name: string } | null, savedBy: { id: string, name: string } | null, paidDateUpdatedBy: { id: string, name: string } | null } };

export type LockPaychecksMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  confirmTooLowTax?: boolean | null | undefined;
}>;


export type LockPaychecksMutation = { lockPaychecks: Array<{ id: string, status: PaycheckStatus }> };

export type UpdatePaycheckPaidDateMutationVariables = Exact<{
  id: string | number;
  paidDate: string;
}>;


export type UpdatePaycheckPaidDateMutation = { updatePaycheckPaidDate: { id: string, number: string | null, status: PaycheckStatus, reportingStatus: PaycheckReportingStatus, periodId: string, workRelationId: string, employeeId: string, subUnitId: string | null, employeeName: string, employeeAddress: string | null, employeeZip: string | null, employeeCity: string | null, employeeSocialSecurityNumber: string | null, employeeBban: string | null, employeeIban: string | null, startDate: string, endDate: string, paidDate: string, journalDate: string, comment: string | null, internalComment: string | null, advancedMode: boolean, manualTax: boolean, taxDeductionMethod: string | null, taxTable: string | null, taxPercentage: string | null, taxExemption: boolean, halfTax: boolean, grossPay: string, withholdingBasis: string, extraWithholdingBasis: string, taxDeduction: string, expectedTaxDeduction: string | null, taxWarning: PaycheckTaxWarning | null, taxError: PaycheckTaxError | null, vacationPayBasis: string, vacationPay: string, employerTaxZone: string | null, employerTaxBasis: string, employerTax: string, netPay: string, missingBookkeeping: Array<number>, taxConfirmed: boolean, lockedAt: string | null, paidDateUpdatedAt: string | null, createdAt: string, period: { id: string, year: number, month: number, name: string, isLocked: boolean, standing: PaycheckPeriodStanding, startDate: string, endDate: string, payDate: string }, lines: Array<{ id: string, position: number, mainTemplateId: string | null, templateNumber: number | null, description: string, altinnFordel: string | null, payCode: string | null, quantity: string | null, rate: string | null, sum: string, carId: string | null, projectId: string | null, departmentId: string | null, calculationType: string, withholding: PaycheckLineWithholding, employerTax: boolean, vacationPayBasis: boolean, altinn: boolean, taxDeduction: boolean, garnishment: boolean }>, prepayments: Array<{ id: string, paymentDate: string, amount: string }>, lockedBy: { id: string, name: string } | null, savedBy: { id: string, name: string } | null, paidDateUpdatedBy: { id: string, name: string } | null } };

export type CreatePeriodPaychecksMutationVariables = Exact<{
  periodId: string | number;
}>;


export type CreatePeriodPaychecksMutation = { createPeriodPaychecks: { skippedWorkRelationIds: Array<string>, created: Array<{ id: string, number: string | null, employeeName: string }> } };

export type PaycheckEmployeeSearchQueryVariables = Exact<{
  name?: string | null | undefined;
}>;


export type PaycheckEmployeeSearchQuery = { employees: { items: Array<{ id: string, name: string, status: EmployeeStatus }> } };

export type PaycheckWorkRelationsQueryVariables = Exact<{
  employeeId: string | number;
}>;


export type PaycheckWorkRelationsQuery = { workRelations: Array<{ id: string, subUnitId: string | null, startDate: string, endDate: string | null, subUnit: { id: string, name: string } | null, occupation: { code: string, name: string } | null }> };

export type PaycheckWorkRelationQueryVariables = Exact<{
  id: string | number;
}>;


export type PaycheckWorkRelationQuery = { workRelation: { id: string, employee: { id: string, name: string } } };

export type EmailPayslipsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  withPassword?: boolean | null | undefined;
}>;


export type EmailPayslipsMutation = { emailPayslips: number };

export type PaymentMethodsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: PaymentMethodOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: PaymentMethodFilters | null | undefined;
}>;


export type PaymentMethodsQuery = { paymentMethods: { totalCount: number, items: Array<{ id: string, name: string }> } };

export type CreatePaymentMethodMutationVariables = Exact<{
  input: PaymentMethodInput;
}>;


export type CreatePaymentMethodMutation = { createPaymentMethod: { id: string } };

export type UpdatePaymentMethodMutationVariables = Exact<{
  id: string | number;
  input: PaymentMethodInput;
}>;


export type UpdatePaymentMethodMutation = { updatePaymentMethod: { id: string } };

export type DeletePaymentMethodMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePaymentMethodMutation = { deletePaymentMethod: { id: string } };

export type PensionUnitSelectionsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: PensionUnitSelectionOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: PensionUnitSelectionFilters | null | undefined;
}>;


export type PensionUnitSelectionsQuery = { pensionUnitSelections: { totalCount: number, items: Array<{ id: string, pensionUnitId: string, validFrom: string, validTo: string | null, pensionUnit: { id: string, name: string, organizationNumber: string | null } | null }> } };

export type PensionCompanySearchQueryVariables = Exact<{
  term?: string | null | undefined;
  date: string;
}>;


export type PensionCompanySearchQuery = { unitSearch: Array<{ id: string, name: string, organizationNumber: string | null }> };

export type CreatePensionUnitSelectionMutationVariables = Exact<{
  input: PensionUnitSelectionInput;
}>;


export type CreatePensionUnitSelectionMutation = { createPensionUnitSelection: { id: string } };

export type UpdatePensionUnitSelectionMutationVariables = Exact<{
  id: string | number;
  input: PensionUnitSelectionInput;
}>;


export type UpdatePensionUnitSelectionMutation = { updatePensionUnitSelection: { id: string } };

export type DeletePensionUnitSelectionMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePensionUnitSelectionMutation = { deletePensionUnitSelection: { id: string } };

export type ProductGroupsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: ProductGroupOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: ProductGroupFilters | null | undefined;
}>;


export type ProductGroupsQuery = { productGroups: { totalCount: number, items: Array<{ id: string, name: string, description: string | null, parentGroupId: string | null, path: string, childCount: number, productCount: number }> } };

export type ProductGroupTreeQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type ProductGroupTreeQuery = { productGroups: { totalCount: number, items: Array<{ id: string, name: string, parentGroupId: string | null, path: string, childCount: number, productCount: number }> } };

export type CreateProductGroupMutationVariables = Exact<{
  input: ProductGroupInput;
}>;


export type CreateProductGroupMutation = { createProductGroup: { id: string } };

export type UpdateProductGroupMutationVariables = Exact<{
  id: string | number;
  input: ProductGroupInput;
}>;


export type UpdateProductGroupMutation = { updateProductGroup: { id: string } };

export type DeleteProductGroupMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductGroupMutation = { deleteProductGroup: { id: string } };

export type MoveProductGroupsMutationVariables = Exact<{
  moves: Array<ProductGroupMoveInput> | ProductGroupMoveInput;
}>;


export type MoveProductGroupsMutation = { moveProductGroups: Array<{ id: string, parentGroupId: string | null, path: string }> };

export type VariantHoldersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: VariantHolderOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: VariantHolderFilters | null | undefined;
}>;


export type VariantHoldersQuery = { variantHolders: { totalCount: number, items: Array<{ id: string, name: string, attributeName: string, description: string | null, parentGroupId: string | null, parentGroup: { id: string, path: string } | null, variants: Array<{ id: string, name: string, products: Array<{ id: string, number: string, name: string }> }> }> } };

export type CreateVariantHolderMutationVariables = Exact<{
  input: VariantHolderInput;
}>;


export type CreateVariantHolderMutation = { createVariantHolder: { id: string } };

export type UpdateVariantHolderMutationVariables = Exact<{
  id: string | number;
  input: VariantHolderInput;
}>;


export type UpdateVariantHolderMutation = { updateVariantHolder: { id: string } };

export type DeleteVariantHolderMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVariantHolderMutation = { deleteVariantHolder: { id: string } };

export type SetVariantProductsMutationVariables = Exact<{
  variantId: string | number;
  productIds: Array<string | number> | string | number;
}>;


export type SetVariantProductsMutation = { setVariantProducts: { id: string, products: Array<{ id: string, number: string, name: string }> } };

export type VariantProductSearchQueryVariables = Exact<{
  name?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type VariantProductSearchQuery = { products: { items: Array<{ id: string, number: string, name: string }> } };

export type ProductsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: ProductOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: ProductFilters | null | undefined;
}>;


export type ProductsQuery = { products: { totalCount: number, items: Array<{ id: string, number: string, name: string, unitOfMeasureCode: string, vatRateSymbol: string, isActive: boolean, productGroup: { id: string, name: string } | null, currentPrice: { salePrice: string, contributionMargin: { amount: string, percent: string | null } } | null }> } };

export type ProductQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductQuery = { product: { id: string, number: string, name: string, description: string | null, unitOfMeasureCode: string, vatRateSymbol: string, taxExemptionReason: string | null, productGroupId: string | null, supplierUnitId: string | null, suppliersProductNumber: string | null, projectId: string | null, departmentId: string | null, carRegistrationId: string | null, supplierUnit: { id: string, name: string } | null, prices: Array<{ validFrom: string, validTo: string | null, purchasePrice: string, salePrice: string }>, activePeriods: Array<{ activeFrom: string, activeTo: string | null }>, images: Array<{ signedBlobId: string, fileName: string, contentType: string, size: number, url: string }> } };

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: string } };

export type UpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { id: string } };

export type DeleteProductMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductMutation = { deleteProduct: { id: string } };

export type ProductChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductChoicesQuery = { productGroups: { items: Array<{ id: string, name: string, path: string }> }, unitInvoiceSetting: { defaultProductUnitOfMeasureCode: string }, projects: { items: Array<{ id: string, code: string, name: string }> }, departments: { items: Array<{ id: string, code: string, name: string }> }, cars: { items: Array<{ id: string, name: string, carRegistrations: Array<{ id: string, registrationNumber: string }> }> } };

export type SupplierSearchQueryVariables = Exact<{
  term?: string | null | undefined;
  date: string;
}>;


export type SupplierSearchQuery = { unitSearch: Array<{ id: string, name: string, organizationNumber: string | null, city: string | null }> };

export type ProjectsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: ProjectOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: ProjectFilters | null | undefined;
}>;


export type ProjectsQuery = { projects: { totalCount: number, items: Array<{ id: string, code: string, name: string, startDate: string | null, endDate: string | null, enableVat: boolean }> } };

export type CreateProjectMutationVariables = Exact<{
  input: ProjectInput;
}>;


export type CreateProjectMutation = { createProject: { id: string } };

export type UpdateProjectMutationVariables = Exact<{
  id: string | number;
  input: ProjectInput;
}>;


export type UpdateProjectMutation = { updateProject: { id: string } };

export type DeleteProjectMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProjectMutation = { deleteProject: { id: string } };

export type RecurringOrdersQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: RecurringOrderOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: RecurringOrderFilters | null | undefined;
}>;


export type RecurringOrdersQuery = { recurringOrders: { totalCount: number, items: Array<{ id: string, active: boolean, interval: RecurringInterval | null, intervalUnit: RecurringIntervalUnit, intervalCount: number, startDate: string, endDate: string | null, nextDate: string | null, nextCreateOn: string | null, lastOrderDate: string | null, reference: string, currencyCode: string, payableAmount: string, customer: { id: string, displayName: string } }> } };

export type RecurringOrderEditorQueryVariables = Exact<{
  id: string | number;
}>;


export type RecurringOrderEditorQuery = { recurringOrder: { id: string, active: boolean, startDate: string, endDate: string | null, dateOffset: number, interval: RecurringInterval | null, nextDate: string | null, lastOrderDate: string | null, lastGeneratedOn: string | null, currencyCode: string, reference: string, note: string | null, isExport: boolean, projectId: string | null, departmentId: string | null, carRegistrationId: string | null, customer: { id: string, displayName: string, reference: string | null, deliveryLocations: Array<{ id: string, address: string | null, additionalAddress: string | null, zip: string | null, city: string | null, countryCode: string }> }, delivery: { address: string | null, additionalAddress: string | null, zip: string | null, city: string | null, countryCode: string }, lines: Array<{ id: string, productId: string | null, itemName: string, itemDescription: string | null, sellersItemIdentification: string | null, quantity: string, orderedQuantity: string | null, unitOfMeasureCode: string, priceAmount: string, baseQuantity: string | null, vatRateSymbol: VatRateSymbol, taxExemptionReason: string | null, allowanceCharge: { chargeIndicator: boolean, percent: string | null, amount: string | null } | null }>, allowanceCharges: Array<{ id: string, chargeIndicator: boolean, reason: string | null, percent: string | null, fixedAmount: string | null, vatRateSymbol: VatRateSymbol, taxExemptionReason: string | null }> } };

export type UpcomingRecurringDatesQueryVariables = Exact<{
  input: RecurringScheduleInput;
  count?: number | null | undefined;
}>;


export type UpcomingRecurringDatesQuery = { upcomingRecurringDates: Array<{ date: string, createOn: string }> };

export type CreateRecurringOrderMutationVariables = Exact<{
  input: RecurringOrderInput;
}>;


export type CreateRecurringOrderMutation = { createRecurringOrder: { id: string, nextDate: string | null } };

export type UpdateRecurringOrderMutationVariables = Exact<{
  id: string | number;
  input: RecurringOrderInput;
}>;


export type UpdateRecurringOrderMutation = { updateRecurringOrder: { id: string, nextDate: string | null } };

export type DeleteRecurringOrderMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRecurringOrderMutation = { deleteRecurringOrder: { id: string } };

export type SubUnitsQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: SubUnitOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: SubUnitFilters | null | undefined;
}>;


export type SubUnitsQuery = { subUnits: { totalCount: number, items: Array<{ id: string, name: string, organizationNumber: string, departmentId: string | null, municipalityNumber: string | null, employerTaxZone: string | null, department: { id: string, code: string, name: string } | null, municipality: { number: string, name: string, employerTaxZones: Array<{ zone: string, comment: string | null }> } | null }> } };

export type SubUnitOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type SubUnitOptionsQuery = { subUnits: { items: Array<{ id: string, name: string, organizationNumber: string }> } };

export type CreateSubUnitMutationVariables = Exact<{
  input: SubUnitInput;
}>;


export type CreateSubUnitMutation = { createSubUnit: { id: string } };

export type UpdateSubUnitMutationVariables = Exact<{
  id: string | number;
  input: SubUnitInput;
}>;


export type UpdateSubUnitMutation = { updateSubUnit: { id: string } };

export type DeleteSubUnitMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteSubUnitMutation = { deleteSubUnit: { id: string } };

export type SubUnitDepartmentsQueryVariables = Exact<{ [key: string]: never; }>;


export type SubUnitDepartmentsQuery = { departments: { items: Array<{ id: string, code: string, name: string }> } };

export type UnitExportFieldsFragment = { id: string, status: UnitExportStatus, done: number, total: number, error: string | null, createdAt: string, finishedAt: string | null, createdByName: string | null, file: { fileName: string, size: number, url: string } | null };

export type UnitExportsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnitExportsQuery = { unitExports: Array<{ id: string, status: UnitExportStatus, done: number, total: number, error: string | null, createdAt: string, finishedAt: string | null, createdByName: string | null, file: { fileName: string, size: number, url: string } | null }> };

export type CreateUnitExportMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateUnitExportMutation = { createUnitExport: { id: string, status: UnitExportStatus, done: number, total: number, error: string | null, createdAt: string, finishedAt: string | null, createdByName: string | null, file: { fileName: string, size: number, url: string } | null } };

export type UnitUserSettingFieldsFragment = { unitId: string, userId: string, altinnLogin: string | null, altinnPinMethod: AltinnPinMethod | null, savedAt: string | null };

export type UserSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserSettingsQuery = { currentUser: { id: string, firstName: string, lastName: string, login: string, cellphone: string | null, locale: string, currentUnit: { id: string, name: string } | null }, unitUserSetting: { unitId: string, userId: string, altinnLogin: string | null, altinnPinMethod: AltinnPinMethod | null, savedAt: string | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateCurrentUserInput;
}>;


export type UpdateProfileMutation = { updateCurrentUser: { id: string, firstName: string, lastName: string, name: string, cellphone: string | null, locale: string } };

export type SaveUnitUserSettingMutationVariables = Exact<{
  input: SaveUnitUserSettingInput;
}>;


export type SaveUnitUserSettingMutation = { saveUnitUserSetting: { unitId: string, userId: string, altinnLogin: string | null, altinnPinMethod: AltinnPinMethod | null, savedAt: string | null } };

export type ChangeCurrentUserPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeCurrentUserPasswordMutation = { changeCurrentUserPassword: boolean };

export type TwoFactorStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorStatusQuery = { twoFactorStatus: { enabled: boolean, enabledAt: string | null, recoveryCodesLeft: number } };

export type StartTwoFactorMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTwoFactorMutation = { startTwoFactor: { secret: string, uri: string } };

export type ConfirmTwoFactorMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTwoFactorMutation = { confirmTwoFactor: Array<string> };

export type DisableTwoFactorMutationVariables = Exact<{
  password: string;
  code: string;
}>;


export type DisableTwoFactorMutation = { disableTwoFactor: boolean };

export type RegenerateRecoveryCodesMutationVariables = Exact<{
  code: string;
}>;


export type RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: Array<string> };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, current: boolean, createdAt: string, lastSeenAt: string | null, userAgent: string | null, ip: string | null }> };

export type RevokeSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeSessionMutation = { revokeSession: boolean };

export type RevokeOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeOtherSessionsMutation = { revokeOtherSessions: boolean };

export type VatRatesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: VatRateOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: VatRateFilters | null | undefined;
}>;


export type VatRatesQuery = { vatRates: { totalCount: number, items: Array<{ id: string, vatRateSymbol: VatRateSymbol, percentage: string, activeFrom: string, activeTo: string | null }> } };

export type CreateVatRateMutationVariables = Exact<{
  input: VatRateInput;
}>;


export type CreateVatRateMutation = { createVatRate: { id: string } };

export type UpdateVatRateMutationVariables = Exact<{
  id: string | number;
  input: VatRateInput;
}>;


export type UpdateVatRateMutation = { updateVatRate: { id: string } };

export type DeleteVatRateMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteVatRateMutation = { deleteVatRate: { id: string } };

export type WarehouseStockQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: WarehouseStockOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: WarehouseStockFilters | null | undefined;
}>;


export type WarehouseStockQuery = { warehouseStock: { totalCount: number, totalValue: string, items: Array<{ id: string, productId: string, productNumber: string, productName: string, unitOfMeasureCode: string, supplierUnitId: string, supplierName: string, lastCountDate: string, quantity: string, averagePurchasePrice: string, value: string }> } };

export type WarehouseStockHistoryQueryVariables = Exact<{
  productId: string | number;
  supplierUnitId: string | number;
}>;


export type WarehouseStockHistoryQuery = { warehouseStockHistory: Array<{ kind: WarehouseMovementKind, date: string, at: string, quantity: string, purchasePrice: string | null, balance: string, patchId: string | null, orderId: string | null, orderNumber: string | null }> };

export type WarehouseProductReportQueryVariables = Exact<{
  supplierUnitId?: string | number | null | undefined;
}>;


export type WarehouseProductReportQuery = { warehouseProductReport: Array<{ supplierUnitId: string, supplierName: string, supplierOrganizationNumber: string | null, productId: string, productNumber: string, productName: string, quantity: string, value: string }> };

export type WarehousePatchesQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: WarehousePatchOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: WarehousePatchFilters | null | undefined;
}>;


export type WarehousePatchesQuery = { warehousePatches: { totalCount: number, items: Array<{ id: string, date: string, checkpoint: boolean, comment: string | null, lineCount: number, totalQuantity: string, createdAt: string, supplierUnit: { id: string, name: string } | null, createdBy: { id: string, name: string } | null }> } };

export type WarehousePatchQueryVariables = Exact<{
  id: string | number;
}>;


export type WarehousePatchQuery = { warehousePatch: { id: string, date: string, comment: string | null, checkpoint: boolean, supplierUnitId: string, createdAt: string, supplierUnit: { id: string, name: string } | null, createdBy: { id: string, name: string } | null, lines: Array<{ id: string, productId: string, productNumber: string, productName: string, purchasePrice: string, quantity: string }> } };

export type WarehouseExpectedCountQueryVariables = Exact<{
  supplierUnitId: string | number;
  date: string;
}>;


export type WarehouseExpectedCountQuery = { warehouseExpectedCount: Array<{ productId: string, productNumber: string, productName: string, unitOfMeasureCode: string, expectedQuantity: string, purchasePrice: string }> };

export type CreateWarehousePatchMutationVariables = Exact<{
  input: WarehousePatchInput;
}>;


export type CreateWarehousePatchMutation = { createWarehousePatch: { id: string } };

export type UpdateWarehousePatchMutationVariables = Exact<{
  id: string | number;
  input: WarehousePatchInput;
}>;


export type UpdateWarehousePatchMutation = { updateWarehousePatch: { id: string } };

export type WarehouseProductSearchQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type WarehouseProductSearchQuery = { products: { items: Array<{ id: string, number: string, name: string }> } };

export type WebstoreApiTokensQueryVariables = Exact<{
  limit?: number | null | undefined;
  offset?: number | null | undefined;
  orderBy?: WebstoreApiTokenOrderBy | null | undefined;
  orderDirection?: OrderDirection | null | undefined;
  filters?: WebstoreApiTokenFilters | null | undefined;
}>;


export type WebstoreApiTokensQuery = { webstoreApiTokens: { totalCount: number, items: Array<{ id: string, description: string, expiryDate: string, createdAt: string, expired: boolean, createdBy: { id: string, name: string } | null }> } };

export type CreateWebstoreApiTokenMutationVariables = Exact<{
  input: CreateWebstoreApiTokenInput;
}>;


export type CreateWebstoreApiTokenMutation = { createWebstoreApiToken: { tokenValue: string, token: { id: string, description: string, expiryDate: string } } };

export type DeleteWebstoreApiTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebstoreApiTokenMutation = { deleteWebstoreApiToken: { id: string } };

export type WorkRelationsQueryVariables = Exact<{
  employeeId: string | number;
}>;


export type WorkRelationsQuery = { workRelations: Array<{ id: string, employeeId: string, subUnitId: string | null, occupationCode: string | null, startDate: string, endDate: string | null, pensionEndDate: string | null, endReason: WorkRelationEndReason | null, samePositionSince: string | null, shiftType: ShiftType, employmentType: EmploymentType, durationType: DurationType, employmentPercentage: string, employmentPercentageUpdated: string | null, hoursEveryWeekWithFullEmployment: string, lastSalaryChange: string | null, onLeaveToday: boolean, subUnit: { id: string, name: string, organizationNumber: string } | null, occupation: { code: string, name: string } | null, leaves: Array<{ id: string, leaveId: string, leaveType: LeaveType, description: string | null, startDate: string, endDate: string | null, percentageLeave: string }> }> };

export type CreateWorkRelationMutationVariables = Exact<{
  employeeId: string | number;
  input: WorkRelationInput;
}>;


export type CreateWorkRelationMutation = { createWorkRelation: { id: string } };

export type UpdateWorkRelationMutationVariables = Exact<{
  id: string | number;
  input: WorkRelationInput;
}>;


export type UpdateWorkRelationMutation = { updateWorkRelation: { id: string } };

export type DeleteWorkRelationMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWorkRelationMutation = { deleteWorkRelation: { id: string } };

export type WorkRelationDefaultsQueryVariables = Exact<{ [key: string]: never; }>;


export type WorkRelationDefaultsQuery = { unitPaycheckSetting: { defaultWorkRelation: { subUnitId: string | null, occupationCode: string | null, employmentType: EmploymentType, durationType: DurationType, shiftType: ShiftType, hoursEveryWeekWithFullEmployment: string, employmentPercentage: string } } };

export const AmeldingRefFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]} as unknown as DocumentNode<AmeldingRefFieldsFragment, unknown>;
export const AmeldingPayDateSumFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingPayDateSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingPayDateSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]} as unknown as DocumentNode<AmeldingPayDateSumFieldsFragment, unknown>;
export const AmeldingZoneSumFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingZoneSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingZoneSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}}]} as unknown as DocumentNode<AmeldingZoneSumFieldsFragment, unknown>;
export const AmeldingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amelding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackFetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingByPayDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingPayDateSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxByZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingZoneSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodWithholding"}},{"kind":"Field","name":{"kind":"Name","value":"periodEmployerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodGarnishment"}},{"kind":"Field","name":{"kind":"Name","value":"deviations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingKid"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxKid"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"messageJson"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingPayDateSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingPayDateSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingZoneSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingZoneSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}}]} as unknown as DocumentNode<AmeldingFieldsFragment, unknown>;
export const AltinnSystemUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AltinnSystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AltinnSystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"confirmUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}}]}}]} as unknown as DocumentNode<AltinnSystemUserFieldsFragment, unknown>;
export const CompanyDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unofficialName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"openedDate"}},{"kind":"Field","name":{"kind":"Name","value":"closedDate"}},{"kind":"Field","name":{"kind":"Name","value":"vatRegulation"}}]}}]} as unknown as DocumentNode<CompanyDetailsFieldsFragment, unknown>;
export const InvoiceSettingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitInvoiceSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bban"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"swift"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"customerCountry"}},{"kind":"Field","name":{"kind":"Name","value":"customerCreditDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultProductUnitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"displaySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showCar"}},{"kind":"Field","name":{"kind":"Name","value":"showProject"}},{"kind":"Field","name":{"kind":"Name","value":"showDepartment"}},{"kind":"Field","name":{"kind":"Name","value":"showOrderedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"showLineTaxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"showTaxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"showLineAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"showLineCharge"}},{"kind":"Field","name":{"kind":"Name","value":"showInvoiceAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"showInvoiceCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exports"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmailCopy"}},{"kind":"Field","name":{"kind":"Name","value":"journalAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivables"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"outputVat"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"reminderFee"}},{"kind":"Field","name":{"kind":"Name","value":"interestIncome"}},{"kind":"Field","name":{"kind":"Name","value":"revenueVatLiable"}},{"kind":"Field","name":{"kind":"Name","value":"revenueZeroRated"}},{"kind":"Field","name":{"kind":"Name","value":"revenueOutsideVat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usesKid"}},{"kind":"Field","name":{"kind":"Name","value":"kidLength"}},{"kind":"Field","name":{"kind":"Name","value":"kidModDigit"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNoticeCharge"}},{"kind":"Field","name":{"kind":"Name","value":"usesOverdueNotices"}},{"kind":"Field","name":{"kind":"Name","value":"sendsOverdueNoticesAutomatically"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"productGroups"}},{"kind":"Field","name":{"kind":"Name","value":"startingInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startingOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"supplierPartyReferenceSetting"}},{"kind":"Field","name":{"kind":"Name","value":"taxInclusiveAmountRounding"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InvoiceSettingFieldsFragment, unknown>;
export const UnitSettingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNameOption"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedBlobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedBlobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UnitSettingFieldsFragment, unknown>;
export const DimensionChoicesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DimensionChoices"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"carRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DimensionChoicesFragment, unknown>;
export const TaxCardRequestFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCardRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCardRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<TaxCardRequestFieldsFragment, unknown>;
export const TaxCardTermsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCardTermsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCardTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxDeductionMethod"}},{"kind":"Field","name":{"kind":"Name","value":"taxTable"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptionAmountLimit"}}]}}]} as unknown as DocumentNode<TaxCardTermsFieldsFragment, unknown>;
export const InvoiceDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNoticeId"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<InvoiceDeliveryFieldsFragment, unknown>;
export const SummaryLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"sellersItemIdentification"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"priceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"lineExtensionAmount"}}]}}]} as unknown as DocumentNode<SummaryLineFieldsFragment, unknown>;
export const SummaryAllowanceChargeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryAllowanceChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAllowanceCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]} as unknown as DocumentNode<SummaryAllowanceChargeFieldsFragment, unknown>;
export const SummaryTaxSubtotalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryTaxSubtotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTaxSubtotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCategory"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}}]}}]} as unknown as DocumentNode<SummaryTaxSubtotalFieldsFragment, unknown>;
export const InvoiceDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"currentDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerm"}},{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmountInNok"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bban"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"swift"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowanceCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryAllowanceChargeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineExtensionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxExclusiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxInclusiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payableRoundingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxSubtotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryTaxSubtotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditedInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedBlobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"sellersItemIdentification"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"priceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"lineExtensionAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryAllowanceChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAllowanceCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryTaxSubtotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTaxSubtotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCategory"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}}]}}]} as unknown as DocumentNode<InvoiceDetailsFragment, unknown>;
export const MunicipalityRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MunicipalityRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Municipality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"countyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"countyName"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bban"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<MunicipalityRowFieldsFragment, unknown>;
export const OrderCustomerDefaultsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCustomerDefaults"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"additionalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}}]} as unknown as DocumentNode<OrderCustomerDefaultsFragment, unknown>;
export const OrderEditorDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderEditorDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"additionalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]} as unknown as DocumentNode<OrderEditorDeliveryFieldsFragment, unknown>;
export const OrderEditorLineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderEditorLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"itemDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sellersItemIdentification"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"priceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"baseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptionReason"}},{"kind":"Field","name":{"kind":"Name","value":"allowanceCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<OrderEditorLineFieldsFragment, unknown>;
export const OrderEditorAllowanceChargeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderEditorAllowanceChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAllowanceCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"fixedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptionReason"}}]}}]} as unknown as DocumentNode<OrderEditorAllowanceChargeFieldsFragment, unknown>;
export const OverdueNoticeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverdueNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OverdueNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"charge"}},{"kind":"Field","name":{"kind":"Name","value":"interestAmount"}},{"kind":"Field","name":{"kind":"Name","value":"interestFrom"}},{"kind":"Field","name":{"kind":"Name","value":"interestTo"}}]}}]} as unknown as DocumentNode<OverdueNoticeFieldsFragment, unknown>;
export const InvoiceOverdueNoticeStateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceOverdueNoticeState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueWithFees"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverdueNoticeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverdueNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OverdueNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"charge"}},{"kind":"Field","name":{"kind":"Name","value":"interestAmount"}},{"kind":"Field","name":{"kind":"Name","value":"interestFrom"}},{"kind":"Field","name":{"kind":"Name","value":"interestTo"}}]}}]} as unknown as DocumentNode<InvoiceOverdueNoticeStateFragment, unknown>;
export const PaycheckPeriodFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bookkeepingPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"journalDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"payDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}}]}}]}}]} as unknown as DocumentNode<PaycheckPeriodFieldsFragment, unknown>;
export const ReconciledAmountFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReconciledAmountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReconciledAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"bookkeeping"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}}]}}]} as unknown as DocumentNode<ReconciledAmountFieldsFragment, unknown>;
export const PaycheckSettingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitPaycheckSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altinnSystemUserName"}},{"kind":"Field","name":{"kind":"Name","value":"altinnSystemPasswordSet"}},{"kind":"Field","name":{"kind":"Name","value":"calculationForTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCreditDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultVacationMoneyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"defaultWorkRelation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"occupationCode"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"shiftType"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEveryWeekWithFullEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"employmentPercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"municipality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startingPaycheckNumber"}},{"kind":"Field","name":{"kind":"Name","value":"halfTaxMonth"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<PaycheckSettingFieldsFragment, unknown>;
export const PaycheckTemplateFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workRelation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"mainTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"payCode"}},{"kind":"Field","name":{"kind":"Name","value":"calculationType"}},{"kind":"Field","name":{"kind":"Name","value":"editableFromEmployeePage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"car"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PaycheckTemplateFieldsFragment, unknown>;
export const PaycheckUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<PaycheckUserFieldsFragment, unknown>;
export const PaycheckFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paycheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reportingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workRelationId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"subUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"employeeZip"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCity"}},{"kind":"Field","name":{"kind":"Name","value":"employeeSocialSecurityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeBban"}},{"kind":"Field","name":{"kind":"Name","value":"employeeIban"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"journalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"internalComment"}},{"kind":"Field","name":{"kind":"Name","value":"advancedMode"}},{"kind":"Field","name":{"kind":"Name","value":"manualTax"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeductionMethod"}},{"kind":"Field","name":{"kind":"Name","value":"taxTable"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemption"}},{"kind":"Field","name":{"kind":"Name","value":"halfTax"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"mainTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altinnFordel"}},{"kind":"Field","name":{"kind":"Name","value":"payCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"carId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"calculationType"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"altinn"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prepayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingBasis"}},{"kind":"Field","name":{"kind":"Name","value":"extraWithholdingBasis"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"expectedTaxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"taxWarning"}},{"kind":"Field","name":{"kind":"Name","value":"taxError"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPay"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZone"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"missingBookkeeping"}},{"kind":"Field","name":{"kind":"Name","value":"taxConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"lockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidDateUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidDateUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<PaycheckFieldsFragment, unknown>;
export const UnitExportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UnitExportFieldsFragment, unknown>;
export const UnitUserSettingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitUserSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitUserSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"altinnLogin"}},{"kind":"Field","name":{"kind":"Name","value":"altinnPinMethod"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<UnitUserSettingFieldsFragment, unknown>;
export const CurrentUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"currentUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CurrentUserQuery, CurrentUserQueryVariables>;
export const AcceptInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AcceptInvitationMutation, AcceptInvitationMutationVariables>;
export const CurrentUserUnitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentUserUnits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserUnits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CurrentUserUnitsQuery, CurrentUserUnitsQueryVariables>;
export const UpdateCurrentUserLocaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCurrentUserLocale"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCurrentUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]} as unknown as DocumentNode<UpdateCurrentUserLocaleMutation, UpdateCurrentUserLocaleMutationVariables>;
export const RequestAccessUnitSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestAccessUnitSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<RequestAccessUnitSearchQuery, RequestAccessUnitSearchQueryVariables>;
export const RequestAccessToUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestAccessToUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAccessToUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"unitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unitId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RequestAccessToUnitMutation, RequestAccessToUnitMutationVariables>;
export const AmeldingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ameldings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingFilters"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ameldings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}}]}}]}}]}}]} as unknown as DocumentNode<AmeldingsQuery, AmeldingsQueryVariables>;
export const AmeldingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Amelding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amelding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingPayDateSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingPayDateSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingZoneSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingZoneSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amelding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackFetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingByPayDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingPayDateSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxByZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingZoneSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodWithholding"}},{"kind":"Field","name":{"kind":"Name","value":"periodEmployerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodGarnishment"}},{"kind":"Field","name":{"kind":"Name","value":"deviations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingKid"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxKid"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"messageJson"}}]}}]} as unknown as DocumentNode<AmeldingQuery, AmeldingQueryVariables>;
export const AmeldingMonthsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AmeldingMonths"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ameldingMonths"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"lockedPaychecks"}},{"kind":"Field","name":{"kind":"Name","value":"unreportedPaychecks"}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]} as unknown as DocumentNode<AmeldingMonthsQuery, AmeldingMonthsQueryVariables>;
export const AmeldingPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AmeldingPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replacesId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ameldingPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"replacesId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replacesId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingByPayDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingPayDateSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxByZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingZoneSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"problems"}},{"kind":"Field","name":{"kind":"Name","value":"isZeroReport"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingPayDateSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingPayDateSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingZoneSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingZoneSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}}]} as unknown as DocumentNode<AmeldingPreviewQuery, AmeldingPreviewQueryVariables>;
export const AmeldingSystemUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AmeldingSystemUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altinnSystemUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AmeldingSystemUserQuery, AmeldingSystemUserQueryVariables>;
export const TaxPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxByZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingZoneSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingByPayDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingKid"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxKid"}},{"kind":"Field","name":{"kind":"Name","value":"fromFeedback"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingZoneSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingZoneSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}}]} as unknown as DocumentNode<TaxPreviewQuery, TaxPreviewQueryVariables>;
export const NextAmeldingDeadlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NextAmeldingDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextAmeldingDeadline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"daysLeft"}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]} as unknown as DocumentNode<NextAmeldingDeadlineQuery, NextAmeldingDeadlineQueryVariables>;
export const SendAmeldingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendAmelding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replacesId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendAmelding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"replacesId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replacesId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingPayDateSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingPayDateSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingZoneSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingZoneSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amelding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackFetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingByPayDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingPayDateSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxByZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingZoneSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodWithholding"}},{"kind":"Field","name":{"kind":"Name","value":"periodEmployerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodGarnishment"}},{"kind":"Field","name":{"kind":"Name","value":"deviations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingKid"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxKid"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"messageJson"}}]}}]} as unknown as DocumentNode<SendAmeldingMutation, SendAmeldingMutationVariables>;
export const CancelAmeldingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelAmelding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAmelding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingPayDateSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingPayDateSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingZoneSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingZoneSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amelding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackFetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingByPayDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingPayDateSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxByZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingZoneSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodWithholding"}},{"kind":"Field","name":{"kind":"Name","value":"periodEmployerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodGarnishment"}},{"kind":"Field","name":{"kind":"Name","value":"deviations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingKid"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxKid"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"messageJson"}}]}}]} as unknown as DocumentNode<CancelAmeldingMutation, CancelAmeldingMutationVariables>;
export const ResendAmeldingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendAmelding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendAmelding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingPayDateSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingPayDateSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingZoneSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingZoneSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amelding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackFetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingByPayDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingPayDateSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxByZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingZoneSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodWithholding"}},{"kind":"Field","name":{"kind":"Name","value":"periodEmployerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodGarnishment"}},{"kind":"Field","name":{"kind":"Name","value":"deviations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingKid"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxKid"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"messageJson"}}]}}]} as unknown as DocumentNode<ResendAmeldingMutation, ResendAmeldingMutationVariables>;
export const CheckAmeldingStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckAmeldingStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkAmeldingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingPayDateSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingPayDateSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingZoneSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingZoneSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amelding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackFetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingByPayDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingPayDateSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxByZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingZoneSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodWithholding"}},{"kind":"Field","name":{"kind":"Name","value":"periodEmployerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodGarnishment"}},{"kind":"Field","name":{"kind":"Name","value":"deviations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingKid"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxKid"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"messageJson"}}]}}]} as unknown as DocumentNode<CheckAmeldingStatusMutation, CheckAmeldingStatusMutationVariables>;
export const FetchAmeldingFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FetchAmeldingFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchAmeldingFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingPayDateSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingPayDateSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingZoneSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingZoneSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amelding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackFetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingByPayDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingPayDateSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxByZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingZoneSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodWithholding"}},{"kind":"Field","name":{"kind":"Name","value":"periodEmployerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodGarnishment"}},{"kind":"Field","name":{"kind":"Name","value":"deviations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingKid"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxKid"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"messageJson"}}]}}]} as unknown as DocumentNode<FetchAmeldingFeedbackMutation, FetchAmeldingFeedbackMutationVariables>;
export const ArchiveAmeldingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveAmelding"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveAmelding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingRefFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingRef"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingPayDateSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingPayDateSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingZoneSumFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AmeldingZoneSum"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AmeldingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Amelding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"meldingsId"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"replacedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingRefFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}},{"kind":"Field","name":{"kind":"Name","value":"feedbackFetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingByPayDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingPayDateSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxByZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AmeldingZoneSumFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodWithholding"}},{"kind":"Field","name":{"kind":"Name","value":"periodEmployerTax"}},{"kind":"Field","name":{"kind":"Name","value":"periodGarnishment"}},{"kind":"Field","name":{"kind":"Name","value":"deviations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"where"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingKid"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxKid"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"messageJson"}}]}}]} as unknown as DocumentNode<ArchiveAmeldingMutation, ArchiveAmeldingMutationVariables>;
export const AltinnUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AltinnUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altinnUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"hasAltinnLogin"}},{"kind":"Field","name":{"kind":"Name","value":"altinnPinMethod"}}]}}]}}]} as unknown as DocumentNode<AltinnUsersQuery, AltinnUsersQueryVariables>;
export const MyAltinnLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAltinnLogin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitUserSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitUserSettingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitUserSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitUserSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"altinnLogin"}},{"kind":"Field","name":{"kind":"Name","value":"altinnPinMethod"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<MyAltinnLoginQuery, MyAltinnLoginQueryVariables>;
export const AltinnSystemUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AltinnSystemUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altinnSystemUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AltinnSystemUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AltinnSystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AltinnSystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"confirmUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}}]}}]} as unknown as DocumentNode<AltinnSystemUserQuery, AltinnSystemUserQueryVariables>;
export const RequestAltinnSystemUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestAltinnSystemUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestAltinnSystemUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AltinnSystemUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AltinnSystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AltinnSystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"confirmUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}}]}}]} as unknown as DocumentNode<RequestAltinnSystemUserMutation, RequestAltinnSystemUserMutationVariables>;
export const CheckAltinnSystemUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckAltinnSystemUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkAltinnSystemUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AltinnSystemUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AltinnSystemUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AltinnSystemUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"confirmUrl"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastCheckedAt"}}]}}]} as unknown as DocumentNode<CheckAltinnSystemUserMutation, CheckAltinnSystemUserMutationVariables>;
export const CarsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Cars"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CarOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CarFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"carType"}},{"kind":"Field","name":{"kind":"Name","value":"fuel"}},{"kind":"Field","name":{"kind":"Name","value":"modelYear"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedDate"}},{"kind":"Field","name":{"kind":"Name","value":"purchasedPrice"}},{"kind":"Field","name":{"kind":"Name","value":"norwegianListPriceAsNew"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"soldDate"}},{"kind":"Field","name":{"kind":"Name","value":"soldPrice"}},{"kind":"Field","name":{"kind":"Name","value":"enableVat"}},{"kind":"Field","name":{"kind":"Name","value":"carRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CarsQuery, CarsQueryVariables>;
export const CreateCarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCarMutation, CreateCarMutationVariables>;
export const UpdateCarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CarInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateCarMutation, UpdateCarMutationVariables>;
export const DeleteCarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteCarMutation, DeleteCarMutationVariables>;
export const GovernmentCarSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GovernmentCarSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registrationNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"governmentCarSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"registrationNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registrationNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"modelYear"}},{"kind":"Field","name":{"kind":"Name","value":"fuel"}},{"kind":"Field","name":{"kind":"Name","value":"carType"}},{"kind":"Field","name":{"kind":"Name","value":"seats"}},{"kind":"Field","name":{"kind":"Name","value":"norwegianListPriceAsNew"}}]}}]}}]} as unknown as DocumentNode<GovernmentCarSearchQuery, GovernmentCarSearchQueryVariables>;
export const UnitTwoFactorRequirementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitTwoFactorRequirement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"currentUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requireTwoFactor"}}]}}]}}]}}]} as unknown as DocumentNode<UnitTwoFactorRequirementQuery, UnitTwoFactorRequirementQueryVariables>;
export const SetUnitRequireTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUnitRequireTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"required"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUnitRequireTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"required"},"value":{"kind":"Variable","name":{"kind":"Name","value":"required"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requireTwoFactor"}}]}}]}}]} as unknown as DocumentNode<SetUnitRequireTwoFactorMutation, SetUnitRequireTwoFactorMutationVariables>;
export const AccessRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccessRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]} as unknown as DocumentNode<AccessRequestsQuery, AccessRequestsQueryVariables>;
export const UnitMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitMembers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"login"}}]}}]}}]}}]} as unknown as DocumentNode<UnitMembersQuery, UnitMembersQueryVariables>;
export const ApproveAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApproveAccessRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantedRole"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<ApproveAccessRequestMutation, ApproveAccessRequestMutationVariables>;
export const DeclineAccessRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeclineAccessRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineAccessRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<DeclineAccessRequestMutation, DeclineAccessRequestMutationVariables>;
export const AccessRequestsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AccessRequestsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessRequestsChanged"}}]}}]} as unknown as DocumentNode<AccessRequestsChangedSubscription, AccessRequestsChangedSubscriptionVariables>;
export const CompanyDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanyDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unofficialName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"openedDate"}},{"kind":"Field","name":{"kind":"Name","value":"closedDate"}},{"kind":"Field","name":{"kind":"Name","value":"vatRegulation"}}]}}]} as unknown as DocumentNode<CompanyDetailsQuery, CompanyDetailsQueryVariables>;
export const UpdateCurrentUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCurrentUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCurrentUnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCurrentUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CompanyDetailsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CompanyDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Unit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unofficialName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"openedDate"}},{"kind":"Field","name":{"kind":"Name","value":"closedDate"}},{"kind":"Field","name":{"kind":"Name","value":"vatRegulation"}}]}}]} as unknown as DocumentNode<UpdateCurrentUnitMutation, UpdateCurrentUnitMutationVariables>;
export const SettingsCountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SettingsCountriesQuery, SettingsCountriesQueryVariables>;
export const UnitInvoiceSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitInvoiceSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitInvoiceSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceSettingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitInvoiceSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bban"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"swift"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"customerCountry"}},{"kind":"Field","name":{"kind":"Name","value":"customerCreditDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultProductUnitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"displaySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showCar"}},{"kind":"Field","name":{"kind":"Name","value":"showProject"}},{"kind":"Field","name":{"kind":"Name","value":"showDepartment"}},{"kind":"Field","name":{"kind":"Name","value":"showOrderedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"showLineTaxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"showTaxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"showLineAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"showLineCharge"}},{"kind":"Field","name":{"kind":"Name","value":"showInvoiceAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"showInvoiceCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exports"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmailCopy"}},{"kind":"Field","name":{"kind":"Name","value":"journalAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivables"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"outputVat"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"reminderFee"}},{"kind":"Field","name":{"kind":"Name","value":"interestIncome"}},{"kind":"Field","name":{"kind":"Name","value":"revenueVatLiable"}},{"kind":"Field","name":{"kind":"Name","value":"revenueZeroRated"}},{"kind":"Field","name":{"kind":"Name","value":"revenueOutsideVat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usesKid"}},{"kind":"Field","name":{"kind":"Name","value":"kidLength"}},{"kind":"Field","name":{"kind":"Name","value":"kidModDigit"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNoticeCharge"}},{"kind":"Field","name":{"kind":"Name","value":"usesOverdueNotices"}},{"kind":"Field","name":{"kind":"Name","value":"sendsOverdueNoticesAutomatically"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"productGroups"}},{"kind":"Field","name":{"kind":"Name","value":"startingInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startingOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"supplierPartyReferenceSetting"}},{"kind":"Field","name":{"kind":"Name","value":"taxInclusiveAmountRounding"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UnitInvoiceSettingQuery, UnitInvoiceSettingQueryVariables>;
export const SaveUnitInvoiceSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUnitInvoiceSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveUnitInvoiceSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUnitInvoiceSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceSettingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitInvoiceSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bban"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"swift"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"customerCountry"}},{"kind":"Field","name":{"kind":"Name","value":"customerCreditDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultProductUnitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"displaySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"showCar"}},{"kind":"Field","name":{"kind":"Name","value":"showProject"}},{"kind":"Field","name":{"kind":"Name","value":"showDepartment"}},{"kind":"Field","name":{"kind":"Name","value":"showOrderedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"showLineTaxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"showTaxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"showLineAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"showLineCharge"}},{"kind":"Field","name":{"kind":"Name","value":"showInvoiceAllowance"}},{"kind":"Field","name":{"kind":"Name","value":"showInvoiceCharge"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exports"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceEmailCopy"}},{"kind":"Field","name":{"kind":"Name","value":"journalAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivables"}},{"kind":"Field","name":{"kind":"Name","value":"bank"}},{"kind":"Field","name":{"kind":"Name","value":"outputVat"}},{"kind":"Field","name":{"kind":"Name","value":"rounding"}},{"kind":"Field","name":{"kind":"Name","value":"reminderFee"}},{"kind":"Field","name":{"kind":"Name","value":"interestIncome"}},{"kind":"Field","name":{"kind":"Name","value":"revenueVatLiable"}},{"kind":"Field","name":{"kind":"Name","value":"revenueZeroRated"}},{"kind":"Field","name":{"kind":"Name","value":"revenueOutsideVat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usesKid"}},{"kind":"Field","name":{"kind":"Name","value":"kidLength"}},{"kind":"Field","name":{"kind":"Name","value":"kidModDigit"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNoticeCharge"}},{"kind":"Field","name":{"kind":"Name","value":"usesOverdueNotices"}},{"kind":"Field","name":{"kind":"Name","value":"sendsOverdueNoticesAutomatically"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"}},{"kind":"Field","name":{"kind":"Name","value":"productGroups"}},{"kind":"Field","name":{"kind":"Name","value":"startingInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startingOrderNumber"}},{"kind":"Field","name":{"kind":"Name","value":"supplierPartyReferenceSetting"}},{"kind":"Field","name":{"kind":"Name","value":"taxInclusiveAmountRounding"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SaveUnitInvoiceSettingMutation, SaveUnitInvoiceSettingMutationVariables>;
export const UnitSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitSettingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNameOption"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedBlobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedBlobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UnitSettingQuery, UnitSettingQueryVariables>;
export const SaveUnitSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUnitSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveUnitSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUnitSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitSettingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyNameOption"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedBlobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"oldLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedBlobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SaveUnitSettingMutation, SaveUnitSettingMutationVariables>;
export const UnitInvitationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitInvitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"}}]}}]}}]} as unknown as DocumentNode<UnitInvitationsQuery, UnitInvitationsQueryVariables>;
export const InviteMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<InviteMemberMutation, InviteMemberMutationVariables>;
export const CancelInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CancelInvitationMutation, CancelInvitationMutationVariables>;
export const UpdateMembershipRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMembershipRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMembershipRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<UpdateMembershipRoleMutation, UpdateMembershipRoleMutationVariables>;
export const RemoveMembershipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveMembership"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeMembership"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RemoveMembershipMutation, RemoveMembershipMutationVariables>;
export const InvoiceCreditNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceCreditNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"creditedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditableLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lineId"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"creditedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}}]}}]}}]}}]} as unknown as DocumentNode<InvoiceCreditNotesQuery, InvoiceCreditNotesQueryVariables>;
export const CreateCreditNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCreditNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCreditNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCreditNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}}]}}]}}]} as unknown as DocumentNode<CreateCreditNoteMutation, CreateCreditNoteMutationVariables>;
export const DuplicateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<DuplicateInvoiceMutation, DuplicateInvoiceMutationVariables>;
export const CustomersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Customers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unofficialName"}},{"kind":"Field","name":{"kind":"Name","value":"nameOption"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"customEmail"}},{"kind":"Field","name":{"kind":"Name","value":"customPhone"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDeliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"creditDays"}}]}}]}}]}}]} as unknown as DocumentNode<CustomersQuery, CustomersQueryVariables>;
export const CustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Customer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unofficialName"}},{"kind":"Field","name":{"kind":"Name","value":"nameOption"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"customPhone"}},{"kind":"Field","name":{"kind":"Name","value":"customEmail"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDeliveryMethod"}},{"kind":"Field","name":{"kind":"Name","value":"creditDays"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"additionalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"jobTitle"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerQuery, CustomerQueryVariables>;
export const CustomerFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerOwners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitInvoiceSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerCreditDays"}},{"kind":"Field","name":{"kind":"Name","value":"customerCountry"}}]}}]}}]} as unknown as DocumentNode<CustomerFormOptionsQuery, CustomerFormOptionsQueryVariables>;
export const CreateCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const UpdateCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const DeleteCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteCustomerMutation, DeleteCustomerMutationVariables>;
export const CustomerOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerOptionsQuery, CustomerOptionsQueryVariables>;
export const UserCompaniesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserCompanies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUserUnits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCompany"}}]}}]}}]} as unknown as DocumentNode<UserCompaniesQuery, UserCompaniesQueryVariables>;
export const LegalEntityLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegalEntityLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalEntityLookup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<LegalEntityLookupQuery, LegalEntityLookupQueryVariables>;
export const CreateCompanyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCompany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateCompanyMutation, CreateCompanyMutationVariables>;
export const DashboardInvoiceStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardInvoiceStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generalInvoiceStatistics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"interval"},"value":{"kind":"EnumValue","value":"MONTHLY"}},{"kind":"Argument","name":{"kind":"Name","value":"fields"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"INVOICED"},{"kind":"EnumValue","value":"INVOICE_COUNT"},{"kind":"EnumValue","value":"OUTSTANDING"},{"kind":"EnumValue","value":"OVERDUE"},{"kind":"EnumValue","value":"TOP_CUSTOMERS"}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCodes"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"invoicedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"overdueAmount"}},{"kind":"Field","name":{"kind":"Name","value":"topCustomers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoicedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardInvoiceStatisticsQuery, DashboardInvoiceStatisticsQueryVariables>;
export const DepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Departments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DepartmentOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DepartmentFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"enableVat"}}]}}]}}]}}]} as unknown as DocumentNode<DepartmentsQuery, DepartmentsQueryVariables>;
export const CreateDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepartmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateDepartmentMutation, CreateDepartmentMutationVariables>;
export const UpdateDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepartmentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateDepartmentMutation, UpdateDepartmentMutationVariables>;
export const DeleteDepartmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteDepartment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteDepartment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteDepartmentMutation, DeleteDepartmentMutationVariables>;
export const EmployeeTaxCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployeeTaxCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeTaxCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarYear"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeductionMethod"}},{"kind":"Field","name":{"kind":"Name","value":"taxTable"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemption"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptionAmountLimit"}},{"kind":"Field","name":{"kind":"Name","value":"fetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedBlobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<EmployeeTaxCardsQuery, EmployeeTaxCardsQueryVariables>;
export const CreateEmployeeTaxCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEmployeeTaxCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeTaxCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmployeeTaxCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateEmployeeTaxCardMutation, CreateEmployeeTaxCardMutationVariables>;
export const UpdateEmployeeTaxCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmployeeTaxCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeTaxCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmployeeTaxCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateEmployeeTaxCardMutation, UpdateEmployeeTaxCardMutationVariables>;
export const DeleteEmployeeTaxCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmployeeTaxCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmployeeTaxCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteEmployeeTaxCardMutation, DeleteEmployeeTaxCardMutationVariables>;
export const FetchEmployeeTaxCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FetchEmployeeTaxCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"calendarYear"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fetchEmployeeTaxCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"calendarYear"},"value":{"kind":"Variable","name":{"kind":"Name","value":"calendarYear"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarYear"}}]}}]}}]} as unknown as DocumentNode<FetchEmployeeTaxCardMutation, FetchEmployeeTaxCardMutationVariables>;
export const SalaryTaxTableDeductionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalaryTaxTableDeduction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"table"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithholdingPeriod"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"basis"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Decimal"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salaryTaxTableDeduction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"table"},"value":{"kind":"Variable","name":{"kind":"Name","value":"table"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"basis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"basis"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deduction"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<SalaryTaxTableDeductionQuery, SalaryTaxTableDeductionQueryVariables>;
export const TaxCardRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxCardRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCardRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxCardRequestFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCardRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCardRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<TaxCardRequestsQuery, TaxCardRequestsQueryVariables>;
export const TaxCardRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TaxCardRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCardRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxCardRequestFields"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"resultCode"}},{"kind":"Field","name":{"kind":"Name","value":"fetchedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"before"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxCardTermsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"after"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxCardTermsFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCardRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCardRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCardTermsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCardTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxDeductionMethod"}},{"kind":"Field","name":{"kind":"Name","value":"taxTable"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptionAmountLimit"}}]}}]} as unknown as DocumentNode<TaxCardRequestQuery, TaxCardRequestQueryVariables>;
export const RequestTaxCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestTaxCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTaxCards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxCardRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCardRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCardRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<RequestTaxCardsMutation, RequestTaxCardsMutationVariables>;
export const CheckTaxCardRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckTaxCardRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkTaxCardRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxCardRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCardRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCardRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<CheckTaxCardRequestMutation, CheckTaxCardRequestMutationVariables>;
export const ArchiveTaxCardRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveTaxCardRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveTaxCardRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TaxCardRequestFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TaxCardRequestFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TaxCardRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCount"}},{"kind":"Field","name":{"kind":"Name","value":"answeredCount"}},{"kind":"Field","name":{"kind":"Name","value":"changedCount"}},{"kind":"Field","name":{"kind":"Name","value":"errorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"requestedByName"}},{"kind":"Field","name":{"kind":"Name","value":"retrievedAt"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}}]}}]} as unknown as DocumentNode<ArchiveTaxCardRequestMutation, ArchiveTaxCardRequestMutationVariables>;
export const EmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Employees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"socialSecurityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"temporarySocialSecurityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<EmployeesQuery, EmployeesQueryVariables>;
export const EmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Employee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postbox"}},{"kind":"Field","name":{"kind":"Name","value":"postboxZip"}},{"kind":"Field","name":{"kind":"Name","value":"postboxCity"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCountry"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"birthDateMismatchReason"}},{"kind":"Field","name":{"kind":"Name","value":"bban"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"swift"}},{"kind":"Field","name":{"kind":"Name","value":"vacationMoneyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"creditDays"}},{"kind":"Field","name":{"kind":"Name","value":"socialSecurityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"temporarySocialSecurityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EmployeeQuery, EmployeeQueryVariables>;
export const EmployeeFormOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployeeFormOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allCountries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phoneCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitPaycheckSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultVacationMoneyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCreditDays"}}]}}]}}]} as unknown as DocumentNode<EmployeeFormOptionsQuery, EmployeeFormOptionsQueryVariables>;
export const EmployeeSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmployeeSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ssn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tssn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ssn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ssn"}}},{"kind":"Argument","name":{"kind":"Name","value":"tssn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tssn"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EmployeeSearchQuery, EmployeeSearchQueryVariables>;
export const CreateEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateEmployeeMutation, CreateEmployeeMutationVariables>;
export const UpdateEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateEmployeeMutation, UpdateEmployeeMutationVariables>;
export const DeleteEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteEmployeeMutation, DeleteEmployeeMutationVariables>;
export const InvoiceDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMailRecipient"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDeliveryMethod"}}]}},{"kind":"Field","name":{"kind":"Name","value":"overdueNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceDeliveryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNoticeId"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<InvoiceDeliveriesQuery, InvoiceDeliveriesQueryVariables>;
export const InvoiceSendChoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceSendChoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sendChoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferred"}},{"kind":"Field","name":{"kind":"Name","value":"offered"}},{"kind":"Field","name":{"kind":"Name","value":"needsConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"receiver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InvoiceSendChoiceQuery, InvoiceSendChoiceQueryVariables>;
export const InvoiceEhfCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceEhfCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sendChoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receiver"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"registered"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"}},{"kind":"Field","name":{"kind":"Name","value":"creditNote"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ehfValidation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"flag"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"terms"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"location"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InvoiceEhfCheckQuery, InvoiceEhfCheckQueryVariables>;
export const InvoiceDeliveriesChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"InvoiceDeliveriesChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceDeliveryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNoticeId"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<InvoiceDeliveriesChangedSubscription, InvoiceDeliveriesChangedSubscriptionVariables>;
export const SendInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNoticeId"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"printUrl"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<SendInvoiceMutation, SendInvoiceMutationVariables>;
export const PrintInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PrintInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"printInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PrintInvoicesMutation, PrintInvoicesMutationVariables>;
export const InvoiceSendFactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceSendFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMailRecipient"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDeliveryMethod"}}]}}]}}]}}]} as unknown as DocumentNode<InvoiceSendFactsQuery, InvoiceSendFactsQueryVariables>;
export const InvoicePaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicePayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"archiveReference"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<InvoicePaymentsQuery, InvoicePaymentsQueryVariables>;
export const RegisterPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RegisterPaymentMutation, RegisterPaymentMutationVariables>;
export const DeletePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeletePaymentMutation, DeletePaymentMutationVariables>;
export const ImportBankPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportBankPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importBankPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"import"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"archiveReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]}}]} as unknown as DocumentNode<ImportBankPaymentsMutation, ImportBankPaymentsMutationVariables>;
export const BankPaymentImportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankPaymentImports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankPaymentImports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"matchedCount"}},{"kind":"Field","name":{"kind":"Name","value":"matchedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"duplicateCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"archiveReference"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BankPaymentImportsQuery, BankPaymentImportsQueryVariables>;
export const InvoicePdfInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicePdfInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"maxDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"pdfTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"maxDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"maxDate"}}}]}]}}]}}]} as unknown as DocumentNode<InvoicePdfInfoQuery, InvoicePdfInfoQueryVariables>;
export const InvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"currentDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InvoicesQuery, InvoicesQueryVariables>;
export const InvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"sellersItemIdentification"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"priceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"lineExtensionAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryAllowanceChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAllowanceCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryTaxSubtotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTaxSubtotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCategory"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"currentDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerm"}},{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmountInNok"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bban"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"swift"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowanceCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryAllowanceChargeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineExtensionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxExclusiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxInclusiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payableRoundingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxSubtotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryTaxSubtotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditedInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedBlobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<InvoiceQuery, InvoiceQueryVariables>;
export const InvoiceChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"InvoiceChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"sellersItemIdentification"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"priceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"lineExtensionAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryAllowanceChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAllowanceCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryTaxSubtotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTaxSubtotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCategory"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"currentDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTerm"}},{"kind":"Field","name":{"kind":"Name","value":"kid"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeRate"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmountInNok"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bban"}},{"kind":"Field","name":{"kind":"Name","value":"iban"}},{"kind":"Field","name":{"kind":"Name","value":"swift"}},{"kind":"Field","name":{"kind":"Name","value":"customNote"}},{"kind":"Field","name":{"kind":"Name","value":"legalNotes"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"orders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowanceCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryAllowanceChargeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineExtensionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxExclusiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxInclusiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payableRoundingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxSubtotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryTaxSubtotalFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"creditedInvoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedBlobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<InvoiceChangedSubscription, InvoiceChangedSubscriptionVariables>;
export const InvoiceableOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceableOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"number"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"customerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"customerId"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"LOCKED"}},{"kind":"ObjectField","name":{"kind":"Name","value":"invoiced"},"value":{"kind":"BooleanValue","value":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}}]}}]}}]}}]} as unknown as DocumentNode<InvoiceableOrdersQuery, InvoiceableOrdersQueryVariables>;
export const InvoicePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoicePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orderIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"taxExclusiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payableRoundingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}}]}}]}}]} as unknown as DocumentNode<InvoicePreviewQuery, InvoicePreviewQueryVariables>;
export const InvoiceCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"creditDays"}}]}}]}}]} as unknown as DocumentNode<InvoiceCustomerQuery, InvoiceCustomerQueryVariables>;
export const InvoiceStartOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceStartOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<InvoiceStartOrderQuery, InvoiceStartOrderQueryVariables>;
export const CreateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"kid"}}]}}]}}]} as unknown as DocumentNode<CreateInvoiceMutation, CreateInvoiceMutationVariables>;
export const MunicipalitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Municipalities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MunicipalityOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MunicipalityFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"municipalities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MunicipalityRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MunicipalityRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Municipality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"countyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"countyName"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bban"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<MunicipalitiesQuery, MunicipalitiesQueryVariables>;
export const MunicipalitySearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MunicipalitySearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"municipalitySearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"countyName"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zone"}}]}}]}}]}}]} as unknown as DocumentNode<MunicipalitySearchQuery, MunicipalitySearchQueryVariables>;
export const MunicipalityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Municipality"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"municipality"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}}]}}]} as unknown as DocumentNode<MunicipalityQuery, MunicipalityQueryVariables>;
export const SaveMunicipalityDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveMunicipalityDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MunicipalityDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveMunicipalityDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MunicipalityRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MunicipalityRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Municipality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"countyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"countyName"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bban"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<SaveMunicipalityDetailsMutation, SaveMunicipalityDetailsMutationVariables>;
export const DeleteMunicipalityDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMunicipalityDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMunicipalityDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"number"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MunicipalityRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MunicipalityRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Municipality"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"countyNumber"}},{"kind":"Field","name":{"kind":"Name","value":"countyName"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bban"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"contactPhone"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<DeleteMunicipalityDetailsMutation, DeleteMunicipalityDetailsMutationVariables>;
export const OccupationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Occupations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OccupationOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OccupationFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortName"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}}]}}]} as unknown as DocumentNode<OccupationsQuery, OccupationsQueryVariables>;
export const OccupationSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OccupationSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupationSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}}]} as unknown as DocumentNode<OccupationSearchQuery, OccupationSearchQueryVariables>;
export const OccupationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Occupation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"occupation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<OccupationQuery, OccupationQueryVariables>;
export const OrderEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isExport"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"carRegistrationId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderCustomerDefaults"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderEditorDeliveryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderEditorLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowanceCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderEditorAllowanceChargeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCustomerDefaults"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"additionalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderEditorDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"additionalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderEditorLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"itemDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sellersItemIdentification"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"priceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"baseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptionReason"}},{"kind":"Field","name":{"kind":"Name","value":"allowanceCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderEditorAllowanceChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAllowanceCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"fixedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptionReason"}}]}}]} as unknown as DocumentNode<OrderEditorQuery, OrderEditorQueryVariables>;
export const OrderEditorChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderEditorChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DimensionChoices"}},{"kind":"Field","name":{"kind":"Name","value":"unitInvoiceSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultProductUnitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"taxInclusiveAmountRounding"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DimensionChoices"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"carRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrderEditorChoicesQuery, OrderEditorChoicesQueryVariables>;
export const OrderVatRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderVatRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allNorwegianVatRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}}]}}]}}]} as unknown as DocumentNode<OrderVatRatesQuery, OrderVatRatesQueryVariables>;
export const OrderCustomerSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderCustomerSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderCustomerDefaults"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCustomerDefaults"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"additionalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}}]} as unknown as DocumentNode<OrderCustomerSearchQuery, OrderCustomerSearchQueryVariables>;
export const OrderProductSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderProductSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptionReason"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrderProductSearchQuery, OrderProductSearchQueryVariables>;
export const CreateOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<CreateOrderMutation, CreateOrderMutationVariables>;
export const UpdateOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<UpdateOrderMutation, UpdateOrderMutationVariables>;
export const OrderMailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrderMails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"defaultMailRecipient"}},{"kind":"Field","name":{"kind":"Name","value":"mails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pdfType"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrderMailsQuery, OrderMailsQueryVariables>;
export const EmailOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmailOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EmailOrderMutation, EmailOrderMutationVariables>;
export const OrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Orders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrdersQuery, OrdersQueryVariables>;
export const OrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Order"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"invoiced"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowanceCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryAllowanceChargeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineExtensionAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxExclusiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxInclusiveAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payableRoundingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxSubtotals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SummaryTaxSubtotalFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"sellersItemIdentification"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"priceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"lineExtensionAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryAllowanceChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAllowanceCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SummaryTaxSubtotalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderTaxSubtotal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxCategory"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmount"}}]}}]} as unknown as DocumentNode<OrderQuery, OrderQueryVariables>;
export const LockOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LockOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"createDifference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"createDifference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"createDifference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"order"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"differenceOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}}]} as unknown as DocumentNode<LockOrderMutation, LockOrderMutationVariables>;
export const CancelOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CancelOrderMutation, CancelOrderMutationVariables>;
export const DuplicateOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]} as unknown as DocumentNode<DuplicateOrderMutation, DuplicateOrderMutationVariables>;
export const InvoiceOverdueNoticesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceOverdueNotices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceOverdueNoticeState"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverdueNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OverdueNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"charge"}},{"kind":"Field","name":{"kind":"Name","value":"interestAmount"}},{"kind":"Field","name":{"kind":"Name","value":"interestFrom"}},{"kind":"Field","name":{"kind":"Name","value":"interestTo"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceOverdueNoticeState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueWithFees"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverdueNoticeFields"}}]}}]}}]} as unknown as DocumentNode<InvoiceOverdueNoticesQuery, InvoiceOverdueNoticesQueryVariables>;
export const OverdueNoticeSuggestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OverdueNoticeSuggestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNoticeSuggestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"earliestDate"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"charge"}},{"kind":"Field","name":{"kind":"Name","value":"maxCharge"}},{"kind":"Field","name":{"kind":"Name","value":"unitCharge"}},{"kind":"Field","name":{"kind":"Name","value":"chargedCount"}},{"kind":"Field","name":{"kind":"Name","value":"maxChargedCount"}},{"kind":"Field","name":{"kind":"Name","value":"interestAmount"}},{"kind":"Field","name":{"kind":"Name","value":"interestFrom"}},{"kind":"Field","name":{"kind":"Name","value":"interestTo"}}]}}]}}]}}]} as unknown as DocumentNode<OverdueNoticeSuggestionQuery, OverdueNoticeSuggestionQueryVariables>;
export const CreateOverdueNoticeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOverdueNotice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOverdueNoticeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOverdueNotice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"invoiceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"invoiceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverdueNoticeFields"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceOverdueNoticeState"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverdueNoticeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OverdueNotice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sequence"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"charge"}},{"kind":"Field","name":{"kind":"Name","value":"interestAmount"}},{"kind":"Field","name":{"kind":"Name","value":"interestFrom"}},{"kind":"Field","name":{"kind":"Name","value":"interestTo"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceOverdueNoticeState"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"currentDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"remainingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountDueWithFees"}},{"kind":"Field","name":{"kind":"Name","value":"overdueNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverdueNoticeFields"}}]}}]}}]} as unknown as DocumentNode<CreateOverdueNoticeMutation, CreateOverdueNoticeMutationVariables>;
export const PaycheckPeriodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaycheckPeriods"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paycheckPeriods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckPeriodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bookkeepingPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"journalDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"payDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}}]}}]}}]} as unknown as DocumentNode<PaycheckPeriodsQuery, PaycheckPeriodsQueryVariables>;
export const PaycheckPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaycheckPeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paycheckPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckPeriodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bookkeepingPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"journalDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"payDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}}]}}]}}]} as unknown as DocumentNode<PaycheckPeriodQuery, PaycheckPeriodQueryVariables>;
export const CreatePaycheckPeriodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaycheckPeriods"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaycheckPeriods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckPeriodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bookkeepingPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"journalDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"payDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}}]}}]}}]} as unknown as DocumentNode<CreatePaycheckPeriodsMutation, CreatePaycheckPeriodsMutationVariables>;
export const UpdatePaycheckPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaycheckPeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckPeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaycheckPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckPeriodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bookkeepingPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"journalDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"payDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}}]}}]}}]} as unknown as DocumentNode<UpdatePaycheckPeriodMutation, UpdatePaycheckPeriodMutationVariables>;
export const LockPaycheckPeriodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LockPaycheckPeriod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockPaycheckPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckPeriodFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckPeriodFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckPeriod"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bookkeepingPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"journalDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"lockedCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"payDates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}}]}}]}}]} as unknown as DocumentNode<LockPaycheckPeriodMutation, LockPaycheckPeriodMutationVariables>;
export const VacationMoneySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VacationMoneySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vacationMoneySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"payoutMonth"}},{"kind":"Field","name":{"kind":"Name","value":"holidayDeductionDays"}}]}}]}}]} as unknown as DocumentNode<VacationMoneySettingsQuery, VacationMoneySettingsQueryVariables>;
export const SaveVacationMoneySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveVacationMoneySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VacationMoneySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveVacationMoneySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"payoutMonth"}},{"kind":"Field","name":{"kind":"Name","value":"holidayDeductionDays"}}]}}]}}]} as unknown as DocumentNode<SaveVacationMoneySettingsMutation, SaveVacationMoneySettingsMutationVariables>;
export const VacationMoneyReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VacationMoneyReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vacationMoneyReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"payoutYear"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"birthDate"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"seniorPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"ordinary"}},{"kind":"Field","name":{"kind":"Name","value":"senior"}},{"kind":"Field","name":{"kind":"Name","value":"accrued"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZone"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxRate"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"ordinary"}},{"kind":"Field","name":{"kind":"Name","value":"senior"}},{"kind":"Field","name":{"kind":"Name","value":"accrued"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}}]}}]}}]}}]} as unknown as DocumentNode<VacationMoneyReportQuery, VacationMoneyReportQueryVariables>;
export const PaychecksSummaryReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaychecksSummaryReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paychecksSummaryReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"deductions"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"deductions"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"deductions"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}}]}}]}}]}}]} as unknown as DocumentNode<PaychecksSummaryReportQuery, PaychecksSummaryReportQueryVariables>;
export const PaychecksReconciliationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaychecksReconciliation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paychecksAndBookkeepingReconciliation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciledAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciledAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciledAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withholding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciledAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciledAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payCost"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciledAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReconciledAmountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReconciledAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"bookkeeping"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}}]}}]} as unknown as DocumentNode<PaychecksReconciliationQuery, PaychecksReconciliationQueryVariables>;
export const AmeldingReconciliationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AmeldingReconciliation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ameldingAndBookkeepingReconciliation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"reported"}},{"kind":"Field","name":{"kind":"Name","value":"messageCount"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciledAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciledAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciledAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withholding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciledAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciledAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReconciledAmountFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"flagged"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReconciledAmountFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReconciledAmount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"bookkeeping"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}}]}}]} as unknown as DocumentNode<AmeldingReconciliationQuery, AmeldingReconciliationQueryVariables>;
export const YearlyReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"YearlyReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearlyReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workRelationId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subUnitName"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"paycheckCount"}}]}}]}}]} as unknown as DocumentNode<YearlyReportsQuery, YearlyReportsQueryVariables>;
export const SendYearlyReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendYearlyReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendYearlyReports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}]}]}}]} as unknown as DocumentNode<SendYearlyReportsMutation, SendYearlyReportsMutationVariables>;
export const UnitPaycheckSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitPaycheckSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPaycheckSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckSettingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitPaycheckSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altinnSystemUserName"}},{"kind":"Field","name":{"kind":"Name","value":"altinnSystemPasswordSet"}},{"kind":"Field","name":{"kind":"Name","value":"calculationForTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCreditDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultVacationMoneyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"defaultWorkRelation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"occupationCode"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"shiftType"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEveryWeekWithFullEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"employmentPercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"municipality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startingPaycheckNumber"}},{"kind":"Field","name":{"kind":"Name","value":"halfTaxMonth"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<UnitPaycheckSettingQuery, UnitPaycheckSettingQueryVariables>;
export const SaveUnitPaycheckSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUnitPaycheckSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveUnitPaycheckSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUnitPaycheckSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckSettingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitPaycheckSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"altinnSystemUserName"}},{"kind":"Field","name":{"kind":"Name","value":"altinnSystemPasswordSet"}},{"kind":"Field","name":{"kind":"Name","value":"calculationForTax"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCreditDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultVacationMoneyPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"defaultWorkRelation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"occupationCode"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"shiftType"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEveryWeekWithFullEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"employmentPercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"municipality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startingPaycheckNumber"}},{"kind":"Field","name":{"kind":"Name","value":"halfTaxMonth"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<SaveUnitPaycheckSettingMutation, SaveUnitPaycheckSettingMutationVariables>;
export const MainPaycheckLineTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MainPaycheckLineTemplates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MainPaycheckLineTemplateOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"MainPaycheckLineTemplateFilters"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withFigures"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPaycheckLineTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altinnDescription"}},{"kind":"Field","name":{"kind":"Name","value":"altinnFordel"}},{"kind":"Field","name":{"kind":"Name","value":"payCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withFigures"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"rate"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withFigures"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"sum"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withFigures"}}}]}]},{"kind":"Field","name":{"kind":"Name","value":"carOverwrite"}},{"kind":"Field","name":{"kind":"Name","value":"projectOverwrite"}},{"kind":"Field","name":{"kind":"Name","value":"departmentOverwrite"}},{"kind":"Field","name":{"kind":"Name","value":"calculationType"}},{"kind":"Field","name":{"kind":"Name","value":"calculatePositive"}},{"kind":"Field","name":{"kind":"Name","value":"editableFromEmployeePage"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}}]}}]}}]} as unknown as DocumentNode<MainPaycheckLineTemplatesQuery, MainPaycheckLineTemplatesQueryVariables>;
export const CreateMainPaycheckLineTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateMainPaycheckLineTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MainPaycheckLineTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMainPaycheckLineTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateMainPaycheckLineTemplateMutation, CreateMainPaycheckLineTemplateMutationVariables>;
export const UpdateMainPaycheckLineTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMainPaycheckLineTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MainPaycheckLineTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMainPaycheckLineTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateMainPaycheckLineTemplateMutation, UpdateMainPaycheckLineTemplateMutationVariables>;
export const DeleteMainPaycheckLineTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMainPaycheckLineTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMainPaycheckLineTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteMainPaycheckLineTemplateMutation, DeleteMainPaycheckLineTemplateMutationVariables>;
export const ActiveMainTemplatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActiveMainTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainPaycheckLineTemplates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"active"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"editableFromEmployeePage"}},{"kind":"Field","name":{"kind":"Name","value":"carOverwrite"}},{"kind":"Field","name":{"kind":"Name","value":"projectOverwrite"}},{"kind":"Field","name":{"kind":"Name","value":"departmentOverwrite"}}]}}]}}]}}]} as unknown as DocumentNode<ActiveMainTemplatesQuery, ActiveMainTemplatesQueryVariables>;
export const TemplateDimensionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemplateDimensions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TemplateDimensionsQuery, TemplateDimensionsQueryVariables>;
export const PaycheckTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaycheckTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workRelationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paycheckTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workRelationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workRelationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workRelation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"mainTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"payCode"}},{"kind":"Field","name":{"kind":"Name","value":"calculationType"}},{"kind":"Field","name":{"kind":"Name","value":"editableFromEmployeePage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"car"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PaycheckTemplateQuery, PaycheckTemplateQueryVariables>;
export const SavePaycheckTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavePaycheckTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workRelationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckTemplateLineInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePaycheckTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workRelationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workRelationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workRelation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"mainTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"payCode"}},{"kind":"Field","name":{"kind":"Name","value":"calculationType"}},{"kind":"Field","name":{"kind":"Name","value":"editableFromEmployeePage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"car"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SavePaycheckTemplateMutation, SavePaycheckTemplateMutationVariables>;
export const SaveSimplifiedPaycheckTemplateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSimplifiedPaycheckTemplate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workRelationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SimplifiedPaycheckTemplateLineInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSimplifiedPaycheckTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"workRelationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workRelationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"lines"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckTemplateFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckTemplateFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckTemplate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workRelation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"mainTemplate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"payCode"}},{"kind":"Field","name":{"kind":"Name","value":"calculationType"}},{"kind":"Field","name":{"kind":"Name","value":"editableFromEmployeePage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"car"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"project"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSimplifiedPaycheckTemplateMutation, SaveSimplifiedPaycheckTemplateMutationVariables>;
export const PaychecksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Paychecks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paychecks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reportingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"expectedTaxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"taxWarning"}},{"kind":"Field","name":{"kind":"Name","value":"taxConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}}]}}]}}]}}]} as unknown as DocumentNode<PaychecksQuery, PaychecksQueryVariables>;
export const PaycheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Paycheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paycheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paycheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reportingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workRelationId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"subUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"employeeZip"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCity"}},{"kind":"Field","name":{"kind":"Name","value":"employeeSocialSecurityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeBban"}},{"kind":"Field","name":{"kind":"Name","value":"employeeIban"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"journalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"internalComment"}},{"kind":"Field","name":{"kind":"Name","value":"advancedMode"}},{"kind":"Field","name":{"kind":"Name","value":"manualTax"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeductionMethod"}},{"kind":"Field","name":{"kind":"Name","value":"taxTable"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemption"}},{"kind":"Field","name":{"kind":"Name","value":"halfTax"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"mainTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altinnFordel"}},{"kind":"Field","name":{"kind":"Name","value":"payCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"carId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"calculationType"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"altinn"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prepayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingBasis"}},{"kind":"Field","name":{"kind":"Name","value":"extraWithholdingBasis"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"expectedTaxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"taxWarning"}},{"kind":"Field","name":{"kind":"Name","value":"taxError"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPay"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZone"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"missingBookkeeping"}},{"kind":"Field","name":{"kind":"Name","value":"taxConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"lockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidDateUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidDateUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PaycheckQuery, PaycheckQueryVariables>;
export const CreatePaycheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaycheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"draft"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaycheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"draft"},"value":{"kind":"Variable","name":{"kind":"Name","value":"draft"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CreatePaycheckMutation, CreatePaycheckMutationVariables>;
export const UpdatePaycheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaycheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaycheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paycheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reportingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workRelationId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"subUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"employeeZip"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCity"}},{"kind":"Field","name":{"kind":"Name","value":"employeeSocialSecurityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeBban"}},{"kind":"Field","name":{"kind":"Name","value":"employeeIban"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"journalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"internalComment"}},{"kind":"Field","name":{"kind":"Name","value":"advancedMode"}},{"kind":"Field","name":{"kind":"Name","value":"manualTax"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeductionMethod"}},{"kind":"Field","name":{"kind":"Name","value":"taxTable"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemption"}},{"kind":"Field","name":{"kind":"Name","value":"halfTax"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"mainTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altinnFordel"}},{"kind":"Field","name":{"kind":"Name","value":"payCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"carId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"calculationType"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"altinn"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prepayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingBasis"}},{"kind":"Field","name":{"kind":"Name","value":"extraWithholdingBasis"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"expectedTaxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"taxWarning"}},{"kind":"Field","name":{"kind":"Name","value":"taxError"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPay"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZone"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"missingBookkeeping"}},{"kind":"Field","name":{"kind":"Name","value":"taxConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"lockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidDateUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidDateUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdatePaycheckMutation, UpdatePaycheckMutationVariables>;
export const DeletePaycheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePaycheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePaycheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeletePaycheckMutation, DeletePaycheckMutationVariables>;
export const CreatePaycheckFromDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaycheckFromDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaycheckFromDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paycheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reportingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workRelationId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"subUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"employeeZip"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCity"}},{"kind":"Field","name":{"kind":"Name","value":"employeeSocialSecurityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeBban"}},{"kind":"Field","name":{"kind":"Name","value":"employeeIban"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"journalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"internalComment"}},{"kind":"Field","name":{"kind":"Name","value":"advancedMode"}},{"kind":"Field","name":{"kind":"Name","value":"manualTax"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeductionMethod"}},{"kind":"Field","name":{"kind":"Name","value":"taxTable"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemption"}},{"kind":"Field","name":{"kind":"Name","value":"halfTax"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"mainTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altinnFordel"}},{"kind":"Field","name":{"kind":"Name","value":"payCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"carId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"calculationType"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"altinn"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prepayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingBasis"}},{"kind":"Field","name":{"kind":"Name","value":"extraWithholdingBasis"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"expectedTaxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"taxWarning"}},{"kind":"Field","name":{"kind":"Name","value":"taxError"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPay"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZone"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"missingBookkeeping"}},{"kind":"Field","name":{"kind":"Name","value":"taxConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"lockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidDateUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidDateUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreatePaycheckFromDraftMutation, CreatePaycheckFromDraftMutationVariables>;
export const CancelPaycheckDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPaycheckDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPaycheckDraft"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CancelPaycheckDraftMutation, CancelPaycheckDraftMutationVariables>;
export const LockPaycheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LockPaycheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmTooLowTax"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockPaycheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmTooLowTax"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmTooLowTax"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paycheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reportingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workRelationId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"subUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"employeeZip"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCity"}},{"kind":"Field","name":{"kind":"Name","value":"employeeSocialSecurityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeBban"}},{"kind":"Field","name":{"kind":"Name","value":"employeeIban"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"journalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"internalComment"}},{"kind":"Field","name":{"kind":"Name","value":"advancedMode"}},{"kind":"Field","name":{"kind":"Name","value":"manualTax"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeductionMethod"}},{"kind":"Field","name":{"kind":"Name","value":"taxTable"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemption"}},{"kind":"Field","name":{"kind":"Name","value":"halfTax"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"mainTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altinnFordel"}},{"kind":"Field","name":{"kind":"Name","value":"payCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"carId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"calculationType"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"altinn"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prepayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingBasis"}},{"kind":"Field","name":{"kind":"Name","value":"extraWithholdingBasis"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"expectedTaxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"taxWarning"}},{"kind":"Field","name":{"kind":"Name","value":"taxError"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPay"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZone"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"missingBookkeeping"}},{"kind":"Field","name":{"kind":"Name","value":"taxConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"lockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidDateUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidDateUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<LockPaycheckMutation, LockPaycheckMutationVariables>;
export const LockPaychecksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LockPaychecks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmTooLowTax"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lockPaychecks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmTooLowTax"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmTooLowTax"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LockPaychecksMutation, LockPaychecksMutationVariables>;
export const UpdatePaycheckPaidDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaycheckPaidDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paidDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaycheckPaidDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"paidDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paidDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaycheckUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaycheckFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paycheck"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reportingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"periodId"}},{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isLocked"}},{"kind":"Field","name":{"kind":"Name","value":"standing"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"payDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workRelationId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"subUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeAddress"}},{"kind":"Field","name":{"kind":"Name","value":"employeeZip"}},{"kind":"Field","name":{"kind":"Name","value":"employeeCity"}},{"kind":"Field","name":{"kind":"Name","value":"employeeSocialSecurityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"employeeBban"}},{"kind":"Field","name":{"kind":"Name","value":"employeeIban"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"paidDate"}},{"kind":"Field","name":{"kind":"Name","value":"journalDate"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"internalComment"}},{"kind":"Field","name":{"kind":"Name","value":"advancedMode"}},{"kind":"Field","name":{"kind":"Name","value":"manualTax"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeductionMethod"}},{"kind":"Field","name":{"kind":"Name","value":"taxTable"}},{"kind":"Field","name":{"kind":"Name","value":"taxPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemption"}},{"kind":"Field","name":{"kind":"Name","value":"halfTax"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"mainTemplateId"}},{"kind":"Field","name":{"kind":"Name","value":"templateNumber"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"altinnFordel"}},{"kind":"Field","name":{"kind":"Name","value":"payCode"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"carId"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"calculationType"}},{"kind":"Field","name":{"kind":"Name","value":"withholding"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"altinn"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"garnishment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prepayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grossPay"}},{"kind":"Field","name":{"kind":"Name","value":"withholdingBasis"}},{"kind":"Field","name":{"kind":"Name","value":"extraWithholdingBasis"}},{"kind":"Field","name":{"kind":"Name","value":"taxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"expectedTaxDeduction"}},{"kind":"Field","name":{"kind":"Name","value":"taxWarning"}},{"kind":"Field","name":{"kind":"Name","value":"taxError"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPayBasis"}},{"kind":"Field","name":{"kind":"Name","value":"vacationPay"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZone"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxBasis"}},{"kind":"Field","name":{"kind":"Name","value":"employerTax"}},{"kind":"Field","name":{"kind":"Name","value":"netPay"}},{"kind":"Field","name":{"kind":"Name","value":"missingBookkeeping"}},{"kind":"Field","name":{"kind":"Name","value":"taxConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"lockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lockedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paidDateUpdatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidDateUpdatedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaycheckUserFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdatePaycheckPaidDateMutation, UpdatePaycheckPaidDateMutationVariables>;
export const CreatePeriodPaychecksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePeriodPaychecks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPeriodPaychecks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedWorkRelationIds"}}]}}]}}]} as unknown as DocumentNode<CreatePeriodPaychecksMutation, CreatePeriodPaychecksMutationVariables>;
export const PaycheckEmployeeSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaycheckEmployeeSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"last_name"}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PaycheckEmployeeSearchQuery, PaycheckEmployeeSearchQueryVariables>;
export const PaycheckWorkRelationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaycheckWorkRelations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workRelations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"subUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"occupation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}}]}}]}}]} as unknown as DocumentNode<PaycheckWorkRelationsQuery, PaycheckWorkRelationsQueryVariables>;
export const PaycheckWorkRelationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaycheckWorkRelation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workRelation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employee"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PaycheckWorkRelationQuery, PaycheckWorkRelationQueryVariables>;
export const EmailPayslipsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmailPayslips"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withPassword"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailPayslips"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"withPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withPassword"}}}]}]}}]} as unknown as DocumentNode<EmailPayslipsMutation, EmailPayslipsMutationVariables>;
export const PaymentMethodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentMethods"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentMethodsQuery, PaymentMethodsQueryVariables>;
export const CreatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentMethodMutation, CreatePaymentMethodMutationVariables>;
export const UpdatePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentMethodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdatePaymentMethodMutation, UpdatePaymentMethodMutationVariables>;
export const DeletePaymentMethodDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePaymentMethod"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePaymentMethod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeletePaymentMethodMutation, DeletePaymentMethodMutationVariables>;
export const PensionUnitSelectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PensionUnitSelections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PensionUnitSelectionOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PensionUnitSelectionFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pensionUnitSelections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pensionUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"pensionUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}}]}}]} as unknown as DocumentNode<PensionUnitSelectionsQuery, PensionUnitSelectionsQueryVariables>;
export const PensionCompanySearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PensionCompanySearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"isPensionCompany"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}}]}}]}}]} as unknown as DocumentNode<PensionCompanySearchQuery, PensionCompanySearchQueryVariables>;
export const CreatePensionUnitSelectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePensionUnitSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PensionUnitSelectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPensionUnitSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreatePensionUnitSelectionMutation, CreatePensionUnitSelectionMutationVariables>;
export const UpdatePensionUnitSelectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePensionUnitSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PensionUnitSelectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePensionUnitSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdatePensionUnitSelectionMutation, UpdatePensionUnitSelectionMutationVariables>;
export const DeletePensionUnitSelectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePensionUnitSelection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePensionUnitSelection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeletePensionUnitSelectionMutation, DeletePensionUnitSelectionMutationVariables>;
export const ProductGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductGroupOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductGroupFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"childCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}}]}}]} as unknown as DocumentNode<ProductGroupsQuery, ProductGroupsQueryVariables>;
export const ProductGroupTreeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductGroupTree"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"parentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"childCount"}},{"kind":"Field","name":{"kind":"Name","value":"productCount"}}]}}]}}]}}]} as unknown as DocumentNode<ProductGroupTreeQuery, ProductGroupTreeQueryVariables>;
export const CreateProductGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProductGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProductGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateProductGroupMutation, CreateProductGroupMutationVariables>;
export const UpdateProductGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProductGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateProductGroupMutation, UpdateProductGroupMutationVariables>;
export const DeleteProductGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProductGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteProductGroupMutation, DeleteProductGroupMutationVariables>;
export const MoveProductGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveProductGroups"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"moves"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductGroupMoveInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveProductGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"moves"},"value":{"kind":"Variable","name":{"kind":"Name","value":"moves"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"parentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<MoveProductGroupsMutation, MoveProductGroupsMutationVariables>;
export const VariantHoldersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VariantHolders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VariantHolderOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VariantHolderFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variantHolders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"attributeName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"parentGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<VariantHoldersQuery, VariantHoldersQueryVariables>;
export const CreateVariantHolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVariantHolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VariantHolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVariantHolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateVariantHolderMutation, CreateVariantHolderMutationVariables>;
export const UpdateVariantHolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVariantHolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VariantHolderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVariantHolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateVariantHolderMutation, UpdateVariantHolderMutationVariables>;
export const DeleteVariantHolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVariantHolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVariantHolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteVariantHolderMutation, DeleteVariantHolderMutationVariables>;
export const SetVariantProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetVariantProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"variantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setVariantProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"variantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"variantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"productIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SetVariantProductsMutation, SetVariantProductsMutationVariables>;
export const VariantProductSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VariantProductSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<VariantProductSearchQuery, VariantProductSearchQueryVariables>;
export const ProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Products"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"productGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currentPrice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salePrice"}},{"kind":"Field","name":{"kind":"Name","value":"contributionMargin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductsQuery, ProductsQueryVariables>;
export const ProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Product"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptionReason"}},{"kind":"Field","name":{"kind":"Name","value":"productGroupId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"suppliersProductNumber"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"carRegistrationId"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"salePrice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activePeriods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"activeTo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedBlobId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ProductQuery, ProductQueryVariables>;
export const CreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateProductMutation, CreateProductMutationVariables>;
export const UpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateProductMutation, UpdateProductMutationVariables>;
export const DeleteProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteProductMutation, DeleteProductMutationVariables>;
export const ProductChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DimensionChoices"}},{"kind":"Field","name":{"kind":"Name","value":"unitInvoiceSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultProductUnitOfMeasureCode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DimensionChoices"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cars"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"carRegistrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registrationNumber"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductChoicesQuery, ProductChoicesQueryVariables>;
export const SupplierSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupplierSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"isCompany"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}}]}}]} as unknown as DocumentNode<SupplierSearchQuery, SupplierSearchQueryVariables>;
export const ProjectsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Projects"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"projects"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"enableVat"}}]}}]}}]}}]} as unknown as DocumentNode<ProjectsQuery, ProjectsQueryVariables>;
export const CreateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateProjectMutation, CreateProjectMutationVariables>;
export const UpdateProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateProjectMutation, UpdateProjectMutationVariables>;
export const DeleteProjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteProjectMutation, DeleteProjectMutationVariables>;
export const RecurringOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecurringOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringOrderOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringOrderFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recurringOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"intervalUnit"}},{"kind":"Field","name":{"kind":"Name","value":"intervalCount"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextCreateOn"}},{"kind":"Field","name":{"kind":"Name","value":"lastOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"payableAmount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecurringOrdersQuery, RecurringOrdersQueryVariables>;
export const RecurringOrderEditorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecurringOrderEditor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recurringOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"dateOffset"}},{"kind":"Field","name":{"kind":"Name","value":"interval"}},{"kind":"Field","name":{"kind":"Name","value":"nextDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastOrderDate"}},{"kind":"Field","name":{"kind":"Name","value":"lastGeneratedOn"}},{"kind":"Field","name":{"kind":"Name","value":"currencyCode"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"isExport"}},{"kind":"Field","name":{"kind":"Name","value":"projectId"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"carRegistrationId"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderCustomerDefaults"}}]}},{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderEditorDeliveryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderEditorLineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allowanceCharges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderEditorAllowanceChargeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderCustomerDefaults"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"additionalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderEditorDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"additionalAddress"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"countryCode"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderEditorLineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderLine"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"itemName"}},{"kind":"Field","name":{"kind":"Name","value":"itemDescription"}},{"kind":"Field","name":{"kind":"Name","value":"sellersItemIdentification"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"orderedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"priceAmount"}},{"kind":"Field","name":{"kind":"Name","value":"baseQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptionReason"}},{"kind":"Field","name":{"kind":"Name","value":"allowanceCharge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderEditorAllowanceChargeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAllowanceCharge"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeIndicator"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"fixedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"taxExemptionReason"}}]}}]} as unknown as DocumentNode<RecurringOrderEditorQuery, RecurringOrderEditorQueryVariables>;
export const UpcomingRecurringDatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UpcomingRecurringDates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringScheduleInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcomingRecurringDates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"createOn"}}]}}]}}]} as unknown as DocumentNode<UpcomingRecurringDatesQuery, UpcomingRecurringDatesQueryVariables>;
export const CreateRecurringOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRecurringOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRecurringOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextDate"}}]}}]}}]} as unknown as DocumentNode<CreateRecurringOrderMutation, CreateRecurringOrderMutationVariables>;
export const UpdateRecurringOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRecurringOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecurringOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRecurringOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"nextDate"}}]}}]}}]} as unknown as DocumentNode<UpdateRecurringOrderMutation, UpdateRecurringOrderMutationVariables>;
export const DeleteRecurringOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRecurringOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRecurringOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteRecurringOrderMutation, DeleteRecurringOrderMutationVariables>;
export const SubUnitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubUnits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubUnitOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubUnitFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"departmentId"}},{"kind":"Field","name":{"kind":"Name","value":"department"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"municipalityNumber"}},{"kind":"Field","name":{"kind":"Name","value":"municipality"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zone"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerTaxZone"}}]}}]}}]}}]} as unknown as DocumentNode<SubUnitsQuery, SubUnitsQueryVariables>;
export const SubUnitOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubUnitOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"name"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}}]}}]}}]}}]} as unknown as DocumentNode<SubUnitOptionsQuery, SubUnitOptionsQueryVariables>;
export const CreateSubUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateSubUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubUnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createSubUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateSubUnitMutation, CreateSubUnitMutationVariables>;
export const UpdateSubUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSubUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubUnitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSubUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateSubUnitMutation, UpdateSubUnitMutationVariables>;
export const DeleteSubUnitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteSubUnit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteSubUnit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteSubUnitMutation, DeleteSubUnitMutationVariables>;
export const SubUnitDepartmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubUnitDepartments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"departments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SubUnitDepartmentsQuery, SubUnitDepartmentsQueryVariables>;
export const UnitExportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnitExports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitExports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UnitExportsQuery, UnitExportsQueryVariables>;
export const CreateUnitExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUnitExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUnitExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateUnitExportMutation, CreateUnitExportMutationVariables>;
export const UserSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"login"}},{"kind":"Field","name":{"kind":"Name","value":"cellphone"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"currentUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"unitUserSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitUserSettingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitUserSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitUserSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"altinnLogin"}},{"kind":"Field","name":{"kind":"Name","value":"altinnPinMethod"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<UserSettingsQuery, UserSettingsQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCurrentUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCurrentUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"cellphone"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const SaveUnitUserSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveUnitUserSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveUnitUserSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveUnitUserSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnitUserSettingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnitUserSettingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UnitUserSetting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"altinnLogin"}},{"kind":"Field","name":{"kind":"Name","value":"altinnPinMethod"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}}]}}]} as unknown as DocumentNode<SaveUnitUserSettingMutation, SaveUnitUserSettingMutationVariables>;
export const ChangeCurrentUserPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeCurrentUserPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeCurrentUserPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ChangeCurrentUserPasswordMutation, ChangeCurrentUserPasswordMutationVariables>;
export const TwoFactorStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"twoFactorStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"enabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]} as unknown as DocumentNode<TwoFactorStatusQuery, TwoFactorStatusQueryVariables>;
export const StartTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTwoFactor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}}]}}]}}]} as unknown as DocumentNode<StartTwoFactorMutation, StartTwoFactorMutationVariables>;
export const ConfirmTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<ConfirmTwoFactorMutation, ConfirmTwoFactorMutationVariables>;
export const DisableTwoFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTwoFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<DisableTwoFactorMutation, DisableTwoFactorMutationVariables>;
export const RegenerateRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegenerateRecoveryCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateRecoveryCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<RegenerateRecoveryCodesMutation, RegenerateRecoveryCodesMutationVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const RevokeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const RevokeOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeOtherSessions"}}]}}]} as unknown as DocumentNode<RevokeOtherSessionsMutation, RevokeOtherSessionsMutationVariables>;
export const VatRatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VatRates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VatRateOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VatRateFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vatRates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"vatRateSymbol"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"activeFrom"}},{"kind":"Field","name":{"kind":"Name","value":"activeTo"}}]}}]}}]}}]} as unknown as DocumentNode<VatRatesQuery, VatRatesQueryVariables>;
export const CreateVatRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateVatRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VatRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVatRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateVatRateMutation, CreateVatRateMutationVariables>;
export const UpdateVatRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateVatRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VatRateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVatRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateVatRateMutation, UpdateVatRateMutationVariables>;
export const DeleteVatRateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVatRate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVatRate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteVatRateMutation, DeleteVatRateMutationVariables>;
export const WarehouseStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WarehouseStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WarehouseStockOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WarehouseStockFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouseStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalValue"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"supplierUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"lastCountDate"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"averagePurchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<WarehouseStockQuery, WarehouseStockQueryVariables>;
export const WarehouseStockHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WarehouseStockHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierUnitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouseStockHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productId"}}},{"kind":"Argument","name":{"kind":"Name","value":"supplierUnitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierUnitId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"patchId"}},{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"orderNumber"}}]}}]}}]} as unknown as DocumentNode<WarehouseStockHistoryQuery, WarehouseStockHistoryQueryVariables>;
export const WarehouseProductReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WarehouseProductReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierUnitId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouseProductReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierUnitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierUnitId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supplierUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierName"}},{"kind":"Field","name":{"kind":"Name","value":"supplierOrganizationNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<WarehouseProductReportQuery, WarehouseProductReportQueryVariables>;
export const WarehousePatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WarehousePatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WarehousePatchOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WarehousePatchFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehousePatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"supplierUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lineCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WarehousePatchesQuery, WarehousePatchesQueryVariables>;
export const WarehousePatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WarehousePatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehousePatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"checkpoint"}},{"kind":"Field","name":{"kind":"Name","value":"supplierUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"supplierUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}}]}}]}}]} as unknown as DocumentNode<WarehousePatchQuery, WarehousePatchQueryVariables>;
export const WarehouseExpectedCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WarehouseExpectedCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supplierUnitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Date"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouseExpectedCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supplierUnitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supplierUnitId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productNumber"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"unitOfMeasureCode"}},{"kind":"Field","name":{"kind":"Name","value":"expectedQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"purchasePrice"}}]}}]}}]} as unknown as DocumentNode<WarehouseExpectedCountQuery, WarehouseExpectedCountQueryVariables>;
export const CreateWarehousePatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWarehousePatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WarehousePatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWarehousePatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateWarehousePatchMutation, CreateWarehousePatchMutationVariables>;
export const UpdateWarehousePatchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWarehousePatch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WarehousePatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWarehousePatch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateWarehousePatchMutation, UpdateWarehousePatchMutationVariables>;
export const WarehouseProductSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WarehouseProductSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<WarehouseProductSearchQuery, WarehouseProductSearchQueryVariables>;
export const WebstoreApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebstoreApiTokens"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebstoreApiTokenOrderBy"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebstoreApiTokenFilters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webstoreApiTokens"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderDirection"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderDirection"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebstoreApiTokensQuery, WebstoreApiTokensQueryVariables>;
export const CreateWebstoreApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebstoreApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebstoreApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebstoreApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenValue"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"expiryDate"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWebstoreApiTokenMutation, CreateWebstoreApiTokenMutationVariables>;
export const DeleteWebstoreApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebstoreApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebstoreApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteWebstoreApiTokenMutation, DeleteWebstoreApiTokenMutationVariables>;
export const WorkRelationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkRelations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workRelations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"subUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"subUnit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organizationNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"occupationCode"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"pensionEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}},{"kind":"Field","name":{"kind":"Name","value":"samePositionSince"}},{"kind":"Field","name":{"kind":"Name","value":"shiftType"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"employmentPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"employmentPercentageUpdated"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEveryWeekWithFullEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"lastSalaryChange"}},{"kind":"Field","name":{"kind":"Name","value":"onLeaveToday"}},{"kind":"Field","name":{"kind":"Name","value":"leaves"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"leaveId"}},{"kind":"Field","name":{"kind":"Name","value":"leaveType"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"percentageLeave"}}]}}]}}]}}]} as unknown as DocumentNode<WorkRelationsQuery, WorkRelationsQueryVariables>;
export const CreateWorkRelationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWorkRelation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkRelationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkRelation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"employeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"employeeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<CreateWorkRelationMutation, CreateWorkRelationMutationVariables>;
export const UpdateWorkRelationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWorkRelation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkRelationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkRelation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<UpdateWorkRelationMutation, UpdateWorkRelationMutationVariables>;
export const DeleteWorkRelationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWorkRelation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWorkRelation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DeleteWorkRelationMutation, DeleteWorkRelationMutationVariables>;
export const WorkRelationDefaultsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WorkRelationDefaults"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unitPaycheckSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultWorkRelation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subUnitId"}},{"kind":"Field","name":{"kind":"Name","value":"occupationCode"}},{"kind":"Field","name":{"kind":"Name","value":"employmentType"}},{"kind":"Field","name":{"kind":"Name","value":"durationType"}},{"kind":"Field","name":{"kind":"Name","value":"shiftType"}},{"kind":"Field","name":{"kind":"Name","value":"hoursEveryWeekWithFullEmployment"}},{"kind":"Field","name":{"kind":"Name","value":"employmentPercentage"}}]}}]}}]}}]} as unknown as DocumentNode<WorkRelationDefaultsQuery, WorkRelationDefaultsQueryVariables>;