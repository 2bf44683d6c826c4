import { createFsFileStore } from '#server/storage/fs-file-store.ts';
import { createPhotoStorage } from '#server/modules/photos/photo-storage.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZAdminRequestDetailSchema,
  ZAdminRequestListSchema,
  type TAdminRequestDetail,
} from '#core/contracts/admin-requests.ts';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { TRADE_IN_STATUSES } from '#core/trade-in-lifecycle.ts';
import { canTransition } from '#core/workflow/trade-in-machine.ts';
import { auditLog, tradeIns } from '#server/db/schema/index.ts';
import { createAdminRequestsService } from '#server/modules/admin-requests/admin-requests.service.ts';
import { createRequest, generateRequests } from '../support/admin-request-factories.ts';
import { signInAdmin } from '../support/admin-request-api.ts';
import { createModel } from '../support/factories.ts';
import { makeImage } from '../support/photo-files.ts';
import { makeTempDir, postJson, removeDir, useTestApp } from '../support/test-app.ts';
import { arrangeTradeIn, createPendingPhoto, createQuote } from '../support/trade-in-factories.ts';
import { attachPhoto, findTradeInByReference, listHistory } from '../support/trade-in-queries.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = makeTempDir('tradein-admin-');
});
afterAll(() => {
  if (dataDir) removeDir(dataDir);
});
const testApp = useTestApp(() => ({ env: { DATA_DIR: dataDir } }));

async function expectError(response: Response, status: number, messageKey: string) {
  expect(response.status, await response.clone().text()).toBe(status);
  const body = ZErrorBodySchema.parse(await response.json());
  expect(body.error.messageKey).toBe(messageKey);
  return body.error;
}

async function detailOf(response: Response): Promise<TAdminRequestDetail> {
  expect(response.status, await response.clone().text()).toBe(200);
  return ZAdminRequestDetailSchema.parse(await response.json());
}

const statusPath = (reference: string) => `/api/admin/requests/${reference}/status`;
const notesPath = (reference: string) => `/api/admin/requests/${reference}/notes`;

describe('a request submitted by a customer', () => {
  it('carries its brand and category, and its page shows every field, the quote, photos, consents and history', async () => {
    const { db, app } = testApp;
    const admin = await signInAdmin(app, db);
    const model = await createModel(db, { name: 'Galaxy S24', category: 'phone' });
    const quote = await createQuote(db, { modelId: model.id, brandName: 'Samsung', modelName: 'Galaxy S24' });
    const { body } = await arrangeTradeIn(db, { quoteId: quote.id, imeiSerial: '490154203237518' });
    const submitted = await postJson(app, '/api/trade-ins', body);
    expect(submitted.status, await submitted.clone().text()).toBe(201);
    const stored = await findTradeInByReference(db, body.reference);
    expect(stored).toMatchObject({ brandId: model.brandId, category: 'phone' });

    // A photo attached to it, on disk as the photos module stores it.
    const photo = await createPendingPhoto(db);
    await attachPhoto(db, photo.id, stored!.id);
    const jpeg = await makeImage('jpeg', 40, 30);
    mkdirSync(path.join(dataDir, 'photos'), { recursive: true });
    writeFileSync(path.join(dataDir, 'photos', photo.fileName), jpeg);

    const detail = await detailOf(await admin.get(`/api/admin/requests/${body.reference}`));
    expect(detail).toMatchObject({
      reference: body.reference,
      status: 'new',
      version: 1,
      device: { brandId: model.brandId, category: 'phone', imeiSerial: '490154203237518', storageGb: 128 },
      customer: { fullName: 'สมชาย ใจดี', phone: '0812345678', email: 'somchai@example.co.th' },
      option: 'tradeIn',
      fulfilment: 'store',
      store: { id: body.storeId },
      offeredThb: 17_600,
      quote: { id: quote.id, modelName: 'Galaxy S24', offerThb: 17_600 },
      consents: [
        { kind: 'pdpa', granted: true },
        { kind: 'marketing', granted: false },
      ],
      history: [{ fromStatus: null, toStatus: 'new', actor: 'customer' }],
      allowedNextStatuses: ['booked', 'rejected'],
    });
    expect(detail.quote?.lines.length).toBeGreaterThan(0);
    expect(detail.photos).toEqual([
      expect.objectContaining({
        id: photo.id,
        url: `/api/admin/requests/${body.reference}/photos/${photo.id}`,
      }),
    ]);

    const image = await admin.get(detail.photos[0]!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await image.arrayBuffer()).equals(jpeg)).toBe(true);
    // Another request's reference does not reach the photo.
    const other = await createRequest(db);
    expect((await admin.get(`/api/admin/requests/${other.reference}/photos/${photo.id}`)).status).toBe(404);
    expect((await app.request(detail.photos[0]!.url)).status).toBe(401);
    await expectError(
      await admin.get('/api/admin/requests/TRD-000000-NONE'),
      404,
      'errors.admin.requestNotFound',
    );
  });
});

