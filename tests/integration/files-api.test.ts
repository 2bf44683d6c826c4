import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ZStoredFileSchema, type TFileKind } from '#core/contracts/files.ts';
import type { TRole } from '#core/roles.ts';
import { storedFiles } from '#server/db/schema/index.ts';
import { attachFiles } from '#server/modules/files/attach-files.ts';
import { createFilesRepository } from '#server/modules/files/files.repository.ts';
import { sweepStoredFiles } from '#server/modules/files/files-sweeper.ts';
import { createFsFileStore } from '#server/storage/fs-file-store.ts';
import { bearer, createUser, signIn } from '../support/auth-factories.ts';
import { makeTempDir, removeDir, useTestApp } from '../support/test-app.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = makeTempDir('tradein-files-api-');
});
afterAll(() => removeDir(dataDir));
const testApp = useTestApp(() => ({ env: { DATA_DIR: dataDir } }));

async function tokenFor(roles: TRole[]): Promise<string> {
  return (await signIn(testApp.app, await createUser(testApp.db, { roles }))).accessToken;
}

function upload(kind: string, token: string, data: Buffer | string, name = 'file.bin') {
  const form = new FormData();
  form.set('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)]), name);
  return testApp.app.request(`/api/files/${kind}`, { method: 'POST', headers: bearer(token), body: form });
}

const png = (width = 40, height = 20) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
const jpegWithGps = () =>
  sharp({ create: { width: 30, height: 30, channels: 3, background: '#c33' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret maker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '13/1 45/1 0/1' },
    })
    .toBuffer();
const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

const filesOn = (folder: string) => {
  const dir = path.join(dataDir, folder);
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST /api/files/:kind', () => {
  it('keeps a drawn signature as PNG and a photo as JPEG without its metadata, pending', async () => {
    const token = await tokenFor(['logistics']);
    const signature = await upload('signature', token, await png());
    expect(signature.status).toBe(201);
    const stored = ZStoredFileSchema.parse(await signature.json());
    expect([stored.kind, stored.mimeType, stored.width, stored.height]).toEqual([
      'signature',
      'image/png',
      40,
      20,
    ]);
    expect(filesOn('signatures')).toEqual([`${stored.id}.png`]);

    const photo = ZStoredFileSchema.parse(
      await (await upload('handoverPhoto', token, await jpegWithGps())).json(),
    );
    const bytes = await testApp.app.request(`/api/files/${photo.id}`, { headers: bearer(token) });
    expect([bytes.status, bytes.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const meta = await sharp(Buffer.from(await bytes.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    const [row] = await testApp.db.select().from(storedFiles).where(eq(storedFiles.id, photo.id));
    expect(row?.attachedAt).toBeNull();
  });

  it('takes a slip as a PDF or a photo, and refuses anything else by its bytes', async () => {
    const token = await tokenFor(['finance']);
    const pdf = ZStoredFileSchema.parse(await (await upload('slip', token, PDF, 'slip.jpg')).json());
    expect(pdf.mimeType).toBe('application/pdf');
    const refused = await upload('slip', token, 'just text pretending', 'slip.pdf');
    expect([refused.status, (await refused.json()).error.messageKey]).toEqual([
      400,
      'errors.files.notImageOrPdf',
    ]);
    const notDrawing = await upload('signature', await tokenFor(['logistics']), PDF);
    expect([notDrawing.status, (await notDrawing.json()).error.messageKey]).toEqual([
      400,
      'errors.files.notDrawing',
    ]);
    expect(filesOn('slips')).toHaveLength(1);
  });

  it('lets each kind be uploaded and seen only by its roles (admin always)', async () => {
    const engineer = await tokenFor(['engineer']);
    const sales = await tokenFor(['sales']);
    const account = await tokenFor(['account']);
    const admin = await tokenFor(['admin']);

    const forbidden = await upload('slip', engineer, PDF);
    expect([forbidden.status, (await forbidden.json()).error.messageKey]).toEqual([
      403,
      'errors.auth.accessDenied',
    ]);
    expect((await upload('slip', account, PDF)).status).toBe(403);
    expect((await upload('evidencePhoto', engineer, await jpegWithGps())).status).toBe(201);

    const slip = ZStoredFileSchema.parse(await (await upload('slip', admin, PDF)).json());
    const read = (token: string) => testApp.app.request(`/api/files/${slip.id}`, { headers: bearer(token) });
    expect((await read(account)).status).toBe(200);
    expect((await read(sales)).status).toBe(403);
    expect((await read(engineer)).status).toBe(403);
    expect((await testApp.app.request(`/api/files/${slip.id}`)).status).toBe(401);
  });

  it('answers unknown kinds, ids and bodies with a message, not a 500', async () => {
    const token = await tokenFor(['admin']);
    const unknownKind = await upload('passport', token, PDF);
    expect([unknownKind.status, (await unknownKind.json()).error.messageKey]).toEqual([
      400,
      'errors.files.unknownKind',
    ]);
    const noFile = await testApp.app.request('/api/files/slip', {
      method: 'POST',
      headers: { ...bearer(token), 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(noFile.status).toBe(400);
    const missing = await testApp.app.request(`/api/files/${crypto.randomUUID()}`, {
      headers: bearer(token),
    });
    expect(missing.status).toBe(404);
    const notUuid = await testApp.app.request('/api/files/not-a-uuid', { headers: bearer(token) });
    expect(notUuid.status).toBe(400);
  });
});

describe('attachFiles', () => {
  it('takes pending uploads of its kind in the record’s transaction, once', async () => {
    const token = await tokenFor(['admin']);
    const slip = ZStoredFileSchema.parse(await (await upload('slip', token, PDF)).json());
    const signature = ZStoredFileSchema.parse(await (await upload('signature', token, await png())).json());

    const attach = (ids: string[], kind: TFileKind) =>
      testApp.db.transaction((tx) => attachFiles(tx, ids, kind, 'slip'));
    await expect(attach([slip.id, signature.id], 'slip')).rejects.toMatchObject({
      code: 'VALIDATION',
      messageKey: 'errors.files.notAttachable',
      details: [{ path: 'slip', messageKey: 'errors.files.notAttachable' }],
    });
    // The refusal rolled everything back: the slip is still pending.
    const pending = async (id: string) =>
      (await testApp.db.select().from(storedFiles).where(eq(storedFiles.id, id)))[0]?.attachedAt === null;
    expect(await pending(slip.id)).toBe(true);

    await attach([slip.id], 'slip');
    expect(await pending(slip.id)).toBe(false);
    await expect(attach([slip.id], 'slip')).rejects.toMatchObject({
      messageKey: 'errors.files.notAttachable',
    });
  });
});

describe('sweepStoredFiles', () => {
  // The files earlier tests left have lost their rows (the tables are emptied before each test).
  beforeEach(() => {
    for (const folder of readdirSync(dataDir)) removeDir(path.join(dataDir, folder));
  });

  it('deletes day-old pending uploads with their files, keeps attached ones, and removes orphan files', async () => {
    const token = await tokenFor(['admin']);
    const old = ZStoredFileSchema.parse(await (await upload('slip', token, PDF)).json());
    const kept = ZStoredFileSchema.parse(await (await upload('slip', token, PDF)).json());
    await testApp.db.transaction((tx) => attachFiles(tx, [kept.id], 'slip'));
    const files = createFsFileStore(dataDir);
    await files.put(`slips/${crypto.randomUUID()}.pdf`, new TextEncoder().encode(PDF), 'application/pdf');

    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const result = await sweepStoredFiles(createFilesRepository(testApp.db), files, later);

    expect(result).toEqual({ pending: 1, orphans: 1 });
    expect(filesOn('slips')).toEqual([`${kept.id}.pdf`]);
    const ids = (await testApp.db.select({ id: storedFiles.id }).from(storedFiles)).map((row) => row.id);
    expect(ids).toEqual([kept.id]);
    expect(ids).not.toContain(old.id);
  });
});
