import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.js';
import { TEST_DATABASES } from '../test/database.js';
import { uniqueEmail, userWithUnit } from '../test/fixtures.js';
import { http } from '../test/http.js';
import { enqueueMails, type MailMessage } from './mailer.js';

type MailboxEntry = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
  attachments: { fileName: string; contentType: string; size: number; url: string }[];
};

describe.each(TEST_DATABASES)('dev mailbox (%s)', (kind) => {
  const t = useTestApp(kind);
  /** Each mail a second after the one before, so newest-first has one answer. */
  const send = async (message: MailMessage) => {
    t.clock.advance(1000);
    await t.app.services.transactions.system((tx) => enqueueMails(tx, t.clock.now(), null, [message]));
  };

  it('lists the mails newest first, optionally only those to one address', async () => {
    const to = uniqueEmail('postkasse');
    await send({ to, subject: 'Første', text: 'Hei' });
    await send({
      to,
      subject: 'Andre',
      text: 'Se https://fjord.test/confirm-registration?token=abc',
      html: '<p>Hei</p>',
    });
    await send({ to: uniqueEmail('annen'), subject: 'Til en annen', text: 'Hei' });

    const filtered = await http<MailboxEntry[]>(
      t,
      'GET',
      `/dev/mailbox.json?to=${encodeURIComponent(to.toUpperCase())}`,
    );
    expect(filtered.status).toBe(200);
    expect(filtered.body.map((mail) => mail.subject)).toEqual(['Andre', 'Første']);
    expect(filtered.body[0]).toMatchObject({ to, html: '<p>Hei</p>', text: expect.stringContaining('token=abc') });
    expect(new Date(filtered.body[0]!.createdAt).toISOString()).toBe(filtered.body[0]!.createdAt);

    const all = await http<MailboxEntry[]>(t, 'GET', '/dev/mailbox.json');
    expect(all.body[0]!.subject).toBe('Til en annen');
    expect(all.body.length).toBeGreaterThanOrEqual(3);
  });

  it('shows a registration mail with its link clickable', async () => {
    const to = uniqueEmail('registrert');
    const body = {
      new_user: {
        first_name: 'Ola',
        last_name: 'Nordmann',
        phone_code: '+47',
        cellphone_country_code: 'NO',
        cellphone: '91234567',
        login: to,
        password: 'hemmelig1',
        password_confirmation: 'hemmelig1',
      },
      new_unit: { address: 'Storgata 1', zip: '0155', city: 'Oslo', country_code: 'NO' },
    };
    expect((await http(t, 'POST', '/accounts/register', body)).status).toBe(200);
    const [mail] = (await http<MailboxEntry[]>(t, 'GET', `/dev/mailbox.json?to=${encodeURIComponent(to)}`)).body;
    const link = /https?:\/\/\S+confirm-registration\?token=[\w-]+/.exec(mail!.text)![0];

    const page = await fetch(`${t.url}/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(`<a href="${link}">${link}</a>`);
  });

  it('escapes what the mails contain', async () => {
    const to = uniqueEmail('xss');
    await send({
      to,
      subject: '<script>alert("subject")</script>',
      text: 'Hei <img src=x onerror=alert(1)> & https://fjord.test/a?b=1&c="><script>x</script>',
      html: '<script>alert("html")</script>',
    });
    const html = await (await fetch(`${t.url}/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; ');
    expect(html).toContain(
      '<a href="https://fjord.test/a?b=1&amp;c=">https://fjord.test/a?b=1&amp;c=</a>&quot;&gt;&lt;script&gt;',
    );
    expect(html).toMatch(/<iframe sandbox [^>]*srcdoc="&lt;script&gt;alert\(&quot;html&quot;\)&lt;\/script&gt;"/);
  });

  it("lists a mail's attachments with name, type and size, and the link downloads the very bytes", async () => {
    const me = await userWithUnit(t);
    const to = uniqueEmail('vedlegg');
    const data = Buffer.from('%PDF-1.4 æøå \u0000\u00ff binary');
    const fileName = 'Ordrebekreftelse 10023 <æøå>.pdf';
    await t.app.services.transactions.tenant(me.unitId, (tx) =>
      enqueueMails(tx, t.clock.now(), me.unitId, [
        {
          to,
          subject: 'Med vedlegg',
          text: 'Vedlagt',
          attachments: [{ fileName, contentType: 'application/pdf', data }],
        },
      ]),
    );

    const [mail] = (await http<MailboxEntry[]>(t, 'GET', `/dev/mailbox.json?to=${encodeURIComponent(to)}`)).body;
    expect(mail!.attachments).toEqual([
      {
        fileName,
        contentType: 'application/pdf',
        size: data.length,
        url: expect.stringMatching(/^\/dev\/mailbox\/attachments\//),
      },
    ]);
    const download = await fetch(`${t.url}${mail!.attachments[0]!.url}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+"$/);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(data);

    const html = await (await fetch(`${t.url}/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
    expect(html).toContain(
      `<a href="${mail!.attachments[0]!.url}" download>Ordrebekreftelse 10023 &lt;æøå&gt;.pdf</a>`,
    );
    expect(html).toContain(`(application/pdf, ${data.length} bytes)`);
    expect((await fetch(`${t.url}/dev/mailbox/attachments/not-a-uuid`)).status).toBe(404);
  });
});
