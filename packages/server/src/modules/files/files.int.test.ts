import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../test/app.js';
import { TEST_DATABASES } from '../../test/database.js';
import { userWithUnit, addMember, type Fixture } from '../../test/fixtures.js';
import { requireOwnFiles } from './service.js';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(
  t: TestApp,
  who: Fixture,
  body: Buffer,
  options: { kind?: string; type?: string; name?: string; unitId?: string } = {},
) {
  const response = await fetch(`${t.url}/files?kind=${options.kind ?? 'product_image'}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-unit-id': options.unitId ?? who.unitId,
      'content-type': options.type ?? 'image/png',
      'x-file-name': encodeURIComponent(options.name ?? 'Kaffekjele ø.png'),
    },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

describe.each(TEST_DATABASES)('files (%s)', (kind) => {
  const t = useTestApp(kind);

  it('stores an upload and serves it through its signed link, with the name kept', async () => {
    const me = await userWithUnit(t);
    const stored = await upload(t, me, PNG);
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ fileName: 'Kaffekjele ø.png', contentType: 'image/png', size: PNG.length });
    const served = await fetch(`${t.url}${pathOf(stored.body.url)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a tampered or expired link with 404', async () => {
    const me = await userWithUnit(t);
    const { body } = await upload(t, me, PNG);
    // Another first character, whatever the signature starts with.
    const tampered = pathOf(body.url).replace(
      /signature=(.)/,
      (_match, first) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await fetch(`${t.url}${tampered}`)).status).toBe(404);
    t.clock.advance(3 * 60 * 60 * 1000);
    expect((await fetch(`${t.url}${pathOf(body.url)}`)).status).toBe(404);
  });

  it('refuses a file whose content is not what its type claims, and a type the kind does not take', async () => {
    const me = await userWithUnit(t);
    const fake = await upload(t, me, Buffer.from('<svg onload=alert(1)>'), { type: 'image/png' });
    expect(fake.status).toBe(422);
    expect(fake.body.validations).toEqual([{ model: 'attachment', attribute: 'contentType', type: 'inclusion' }]);
    const pdf = await upload(t, me, Buffer.from('%PDF-1.7 test'), { type: 'application/pdf' });
    expect(pdf.status).toBe(422);
  });

  it('needs the permission of what the file is for: a read-only member cannot upload product images', async () => {
    const owner = await userWithUnit(t);
    const reader = await userWithUnit(t, { role: 'readOnly' });
    await addMember(t, reader.userId, owner.unitId, 'readOnly');
    expect((await upload(t, reader, PNG, { unitId: owner.unitId })).status).toBe(403);
    const stranger = await userWithUnit(t);
    expect((await upload(t, stranger, PNG, { unitId: owner.unitId })).status).toBe(403);
  });

  it("another unit's file cannot be attached to a record: requireOwnFiles refuses it as invalid", async () => {
    const owner = await userWithUnit(t);
    const stranger = await userWithUnit(t);
    const { body } = await upload(t, owner, PNG);
    const own = await t.app.services.transactions.tenant(owner.unitId, (tx) =>
      requireOwnFiles(tx, [body.signedBlobId], 'product_image', { model: 'product', attribute: 'imageIds' }),
    );
    expect(own.map((file) => file.id)).toEqual([body.signedBlobId]);
    await expect(
      t.app.services.transactions.tenant(stranger.unitId, (tx) =>
        requireOwnFiles(tx, [body.signedBlobId], 'product_image', { model: 'product', attribute: 'imageIds' }),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION', validations: [{ attribute: 'imageIds', type: 'invalid' }] });
    await expect(
      t.app.services.transactions.tenant(owner.unitId, (tx) =>
        requireOwnFiles(tx, [body.signedBlobId], 'logo', { model: 'unitSetting', attribute: 'logoId' }),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
  });
});
