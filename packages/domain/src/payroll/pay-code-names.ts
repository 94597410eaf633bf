import type { Locale } from '../constants.js';
import type { PayCode } from './pay-codes.js';

/**
 * The names of the pay-line types (lønnsbeskrivelse) as the a-melding's code list gives them: `navn_nb` and
 * `navn_en` of Skatteetaten's code list `loennsbeskrivelse` (standards/a-melding/codes/loennsbeskrivelse.csv, the
 * rows of PAY_CODES). The server prints them on the employee's yearly statement; the web has the same names in
 * its `payrollCodes` namespace.
 */
export const PAY_CODE_NAMES: Readonly<Record<PayCode, Readonly<Record<Locale, string>>>> = {
  aksjerGrunnfondsbevisTilUnderkurs: {
    nb: 'Aksjer/grunnfondsbevis til underkurs',
    en: 'Shares/primary capital certificates at a discount',
  },
  annet: { nb: 'Annet', en: 'Other' },
  arbeidsoppholdKost: { nb: 'Arbeidsopphold kost', en: 'Work stay board' },
  arbeidsoppholdLosji: { nb: 'Arbeidsopphold losji', en: 'Work stay lodging' },
  beregnetSkatt: { nb: 'Beregnet skatt', en: 'Calculated tax' },
  besoeksreiserHjemmetAnnet: { nb: 'Besøksreiser hjemmet annet', en: 'Home visits – other' },
  besoeksreiserHjemmetKilometergodtgjoerelseBil: {
    nb: 'Besøksreiser hjemmet kilometergodtgjørelse bil',
    en: 'Home visits kilometre allowance - car',
  },
  besoeksreiserHjemmetKost: { nb: 'Besøksreiser hjemmet kost', en: 'Home visits - board' },
  betaltUtenlandskSkatt: { nb: 'Betalt utenlandsk skatt', en: 'Tax paid abroad' },
  bil: { nb: 'Bil', en: 'Car' },
  bolig: { nb: 'Bolig', en: 'Housing' },
  bonus: { nb: 'Bonus', en: 'Bonus' },
  bonusFraForsvaret: { nb: 'Bonus fra forsvaret', en: 'Bonus from the armed forces' },
  elektroniskKommunikasjon: { nb: 'Elektronisk kommunikasjon', en: 'Electronic communications' },
  fastBilgodtgjoerelse: { nb: 'Fast bilgodtgjørelse', en: 'Fixed car allowance' },
  fastloenn: { nb: 'Fastlønn', en: 'Fixed salary' },
  fastTillegg: { nb: 'Faste tillegg', en: 'Fixed supplements' },
  feriepenger: { nb: 'Feriepenger', en: 'Holiday pay' },
  flyttegodtgjoerelse: { nb: 'Flyttegodtgjørelse mv', en: 'House moving allowance' },
  fondForIdrettsutoevere: { nb: 'Fond for idrettsutøvere', en: 'Fund for athletes' },
  friTransport: { nb: 'Fri transport', en: 'Free transport' },
  godtgjoerelseSaeravtaleUtland: {
    nb: 'Godtgjørelse i henhold til særavtale utland',
    en: 'Allowances pursuant to special agreements - abroad',
  },
  helligdagstillegg: { nb: 'Helligdagstillegg', en: 'Public holiday supplement' },
  honorarAkkordProsentProvisjon: {
    nb: 'Honorar, akkord, prosent eller provisjonslønn',
    en: 'Fees, paid for piecework, commission or by percentage',
  },
  hyretillegg: { nb: 'Hyretillegg', en: 'Seafarers’ wage supplement' },
  ikkeSkattepliktigLoennFraUtenlandskDiplomKonsulStasjon: {
    nb: 'Lønn mv som ikke er skattepliktig i Norge fra utenlandsk diplomatisk eller konsulær stasjon',
    en: 'Pay etc. from foreign diplomatic or consular missions that are not liable for tax in Norway',
  },
  innbetalingTilUtenlandskPensjonsordning: {
    nb: 'Innbetaling til utenlandsk pensjonsordning',
    en: 'Payment to foreign pension scheme',
  },
  kapitalInntekt: { nb: 'Kapitalinntekt', en: 'Capital income' },
  kilometergodtgjoerelseAndreFremkomstmidler: {
    nb: 'Kilometergodtgjørelse andre fremkomstmidler',
    en: 'Kilometre allowance - other conveyances',
  },
  kilometergodtgjoerelseBil: { nb: 'Kilometergodtgjørelse bil', en: 'Kilometre allowance - car' },
  kilometergodtgjoerelsePassasjertillegg: {
    nb: 'Kilometergodtgjørelse passasjertillegg',
    en: 'Kilometre allowance - passenger supplement',
  },
  kommunalOmsorgsloennOgFosterhjemsgodtgjoerelse: {
    nb: 'Kommunal omsorgslønn og fosterhjemsgodtgjørelse',
    en: 'Municipal care pay and foster home remuneration',
  },
  kompensasjonstilleggBolig: { nb: 'Kompensasjonstillegg bolig', en: 'Housing compensation supplement' },
  kostbesparelseIHjemmet: { nb: 'Kostbesparelse i hjemmet', en: 'Savings on household costs' },
  kostDager: { nb: 'Kost (dager)', en: 'Board (days)' },
  kostDoegn: { nb: 'Kost (døgn)', en: 'Board (days)' },
  loennEtterDoedsfall: { nb: 'Lønn etter dødsfall', en: 'Pay after death' },
  loennForBarnepassIBarnetsHjem: {
    nb: 'Lønn og godtgjørelse til dagmamma eller praktikant som passer barn i barnets hjem',
    en: 'Pay and remuneration to child-minder or nanny who minds a child in the child’s home',
  },
  loennTilPrivatpersonerForArbeidIHjemmet: {
    nb: 'Lønn og godtgjørelse til privatpersoner for arbeidsoppdrag i oppdragsgivers hjem',
    en: 'Pay and remuneration to child-minder in own home',
  },
  loennTilVergeFraFylkesmannen: {
    nb: 'Lønn til verge fra Fylkesmannen',
    en: 'Salary income to guardian from the County Governor',
  },
  loennUtbetaltAvVeldedigEllerAllmennyttigInstitusjonEllerOrganisasjon: {
    nb: 'Lønn og godtgjørelse utbetalt av veldedig eller allmennyttig institusjon eller organisasjon',
    en: 'Pay and remuneration from charitable or benevolent institutions or organisations',
  },
  loennUtenlandskArtist: { nb: 'Lønn utenlandsk artist', en: 'Pay to foreign artist' },
  losji: { nb: 'Losji', en: 'Lodging' },
  losjiEgenBrakkeCampingvogn: { nb: 'Losji egen brakke/campingvogn', en: 'Lodging in own port cabin/caravan' },
  opsjoner: { nb: 'Opsjoner', en: 'Options' },
  overtidsgodtgjoerelse: { nb: 'Overtidsgodtgjørelse', en: 'Overtime payment' },
  reiseAnnet: { nb: 'Reise annet', en: 'Travel other' },
  reiseKost: { nb: 'Reise kost', en: 'Travel subsistence' },
  reiseKostMedOvernattingPaaHotell: {
    nb: 'Reise kost med overnatting på hotell',
    en: 'Travel subsistence with overnight stay in a hotel',
  },
  reiseKostMedOvernattingPaaHotellBeordringUtover28Doegn: {
    nb: 'Reise kost med overnatting på hotell beordring utover 28 døgn',
    en: 'Travel subsistence overnight stays at hotel compulsory posting exceeding 28 days',
  },
  reiseKostMedOvernattingPaaHybelBrakkePrivat: {
    nb: 'Reise kost med overnatting på hybel/brakke/privat',
    en: 'Travel subsistence with overnight stay in bedsit/port cabin/private accommodation',
  },
  reiseKostMedOvernattingPaaPensjonat: {
    nb: 'Reise kost med overnatting på pensjonat',
    en: 'Travel subsistence with overnight stay in a guesthouse',
  },
  reiseKostMedOvernattingPaaHybelMedKokEllerPrivat: { nb: '', en: '' },
  reiseKostMedOvernattingPaaHybelUtenKokEllerPensjonatEllerBrakke: { nb: '', en: '' },
  reiseKostMedOvernattingTilLangtransportsjaafoerForKjoeringIUtlandet: {
    nb: 'Reise kost med overnatting til langtransportsjåfør for kjøring i utlandet',
    en: 'Travel subsistence with overnight stay to long-distance drivers for driving abroad',
  },
  reiseKostUtenOvernatting: { nb: 'Reise kost uten overnatting', en: 'Travel subsistence without overnight stay' },
  reiseLosji: { nb: 'Reise losji', en: 'Business travel lodging' },
  reiseNattillegg: { nb: 'Reise nattillegg', en: 'Travel overnight supplement' },
  rentefordelLaan: { nb: 'Rentefordel lån', en: 'Benefit on loan interest' },
  skattefriErstatning: { nb: 'Skattefri erstatning', en: 'Tax-free compensation' },
  skattefrieUtbetalinger: { nb: 'Skattefrie utbetalinger', en: 'Tax-free payments' },
  skattepliktigDelForsikringer: {
    nb: 'Skattepliktig del av visse typer forsikringer',
    en: 'Taxable part of certain types of insurance premium',
  },
  skattepliktigPersonalrabatt: { nb: '', en: '' },
  sluttvederlag: { nb: 'Sluttvederlag', en: 'Severance pay' },
  smusstillegg: { nb: 'Smusstillegg', en: 'Nuisance bonus' },
  stipend: { nb: 'Stipend', en: 'Scholarships' },
  styrehonorarOgGodtgjoerelseVerv: {
    nb: 'Styrehonorar og godtgjørelse i forbindelse med verv',
    en: "Directors' fees og godtgjørelse i forbindelse med verv",
  },
  timeloenn: { nb: 'Timelønn', en: 'Hourly wage' },
  tips: { nb: '', en: '' },
  trekkILoennForFerie: { nb: 'Trekk i lønn for ferie', en: 'Wage deduction due to holiday' },
  uregelmessigeTilleggKnyttetTilArbeidetTid: {
    nb: 'Uregelmessige tillegg knyttet til arbeidet tid',
    en: 'Irregular supplements linked to worked hours',
  },
  uregelmessigeTilleggKnyttetTilIkkeArbeidetTid: {
    nb: 'Uregelmessige tillegg knyttet til ikke- arbeidet tid',
    en: 'Irregular supplement linked to non-worked hours',
  },
  yrkebilTjenestligbehovKilometer: {
    nb: 'Yrkebil tjenestligbehov kilometer',
    en: 'Company car, work related use, kilometres',
  },
  yrkebilTjenestligbehovListepris: {
    nb: 'Yrkebil tjenestligbehov listepris',
    en: 'Company car, work related use, list price',
  },
};

/** A pay code's name in the language, as the a-melding's code list words it. */
export const payCodeName = (code: PayCode, locale: Locale): string => PAY_CODE_NAMES[code][locale];
