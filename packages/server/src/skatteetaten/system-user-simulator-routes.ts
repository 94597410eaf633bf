import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { formatOrganizationNumber } from '@fjord/domain';
import { units } from '../db/schema-core.js';
import { escapeHtml } from '../mail/html.js';
import type { Services } from '../services.js';
import {
  decideSimulatedRequest,
  findSimulatedRequest,
  SIMULATED_APPROVAL_PATH,
  type SimulatedRequestRow,
} from './system-user-simulator.js';
import { SYSTEM_USER_RIGHTS } from './system-user-rights.js';
import { systemUserReturnUrl } from './system-user-service.js';

const TITLE = 'Altinn (simulert) — Godkjenn systembruker';

/**
 * The simulated Altinn's approval page (only with ALTINN_SERVICE=simulator): the confirmation link of a request
 * opens `GET /simulator/altinn/system-user/:id`, which shows which system asks, for which company, with which
 * rights, and offers Godkjenn and Avvis; each POSTs (a plain form: the page has no script, as the CSP wants) and
 * comes back to the page, which then shows the outcome and the way back to Fjord. It stands for Altinn's own page,
 * where the company's administrator is signed in, so it asks for no session: the link's unguessable id is the key.
 */
const pageUrl = (id: string) => `${SIMULATED_APPROVAL_PATH}/${id}`;

export function registerSimulatedAltinnRoutes(server: FastifyInstance, services: Services): void {
  server.register(async (scope) => {
    // The buttons post an empty form; nothing in it is read.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );

    scope.get<{ Params: { id: string } }>(`${SIMULATED_APPROVAL_PATH}/:id`, async (req, reply) => {
      const row = await findSimulatedRequest(services.transactions, req.params.id);
      if (!row) return sendPage(reply, 404, unknownRequest());
      return sendPage(reply, 200, await requestPage(services, row));
    });

    for (const [action, decision] of [
      ['approve', 'ACCEPTED'],
      ['reject', 'REJECTED'],
    ] as const)
      scope.post<{ Params: { id: string } }>(`${SIMULATED_APPROVAL_PATH}/:id/${action}`, async (req, reply) => {
        const row = await decideSimulatedRequest(services.transactions, req.params.id, decision, services.clock.now());
        if (!row) return sendPage(reply, 404, unknownRequest());
        // Post, redirect, get: reloading the outcome does not post again.
        return reply.redirect(pageUrl(row.id), 303);
      });
  });
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(html);
}

async function companyName(services: Services, organizationNumber: string): Promise<string | null> {
  const [unit] = await services.transactions.system((tx) =>
    tx
      .select({ name: units.name })
      .from(units)
      .where(and(eq(units.organizationNumber, organizationNumber), eq(units.isCompany, true)))
      .limit(1),
  );
  return unit?.name ?? null;
}

const osloTime = (at: Date) =>
  new Intl.DateTimeFormat('nb-NO', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Oslo' }).format(at);

async function requestPage(services: Services, row: SimulatedRequestRow): Promise<string> {
  const name = await companyName(services, row.organizationNumber);
  const company = `${name ? `${escapeHtml(name)}, ` : ''}org.nr. ${escapeHtml(formatOrganizationNumber(row.organizationNumber))}`;
  const back = `<p><a href="${escapeHtml(systemUserReturnUrl(services.config.publicUrl))}">Tilbake til Fjord</a></p>`;
  const outcome =
    row.status === 'NEW'
      ? `<p>Godkjenner du, kan Fjord sende a-meldinger og hente skattekort for virksomheten på vegne av den. Tilgangen kan trekkes tilbake i Altinn når som helst.</p>
<div class="actions">
  <form method="post" action="${pageUrl(row.id)}/approve"><button type="submit" class="approve">Godkjenn</button></form>
  <form method="post" action="${pageUrl(row.id)}/reject"><button type="submit" class="reject">Avvis</button></form>
</div>`
      : `<p role="status" class="outcome ${row.status === 'ACCEPTED' ? 'accepted' : 'rejected'}">${
          row.status === 'ACCEPTED'
            ? `Systembrukeren er godkjent${row.decidedAt ? ` ${escapeHtml(osloTime(row.decidedAt))}` : ''}. Fjord kan nå sende a-meldinger og hente skattekort for virksomheten.`
            : `Forespørselen er avvist${row.decidedAt ? ` ${escapeHtml(osloTime(row.decidedAt))}` : ''}. Fjord har ikke fått tilgang. Du kan be om en ny forespørsel i Fjord.`
        }</p>
${back}`;
  return page(
    TITLE,
    `<p>Fjord ber om å få en systembruker hos virksomheten din.</p>
<dl>
  <dt>System</dt><dd>Fjord (lønn og fakturering)</dd>
  <dt>Virksomhet</dt><dd>${company}</dd>
  <dt>Forespurt</dt><dd>${escapeHtml(osloTime(row.createdAt))}</dd>
</dl>
<h2>Rettigheter systembrukeren får</h2>
<ul>${SYSTEM_USER_RIGHTS.map((right) => `<li>${escapeHtml(right.name)}</li>`).join('')}</ul>
${outcome}`,
  );
}

function unknownRequest(): string {
  return page(
    'Altinn (simulert) — Forespørselen finnes ikke',
    '<p>Denne forespørselen om systembruker finnes ikke. Be om en ny forespørsel i Fjord.</p>',
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f4f6f8; line-height: 1.5 }
  .banner { margin: 0; padding: 0.5rem 1rem; background: #fff3cd; color: #533f03; border-bottom: 1px solid #e0c96a }
  main { max-width: 40rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border: 1px solid #d0d7de; border-radius: 8px }
  h1 { font-size: 1.5rem; margin-top: 0 }
  h2 { font-size: 1.125rem }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem }
  dt { font-weight: 600 }
  dd { margin: 0 }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem }
  button { font: inherit; padding: 0.5rem 1.5rem; border-radius: 4px; cursor: pointer; border: 2px solid #0b5394 }
  button.approve { background: #0b5394; color: #fff }
  button.reject { background: #fff; color: #0b5394 }
  button:focus-visible, a:focus-visible { outline: 3px solid #e07b00; outline-offset: 2px }
  .outcome { padding: 0.75rem 1rem; border-radius: 4px }
  .accepted { background: #e6f4ea; color: #1e4620 }
  .rejected { background: #fdecea; color: #611a15 }
  a { color: #0b5394 }
</style>
</head>
<body>
<header><p class="banner">Simulert Altinn: Fjord kjører uten den ekte Altinn-tjenesten (ALTINN_SERVICE=simulator). Her godkjenner du på vegne av virksomheten.</p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
