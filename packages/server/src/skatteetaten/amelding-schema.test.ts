import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildAmelding, type AmeldingInput } from '@fjord/domain';
import {
  ameldingInput,
  largeAmeldingInput,
  TRICKY_MONTHS,
} from '../../../domain/src/payroll/a-melding/testing/months.js';
import { checkAmeldingSchema } from './amelding-schema.js';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as unknown;

describe('the built a-melding is valid against the v2.3 JSON Schema', () => {
  it.each(Object.entries(TRICKY_MONTHS))('%s', (_name, input) => {
    expect(checkAmeldingSchema(buildAmelding(input))).toEqual({ valid: true });
  });

  it('a month of 1,000 employees in three sub-units with leaves and layoffs', () => {
    expect(checkAmeldingSchema(buildAmelding(largeAmeldingInput(1000, 3)))).toEqual({ valid: true });
  });

  it.each(['example-minimal.json', 'example-full.json'])('and so is the pack’s %s', (name) => {
    expect(checkAmeldingSchema(fixture(name))).toEqual({ valid: true });
  });
});

describe('what the schema refuses, with the path of each problem', () => {
  const refused = (input: Partial<AmeldingInput>) => checkAmeldingSchema(buildAmelding(ameldingInput(input)));

  it.each([
    ['a meldingsId with a space and a slash', { meldingsId: 'AM 2026/03' }, '/leveranse/meldingsId'],
    ['a month that is not YYYY-MM', { month: '2026-13' }, '/leveranse/kalendermaaned'],
    ['a month before 2014', { month: '2013-12' }, '/leveranse/kalendermaaned'],
    ['a delivery time without a time', { deliveredAt: '2026-04-02' }, '/leveranse/leveringstidspunkt'],
    ['a replaced meldingsId too long', { replacesMeldingsId: 'A'.repeat(151) }, '/leveranse/erstatterMeldingsId'],
  ])('%s', (_name, input, path) => {
    const result = refused(input);
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.problems.map((problem) => problem.path)).toContain(path);
  });

  it('a start date that is not a calendar date (30 February)', () => {
    const input = ameldingInput();
    input.subUnits[0]!.employees[0]!.workRelations[0]!.startDate = '2026-02-30';
    const result = checkAmeldingSchema(buildAmelding(input));
    expect(result).toMatchObject({ valid: false });
    if (!result.valid)
      expect(result.problems[0]!.path).toBe(
        '/leveranse/oppgave/virksomhet/0/inntektsmottaker/0/arbeidsforhold/0/startdato',
      );
  });

  it('an income line of two kinds, an unknown property, a fraction in a whole-krone sum, virksomhet as one object', () => {
    const breakings: ((message: any) => void)[] = [
      (message) => {
        message.leveranse.oppgave.virksomhet[0].inntektsmottaker[0].inntekt[0].ytelseFraOffentlige = {
          beskrivelse: 'sykepenger',
        };
      },
      (message) => {
        message.leveranse.oppgave.virksomhet[0].ansatte = 1;
      },
      (message) => {
        message.leveranse.oppgave.betalingsinformasjon.sumArbeidsgiveravgift = 6345.5;
      },
      (message) => {
        message.leveranse.oppgave.virksomhet = message.leveranse.oppgave.virksomhet[0];
      },
    ];
    for (const breaking of breakings) {
      const message = buildAmelding(ameldingInput());
      breaking(message);
      expect(checkAmeldingSchema(message).valid).toBe(false);
    }
  });

  it('names an unknown property in the problem', () => {
    const message = buildAmelding(ameldingInput()) as any;
    message.leveranse.ekstra = true;
    expect(checkAmeldingSchema(message)).toEqual({
      valid: false,
      problems: [{ path: '/leveranse', message: 'must NOT have additional properties: ekstra' }],
    });
  });
});