describe('POST /api/admin/requests/{reference}/status', () => {
  it('allows exactly the lifecycle: every other transition is refused and changes nothing', async () => {
    const { db, app } = testApp;
    const admin = await signInAdmin(app, db);
    for (const from of TRADE_IN_STATUSES) {
      for (const to of TRADE_IN_STATUSES) {
        const request = await createRequest(db, { status: from });
        const response = await admin.send('POST', statusPath(request.reference), {
          to,
          version: 1,
          reason: 'ลูกค้าขอยกเลิก',
        });
        if (canTransition(from, to)) {
          const detail = await detailOf(response);
          expect(detail).toMatchObject({ status: to, version: 2 });
        } else {
          await expectError(response, 400, 'errors.admin.transitionNotAllowed');
          const [row] = await db.select().from(tradeIns).where(eq(tradeIns.id, request.id));
          expect(row, `${from} → ${to}`).toMatchObject({ status: from, version: 1 });
        }
      }
    }
  });

  it('walks a request from new to settled, with history and audit entries naming the admin', async () => {
    const { db, app } = testApp;
    const admin = await signInAdmin(app, db);
    const request = await createRequest(db);
    let version = 1;
    for (const to of ['booked', 'received', 'inspected', 'settled'] as const) {
      const detail = await detailOf(await admin.send('POST', statusPath(request.reference), { to, version }));
      expect(detail.status).toBe(to);
      version = detail.version;
    }
    const detail = await detailOf(await admin.get(`/api/admin/requests/${request.reference}`));
    expect(detail.allowedNextStatuses).toEqual([]);
    expect(detail.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.actor])).toEqual([
      ['new', 'booked', admin.user.email],
      ['booked', 'received', admin.user.email],
      ['received', 'inspected', admin.user.email],
      ['inspected', 'settled', admin.user.email],
    ]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'tradeIn'), eq(auditLog.targetId, request.reference)))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => [entry.action, entry.actorUserId, entry.details])).toEqual([
      [
        'TRADE_IN_STATUS_CHANGED',
        admin.user.id,
        { before: { status: 'new', version: 1 }, after: { status: 'booked', version: 2 } },
      ],
      [
        'TRADE_IN_STATUS_CHANGED',
        admin.user.id,
        { before: { status: 'booked', version: 2 }, after: { status: 'received', version: 3 } },
      ],
      [
        'TRADE_IN_STATUS_CHANGED',
        admin.user.id,
        { before: { status: 'received', version: 3 }, after: { status: 'inspected', version: 4 } },
      ],
      [
        'TRADE_IN_STATUS_CHANGED',
        admin.user.id,
        { before: { status: 'inspected', version: 4 }, after: { status: 'settled', version: 5 } },
      ],
    ]);
  });

  it('rejects only with a reason, which is kept on the request, its history and the audit log', async () => {
    const { db, app } = testApp;
    const admin = await signInAdmin(app, db);
    const request = await createRequest(db, { status: 'booked' });
    await expectError(
      await admin.send('POST', statusPath(request.reference), { to: 'rejected', version: 1 }),
      400,
      'errors.admin.rejectReasonRequired',
    );
    await expectError(
      await admin.send('POST', statusPath(request.reference), { to: 'rejected', version: 1, reason: '   ' }),
      400,
      'errors.admin.rejectReasonRequired',
    );
    const detail = await detailOf(
      await admin.send('POST', statusPath(request.reference), {
        to: 'rejected',
        version: 1,
        reason: 'เครื่องติดล็อกบัญชี',
      }),
    );
    expect(detail).toMatchObject({ status: 'rejected', rejectionReason: 'เครื่องติดล็อกบัญชี' });
    expect(detail.history.at(-1)).toMatchObject({ toStatus: 'rejected', note: 'เครื่องติดล็อกบัญชี' });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, request.reference));
    expect(audit?.details).toMatchObject({ after: { status: 'rejected', reason: 'เครื่องติดล็อกบัญชี' } });
  });

  it('keeps a change’s note in its history and audit row, after a rejection’s reason', async () => {
    const { db, app } = testApp;
    const admin = await signInAdmin(app, db);
    const request = await createRequest(db, { status: 'new' });
    const booked = await detailOf(
      await admin.send('POST', statusPath(request.reference), {
        to: 'booked',
        version: 1,
        note: '  Customer asked for the afternoon slot ',
      }),
    );
    expect(booked.history.at(-1)).toMatchObject({
      toStatus: 'booked',
      note: 'Customer asked for the afternoon slot',
    });
    const rejected = await detailOf(
      await admin.send('POST', statusPath(request.reference), {
        to: 'rejected',
        version: 2,
        reason: 'Reported stolen',
        note: 'Police report 123',
      }),
    );
    expect(rejected.rejectionReason).toBe('Reported stolen');
    expect(rejected.history.at(-1)).toMatchObject({ note: 'Reported stolen\nPolice report 123' });
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, request.reference));
    expect(audits.map((row) => row.details)).toContainEqual(
      expect.objectContaining({
        after: { status: 'booked', version: 2, note: 'Customer asked for the afternoon slot' },
      }),
    );
    await expectError(
      await admin.send('POST', statusPath(request.reference), {
        to: 'new',
        version: 3,
        note: 'x'.repeat(501),
      }),
      400,
      'errors.text.tooLong',
    );
  });

  it('refuses the service call without a reason too', async () => {
    const { db } = testApp;
    const service = createAdminRequestsService({
      db,
      photos: createPhotoStorage(createFsFileStore(dataDir)),
    });
    const request = await createRequest(db);
    await expect(
      service.changeStatus(request.reference, { to: 'rejected', version: 1 }, { userId: null }),
    ).rejects.toMatchObject({ code: 'VALIDATION', messageKey: 'errors.admin.rejectReasonRequired' });
    // Without a signed-in user (a script), the history says 'staff' and the audit row has no actor.
    await service.changeStatus(request.reference, { to: 'booked', version: 1 }, { userId: null });
    const history = await listHistory(db, request.id);
    expect(history.map((entry) => entry.actor)).toEqual(['staff']);
  });

  it('does not settle while a lower re-quote waits for the customer', async () => {
    const { db, app } = testApp;
    const admin = await signInAdmin(app, db);
    const waiting = await createRequest(db, { status: 'inspected', engineerActualPriceThb: 15_000 });
    const detail = await detailOf(await admin.get(`/api/admin/requests/${waiting.reference}`));
    expect(detail.allowedNextStatuses).toEqual(['rejected']);
    await expectError(
      await admin.send('POST', statusPath(waiting.reference), { to: 'settled', version: 1 }),
      400,
      'errors.admin.requoteNotAccepted',
    );
    const accepted = await createRequest(db, {
      status: 'inspected',
      engineerActualPriceThb: 15_000,
      requoteDecision: 'accepted',
    });
    await detailOf(await admin.send('POST', statusPath(accepted.reference), { to: 'settled', version: 1 }));
  });

  it('lets one of two admins changing the same version win; the other gets 409 naming who changed it', async () => {
    const { db, app } = testApp;
    const first = await signInAdmin(app, db);
    const second = await signInAdmin(app, db);
    const request = await createRequest(db);
    const responses = await Promise.all([
      first.send('POST', statusPath(request.reference), { to: 'booked', version: 1 }),
      second.send('POST', statusPath(request.reference), { to: 'rejected', version: 1, reason: 'ซ้ำ' }),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = responses[0]!.status === 200 ? first : second;
    const conflict = await expectError(
      responses.find((r) => r.status === 409)!,
      409,
      'errors.admin.requestChanged',
    );
    expect(conflict.code).toBe('CONFLICT');
    expect(conflict.message).toContain(winner.user.email!);
    const history = await listHistory(db, request.id);
    expect(history).toHaveLength(1);
    const [row] = await db.select().from(tradeIns).where(eq(tradeIns.id, request.id));
    expect(row?.version).toBe(2);
    // A stale version later on is refused the same way.
    await expectError(
      await first.send('POST', statusPath(request.reference), { to: 'received', version: 1 }),
      409,
      'errors.admin.requestChanged',
    );
  });
});

