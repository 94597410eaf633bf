import type { VatCategory } from './categories.js';

export type VatHistoryEntry = {
  category: VatCategory;
  /** Percent as an exact decimal string ("25", "11.11"). */
  percent: string;
  /** First day in force, YYYY-MM-DD. */
  activeFrom: string;
  /** Last day in force, inclusive; null while still in force. */
  activeTo: string | null;
  /** The figure or a date of this row is not from a primary source yet. */
  confirm?: true;
};

/**
 * The Norwegian VAT rates by date, the single place to correct one (cross-checked
 * against the Storting's yearly VAT decisions, St.prp. nr. 1, Skatteetaten's VAT handbook and
 * regjeringen.no). Each category's rows follow one another without gaps; dates before a category's
 * first row have no rate (null), which the callers treat as "not known", not as zero.
 */
export const NORWEGIAN_VAT_HISTORY: readonly VatHistoryEntry[] = [
  // Standard rate: 24 % until 2004-12-31, 25 % from 2005-01-01.
  // 24 % was the general rate when food got its own rate in July 2001; the 23 → 24 step on
  // 2001-01-01 is not from a primary source. 25 % from 2005-01-01 (statsbudsjettet.no 2005).
  { category: 'STANDARD', percent: '24', activeFrom: '2001-01-01', activeTo: '2004-12-31', confirm: true },
  { category: 'STANDARD', percent: '25', activeFrom: '2005-01-01', activeTo: null },

  // Reduced rate: 12 % from 2001-07-01, 11 % from 2005-01-01, 14 % in 2010, 15 % from 2012; the 13 %
  // year (2006) and the 14 % start (2007) lie between those figures.
  // Food: 12 % from 2001-07-01 and 15 % since 2012-01-01 (Skatteetaten's VAT handbook § 5-2);
  // 11 % from 2005-01-01 (statsbudsjettet.no 2005); 13 → 14 % on 2007-01-01 (toll.no circular).
  // The 13 % year is not: its start on 2006-01-01 is to confirm.
  { category: 'REDUCED', percent: '12', activeFrom: '2001-07-01', activeTo: '2004-12-31' },
  { category: 'REDUCED', percent: '11', activeFrom: '2005-01-01', activeTo: '2005-12-31', confirm: true },
  { category: 'REDUCED', percent: '13', activeFrom: '2006-01-01', activeTo: '2006-12-31', confirm: true },
  { category: 'REDUCED', percent: '14', activeFrom: '2007-01-01', activeTo: '2011-12-31' },
  { category: 'REDUCED', percent: '15', activeFrom: '2012-01-01', activeTo: null },

  // Raw fish rate: 11.11 %.
  // Raw fish: 11.11 % was in force in 2004 (St.prp. nr. 1 (2003–2004)); the rate is older than
  // that, but its start is not sourced, so the table begins there.
  { category: 'REDUCED_FISH', percent: '11.11', activeFrom: '2004-01-01', activeTo: null, confirm: true },

  // Low rate: 6 % until 2004, 7 % from 2005-01-01, 8 % 2010–2015, 10 % 2016–2017, 12 % from 2018,
  // temporarily 6 % from 2020-04-01, extended to 2021-09-30.
  // Transport, cinema, hotels and similar. 6 % from 2004-01-01 (public broadcasting; passenger
  // transport from 2004-03-01, St.prp. nr. 1 (2003–2004)); 7 % from 2005-01-01; 8 % was in force
  // 2008–2015, its start on 2006-01-01 is to confirm; 12 % from 2018 is to confirm by date.
  { category: 'LOW', percent: '6', activeFrom: '2004-01-01', activeTo: '2004-12-31' },
  { category: 'LOW', percent: '7', activeFrom: '2005-01-01', activeTo: '2005-12-31', confirm: true },
  { category: 'LOW', percent: '8', activeFrom: '2006-01-01', activeTo: '2015-12-31', confirm: true },
  { category: 'LOW', percent: '10', activeFrom: '2016-01-01', activeTo: '2017-12-31' },
  { category: 'LOW', percent: '12', activeFrom: '2018-01-01', activeTo: '2020-03-31', confirm: true },
  // The COVID-19 reduction was first set to end 2020-10-31 and later extended; confirm the end.
  // The government extended it to 2021-06-30 and then to 2021-09-30, with 12 % again from
  // 2021-10-01 (regjeringen.no press release 2021 and Prop. 194 LS (2020–2021)).
  { category: 'LOW', percent: '6', activeFrom: '2020-04-01', activeTo: '2021-09-30' },
  { category: 'LOW', percent: '12', activeFrom: '2021-10-01', activeTo: null },

  // lines 13–14: ZERO and EXEMPT 0 %.
  // No VAT is charged on these; they start with the VAT act itself (in force 1970-01-01).
  { category: 'ZERO', percent: '0', activeFrom: '1970-01-01', activeTo: null },
  { category: 'EXEMPT', percent: '0', activeFrom: '1970-01-01', activeTo: null },
];
