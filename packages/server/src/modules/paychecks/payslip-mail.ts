import type { Locale } from '@fjord/domain';
import type { Tx } from '../../db/connection.js';
import { recordAudit, type Actor } from '../../db/audit.js';
import { findOwn } from '../../db/records.js';
import { validationError } from '../../errors/app-error.js';
import { enqueueMails } from '../../mail/mailer.js';
import { payslipPassword, renderPayslip, type PayslipView } from '../../pdf/render.js';
import { payslipFileName, payslipView } from './payslip.js';
import { paychecks } from './tables.js';

const MODEL = 'paycheck';

/** The mail that carries a payslip, in the employee's language; with a password, how to open it. */
export function payslipMailTexts(view: PayslipView, withPassword: boolean): { subject: string; text: string } {
  const { company, periodName, number } = view;
  const texts: Record<Locale, { subject: string; text: string }> = {
    nb: {
      subject: `Lønnsslipp ${periodName} fra ${company.name}`,
      text:
        `Hei,\n\nvedlagt er lønnsslippen din for ${periodName} (nr. ${number}) fra ${company.name}.\n\n` +
        (withPassword
          ? 'PDF-en er beskyttet med passord: fødselsdatoen din med seks sifre (DDMMÅÅ), for eksempel 310190 for 31. januar 1990.\n\n'
          : '') +
        `Med vennlig hilsen\n${company.name}\n`,
    },
    en: {
      subject: `Payslip ${periodName} from ${company.name}`,
      text:
        `Hello,\n\nplease find attached your payslip for ${periodName} (no. ${number}) from ${company.name}.\n\n` +
        (withPassword
          ? 'The PDF is protected by a password: your date of birth as six digits (DDMMYY), e.g. 310190 for 31 January 1990.\n\n'
          : '') +
        `Kind regards\n${company.name}\n`,
    },
  };
  return texts[view.language];
}

/**
 * E-mails the payslips of locked paychecks to their employees through the job queue, each rendered now
 * (every retry sends the same bytes), optionally encrypted with the employee's birth date (DDMMYY).
 * Refused whole (nothing queued) when a paycheck is not locked or its employee has no e-mail address,
 * named `paychecks.<i>` with the number.
 */
export async function emailPayslips(
  tx: Tx,
  actor: Actor,
  ids: readonly string[],
  withPassword: boolean,
): Promise<number> {
  const prepared: { id: string; number: string; to: string; view: PayslipView; birthDate: string }[] = [];
  const problems: { model: string; attribute: string; type: string; params?: Record<string, string> }[] = [];
  for (const [index, id] of ids.entries()) {
    const paycheck = await findOwn(tx, paychecks, id, MODEL);
    const attribute = ids.length === 1 ? 'base' : `paychecks.${index}`;
    const params = { number: paycheck.number ?? '' };
    if (paycheck.status !== 'LOCKED') {
      problems.push({ model: MODEL, attribute, type: 'not_locked', params });
      continue;
    }
    const { view, birthDate, email } = await payslipView(tx, id);
    if (!email?.trim()) problems.push({ model: MODEL, attribute, type: 'missing_email', params });
    else prepared.push({ id, number: paycheck.number ?? '', to: email.trim(), view, birthDate });
  }
  if (problems.length > 0) throw validationError(problems);
  for (const one of prepared) {
    const bytes = await renderPayslip(one.view, withPassword ? { password: payslipPassword(one.birthDate) } : {});
    await enqueueMails(tx, actor.at, actor.unitId, [
      {
        to: one.to,
        ...payslipMailTexts(one.view, withPassword),
        attachments: [{ fileName: payslipFileName(one.view), contentType: 'application/pdf', data: bytes }],
      },
    ]);
    await recordAudit(tx, actor, 'email', MODEL, one.id, {
      number: one.number,
      to: one.to,
      password: String(withPassword),
    });
  }
  return prepared.length;
}