describe('PUT /api/admin/requests/{reference}/notes', () => {
  it('replaces the notes with optimistic concurrency and audits before and after', async () => {
    const { db, app } = testApp;
    const admin = await signInAdmin(app, db);
    const request = await createRequest(db);
    const detail = await detailOf(
      await admin.send('PUT', notesPath(request.reference), { adminNotes: 'โทรนัดวันพุธ', version: 1 }),
    );
    expect(detail).toMatchObject({ adminNotes: 'โทรนัดวันพุธ', version: 2 });
    await expectError(
      await admin.send('PUT', notesPath(request.reference), { adminNotes: 'other', version: 1 }),
      409,
      'errors.admin.requestChanged',
    );
    const cleared = await detailOf(
      await admin.send('PUT', notesPath(request.reference), { adminNotes: '  ', version: 2 }),
    );
    expect(cleared).toMatchObject({ adminNotes: null, version: 3 });
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, request.reference))
      .orderBy(asc(auditLog.id));
    expect(audit.map((entry) => [entry.action, entry.details])).toEqual([
      [
        'TRADE_IN_NOTES_CHANGED',
        { before: { adminNotes: null, version: 1 }, after: { adminNotes: 'โทรนัดวันพุธ', version: 2 } },
      ],
      [
        'TRADE_IN_NOTES_CHANGED',
        { before: { adminNotes: 'โทรนัดวันพุธ', version: 2 }, after: { adminNotes: null, version: 3 } },
      ],
    ]);
    // Notes do not move the status; a status change after them needs the new version.
    await expectError(
      await admin.send('POST', statusPath(request.reference), { to: 'booked', version: 2 }),
      409,
      'errors.admin.requestChanged',
    );
  });
});

