import type { Locale } from '@fjord/domain';
import { recordAudits, type Actor } from '../../db/audit.js';
import { enqueueMails, type MailMessage } from '../../mail/mailer.js';
import { payslipPassword, renderYearlyReport, type YearlyReportView } from '../../pdf/render.js';
import type { Services } from '../../services.js';
import { osloDate } from '../../clock.js';
import { yearlyReportFileName, yearlyReports, type YearlyReport } from './yearly.js';

/** The mail that carries a yearly statement, in the employee's language, saying how to open it. */
export function yearlyReportMailTexts(view: YearlyReportView): { subject: string; text: string } {
  const { company, year } = view;
  const texts: Record<Locale, { subject: string; text: string }> = {
    nb: {
      subject: `Årsoppgave ${year} fra ${company.name}`,
      text:
        `Hei,\n\nvedlagt er årsoppgaven din for ${year} fra ${company.name}: lønn, naturalytelser, ` +
        'utgiftsgodtgjørelser og forskuddstrekk slik de er rapportert i a-meldingen.\n\n' +
        'PDF-en er beskyttet med passord: fødselsdatoen din med seks sifre (DDMMÅÅ), for eksempel 310190 for 31. januar 1990.\n\n' +
        `Med vennlig hilsen\n${company.name}\n`,
    },
    en: {
      subject: `Yearly statement ${year} from ${company.name}`,
      text:
        `Hello,\n\nplease find attached your yearly statement for ${year} from ${company.name}: pay, benefits in kind, ` +
        'expense allowances and tax withheld as reported in the a-melding.\n\n' +
        'The PDF is protected by a password: your date of birth as six digits (DDMMYY), e.g. 310190 for 31 January 1990.\n\n' +
        `Kind regards\n${company.name}\n`,
    },
  };
  return texts[view.language];
}

/** A statement rendered and ready to be queued. */
type Rendered = { report: YearlyReport; message: MailMessage };

/**
 * E-mails every employee with an e-mail address the yearly statement of each work relation with locked
 * paychecks in the year, through the one mailer (queued, so a committed send is sure to go out), and
 * answers how many PDFs were sent. Relations whose employee has no address are skipped. The statement
 * names the employee's identity number in full, so every PDF is encrypted with the payslip's password
 * (the birth date as DDMMYY), which the mail explains.
 *
 * All or nothing, in three steps: the statements are read in one transaction; every PDF is rendered
 * outside any transaction (a thousand take a while, and PGlite's one connection must not wait on them);
 * only when every one rendered are the mails queued, with their audit rows, in one more transaction. A
 * PDF that fails to render therefore sends none, and the error reaches the caller.
 */
export async function sendYearlyReports(
  services: Services,
  actor: Actor,
  year: number,
  /** The one renderer; a test passes one that fails for an employee to prove that nothing is sent then. */
  render: typeof renderYearlyReport = renderYearlyReport,
): Promise<number> {
  const today = osloDate(actor.at);
  const reports = await services.transactions.tenant(actor.unitId, (tx) =>
    yearlyReports(tx, actor.unitId, year, today),
  );
  const addressed = reports.filter((report) => report.email !== null);
  const rendered: Rendered[] = [];
  for (const report of addressed) {
    const bytes = await render(report.view, { password: payslipPassword(report.birthDate) });
    rendered.push({
      report,
      message: {
        to: report.email!,
        ...yearlyReportMailTexts(report.view),
        attachments: [{ fileName: yearlyReportFileName(report.view), contentType: 'application/pdf', data: bytes }],
      },
    });
  }
  if (rendered.length === 0) return 0;
  await services.transactions.tenant(actor.unitId, async (tx) => {
    await enqueueMails(
      tx,
      actor.at,
      actor.unitId,
      rendered.map((one) => one.message),
    );
    await recordAudits(
      tx,
      actor,
      'email',
      'workRelation',
      rendered.map(({ report, message }) => ({
        entityId: report.workRelationId,
        details: { document: 'yearlyReport', year, to: message.to },
      })),
    );
  });
  return rendered.length;
}
