import { describe, expect, it } from 'vitest';
import { BENEFIT_KINDS } from '../enums.js';
import { PAY_CODES, type PayCode } from '../pay-codes.js';
import { paycheckLineTreatment, type PaycheckLineTreatment } from './line-treatment.js';

const FREE = { vacationPayWithholdingFree: true, card: 'MAIN_EMPLOYER_TABLE' } as const;
const NOT_FREE = { vacationPayWithholdingFree: false, card: 'MAIN_EMPLOYER_TABLE' } as const;

const TABLE_WITH_VACATION_PAY: PaycheckLineTreatment = {
  withholding: 'TABLE',
  employerTax: true,
  vacationPayBasis: true,
};
const PERCENTAGE_WITH_VACATION_PAY: PaycheckLineTreatment = {
  withholding: 'PERCENTAGE',
  employerTax: true,
  vacationPayBasis: true,
};
const PERCENTAGE_WITHOUT_VACATION_PAY: PaycheckLineTreatment = {
  withholding: 'PERCENTAGE',
  employerTax: true,
  vacationPayBasis: false,
};

describe('expense allowances (utgiftsgodtgjoerelse) within the state’s rates', () => {
  it('are neither withheld, nor liable to employer tax, nor vacation-pay basis, whatever the pay code', () => {
    for (const payCode of [null, 'kostDoegn', 'kilometergodtgjoerelseBil', 'fastloenn', 'feriepenger'] as const) {
      for (const context of [FREE, NOT_FREE]) {
        expect(paycheckLineTreatment('utgiftsgodtgjoerelse', payCode, context)).toEqual({
          withholding: 'NONE',
          employerTax: false,
          vacationPayBasis: false,
        });
      }
    }
  });
});

describe('benefits in kind (naturalytelse)', () => {
  it('are added to the table basis and liable to employer tax, but earn no vacation pay (not arbeidsvederlag paid out)', () => {
    for (const payCode of [null, 'bil', 'elektroniskKommunikasjon', 'rentefordelLaan', 'fastloenn'] as const) {
      expect(paycheckLineTreatment('naturalytelse', payCode, FREE)).toEqual({
        withholding: 'TABLE',
        employerTax: true,
        vacationPayBasis: false,
      });
    }
  });
});

describe('cash (kontantytelse)', () => {
  it.each<PayCode>([
    'fastloenn',
    'timeloenn',
    'overtidsgodtgjoerelse',
    'fastTillegg',
    'helligdagstillegg',
    'uregelmessigeTilleggKnyttetTilArbeidetTid',
    'uregelmessigeTilleggKnyttetTilIkkeArbeidetTid',
    'smusstillegg',
    'hyretillegg',
  ])(
    'regular pay %s: by the table, employer tax, and vacation-pay basis (ferieloven § 10 (2): overtime and supplements included)',
    (payCode) => {
      expect(paycheckLineTreatment('kontantytelse', payCode, FREE)).toEqual(TABLE_WITH_VACATION_PAY);
    },
  );

  it.each<PayCode>(['bonus', 'honorarAkkordProsentProvisjon', 'tips'])(
    'irregular pay for work %s: at the card’s percentage, employer tax, and vacation-pay basis',
    (payCode) => {
      expect(paycheckLineTreatment('kontantytelse', payCode, FREE)).toEqual(PERCENTAGE_WITH_VACATION_PAY);
    },
  );

  it('the holiday deduction (trekkILoennForFerie) reduces the table basis and the employer-tax basis, not the vacation-pay basis', () => {
    expect(paycheckLineTreatment('kontantytelse', 'trekkILoennForFerie', FREE)).toEqual({
      withholding: 'TABLE',
      employerTax: true,
      vacationPayBasis: false,
    });
  });

  it('vacation pay (feriepenger) free of withholding when paid in the vacation year at ≤ 12.342 %, else at the percentage; never vacation-pay basis', () => {
    expect(paycheckLineTreatment('kontantytelse', 'feriepenger', FREE)).toEqual({
      withholding: 'NONE',
      employerTax: true,
      vacationPayBasis: false,
    });
    expect(paycheckLineTreatment('kontantytelse', 'feriepenger', NOT_FREE)).toEqual(PERCENTAGE_WITHOUT_VACATION_PAY);
  });

  it.each(['MAIN_EMPLOYER_PERCENTAGE', 'SECONDARY_EMPLOYER_PERCENTAGE', 'TAX_EXEMPTION', 'NO_TAX_CARD'] as const)(
    'vacation pay is free of table withholding only: on a %s card it is withheld by the percentage even in the vacation year',
    (card) => {
      for (const vacationPayWithholdingFree of [true, false]) {
        expect(paycheckLineTreatment('kontantytelse', 'feriepenger', { vacationPayWithholdingFree, card })).toEqual(
          PERCENTAGE_WITHOUT_VACATION_PAY,
        );
      }
    },
  );

  it.each<PayCode>(['sluttvederlag', 'styrehonorarOgGodtgjoerelseVerv', 'loennEtterDoedsfall', 'annet'])(
    'other cash %s: at the percentage with employer tax, no vacation-pay basis (not pay for work in the earning year)',
    (payCode) => {
      expect(paycheckLineTreatment('kontantytelse', payCode, FREE)).toEqual(PERCENTAGE_WITHOUT_VACATION_PAY);
    },
  );

  it('a line without benefit kind or pay code is a cash extra: percentage, employer tax, no vacation pay', () => {
    expect(paycheckLineTreatment(null, null, FREE)).toEqual(PERCENTAGE_WITHOUT_VACATION_PAY);
    expect(paycheckLineTreatment('kontantytelse', null, NOT_FREE)).toEqual(PERCENTAGE_WITHOUT_VACATION_PAY);
  });

  it('the benefit kind decides before the pay code: a fastlønn code on a benefit in kind is not vacation-pay basis', () => {
    expect(paycheckLineTreatment('naturalytelse', 'fastloenn', FREE).vacationPayBasis).toBe(false);
    expect(paycheckLineTreatment(null, 'fastloenn', FREE)).toEqual(TABLE_WITH_VACATION_PAY);
  });
});

describe('every kind and code', () => {
  it('only expense allowances are free of employer tax, and only income earns vacation pay when withheld', () => {
    for (const kind of [...BENEFIT_KINDS, null]) {
      for (const payCode of [...PAY_CODES, null]) {
        for (const context of [FREE, NOT_FREE]) {
          const treatment = paycheckLineTreatment(kind, payCode, context);
          expect(treatment.employerTax).toBe(kind !== 'utgiftsgodtgjoerelse');
          if (treatment.vacationPayBasis) expect(treatment.withholding).not.toBe('NONE');
        }
      }
    }
  });
});