describe('pagination under inserts', () => {
  it('neither repeats nor skips a row when requests arrive between pages', async () => {
    const { db, app } = testApp;
    const admin = await signInAdmin(app, db);
    await createModel(db);
    await generateRequests(db, { count: 120, rowsPerInstant: 4 });
    const original = (await db.select({ reference: tradeIns.reference }).from(tradeIns)).map(
      (row) => row.reference,
    );
    for (const sort of ['createdAt', 'offeredThb'] as const) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let round = 0;
      do {
        const query: string = `sort=${sort}&pageSize=15${cursor ? `&cursor=${cursor}` : ''}`;
        const response = await admin.get(`/api/admin/requests?${query}`);
        expect(response.status).toBe(200);
        const page = ZAdminRequestListSchema.parse(await response.json());
        seen.push(...page.items.map((item) => item.reference));
        cursor = page.nextCursor;
        // New submissions (newest, and with offers anywhere in the order) land between pages.
        round += 1;
        await createRequest(db, { offeredThb: 1_000 * round });
        await createRequest(db, { offeredThb: 40_000 - 1_000 * round });
      } while (cursor);
      expect(new Set(seen).size, `${sort}: no duplicates`).toBe(seen.length);
      expect(
        original.filter((reference) => !seen.includes(reference)),
        `${sort}: no gaps`,
      ).toEqual([]);
    }
  });
});
