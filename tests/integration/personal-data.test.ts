import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ZErrorBodySchema } from '#core/contracts/errors.ts';
import { ZPersonalDataErasureSchema, ZPersonalDataSummarySchema } from '#core/contracts/personal-data.ts';
import { translate, type TCatalogue } from '#core/i18n/translate.ts';
import {
  auditLog,
  dealerRequestLinks,
  dealers,
  deliveries,
  lineLinks,
  notifications,
  notificationSubscriptions,
  payeeDetails,
  payments,
  storedFiles,
  tradeInConsents,
  tradeIns,
  workflowHistory,
} from '#server/db/schema/index.ts';
import { createPhotoStorage } from '#server/modules/photos/photo-storage.ts';
import { createFsFileStore } from '#server/storage/fs-file-store.ts';
import en from '../../src/core/i18n/en.json' with { type: 'json' };
import th from '../../src/core/i18n/th.json' with { type: 'json' };
import { createUser } from '../support/auth-factories.ts';
import { call, financeUser } from '../support/finance-api.ts';
import { makeTempDir, removeDir, useTestApp } from '../support/test-app.ts';
import { createPendingPhoto } from '../support/trade-in-factories.ts';
import { createTrackedTradeIn } from '../support/tracking-factories.ts';

const dataDir = makeTempDir('pdpa-it-');
afterAll(() => removeDir(dataDir));
const testApp = useTestApp(() => ({ env: { DATA_DIR: dataDir } }));
const fileStore = createFsFileStore(dataDir);
const photoStorage = createPhotoStorage(fileStore);

/** The customer who asks, and what identifies them. */
const CUSTOMER = {
  fullName: 'สมหญิง รักษ์ข้อมูล',
  phone: '0861234567',
  email: 'Somying.R@example.com',
  lineId: 'somying-line',
  address: '99/1 ซอยลาดพร้าว 5 แขวงจอมพล เขตจตุจักร กรุงเทพมหานคร 10900',
  nationalId: '1101700230708',
  accountNumber: '1234567890',
  recipient: 'คุณสมหญิง (ผู้รับ)',
  lineUserId: `U${'5a'.repeat(16)}`,
};
/** Someone else, whose rows must never change nor show in the customer's export. */
const OTHER = { fullName: 'Other Person', phone: '0899999999', email: 'other@example.com' };
const PHOTO_BYTES = Buffer.from('fake-jpeg-bytes-of-the-customer');

async function admin() {
  return (await financeUser(testApp.app, testApp.db, ['admin'])).token;
}

/** Two closed requests of the customer (settled and paid; rejected and returned), one of someone else. */
async function arrangeCustomer() {
  const db = testApp.db;
  const { tradeIn: settled } = await createTrackedTradeIn(db, {
    path: ['new', 'booked', 'received', 'inspected', 'settled'],
    fullName: CUSTOMER.fullName,
    phone: CUSTOMER.phone,
    email: CUSTOMER.email,
    lineId: CUSTOMER.lineId,
    fulfilment: 'pickup',
    pickupAddress: CUSTOMER.address,
    remarks: `โทรหา ${CUSTOMER.fullName} ก่อน`,
  });
  const { tradeIn: rejected } = await createTrackedTradeIn(db, {
    path: ['new', 'booked', 'received', 'rejected'],
    fullName: CUSTOMER.fullName,
    phone: CUSTOMER.phone,
    email: CUSTOMER.email.toLowerCase(),
    dealerCode: 'BKK001',
  });
  const { tradeIn: other } = await createTrackedTradeIn(db, {
    path: ['new', 'booked', 'received', 'inspected', 'settled'],
    ...OTHER,
  });
  const photoId = randomUUID();
  await createPendingPhoto(db, { id: photoId, tradeInId: settled.id });
  await photoStorage.write(`${photoId}.jpg`, PHOTO_BYTES);
  await db.insert(tradeInConsents).values([
    { tradeInId: settled.id, kind: 'pdpa', granted: true, noticeVersion: '2026-11' },
    { tradeInId: settled.id, kind: 'marketing', granted: false, noticeVersion: '2026-11' },
  ]);
  await db.insert(payeeDetails).values({
    tradeInId: settled.id,
    method: 'promptpay',
    promptPayId: CUSTOMER.nationalId,
    accountName: CUSTOMER.fullName,
    updatedBy: 'customer',
  });
  await db.insert(payments).values([
    {
      reference: 'PV-2026-000901',
      tradeInId: settled.id,
      status: 'completed',
      amountSatang: 1_760_000,
      payeeMethod: 'promptpay',
      promptPayId: CUSTOMER.nationalId,
      accountName: CUSTOMER.fullName,
      needsApproval: false,
      paidOn: '2026-11-20',
    },
    {
      reference: 'PV-2026-000902',
      tradeInId: other.id,
      status: 'completed',
      amountSatang: 990_000,
      payeeMethod: 'bank',
      bankCode: 'KBANK',
      accountNumber: '9876543210',
      accountName: OTHER.fullName,
      needsApproval: false,
      paidOn: '2026-11-21',
    },
  ]);
  // The device went back to the customer after the rejection, signed for.
  const signatureId = randomUUID();
  const signatureKey = `signatures/${signatureId}.png`;
  await fileStore.put(signatureKey, new Uint8Array([1, 2, 3]), 'image/png');
  await db.insert(storedFiles).values({
    id: signatureId,
    kind: 'signature',
    storageKey: signatureKey,
    mimeType: 'image/png',
    bytes: 3,
    attachedAt: new Date(),
  });
  const [delivery] = await db
    .insert(deliveries)
    .values({
      tradeInId: rejected.id,
      status: 'delivered',
      address: CUSTOMER.address,
      phone: CUSTOMER.phone,
      recipientName: CUSTOMER.recipient,
      signatureFileId: signatureId,
      deliveredAt: new Date(),
    })
    .returning();
  await db.insert(workflowHistory).values({
    entity: 'delivery',
    entityId: delivery!.id,
    fromState: 'inTransit',
    toState: 'delivered',
    actorKind: 'staff',
    actorLabel: 'courier@example.com',
    evidence: { recipientName: CUSTOMER.recipient, signature: signatureId },
  });
  const dealerUser = await createUser(db, { kind: 'dealer', email: 'shop@example.com' });
  const [dealer] = await db
    .insert(dealers)
    .values({
      userId: dealerUser.id,
      code: 'BKK001',
      shopName: 'ร้านทดสอบ',
      phone: '021234567',
      province: 'bangkok',
      address: 'Bangkok',
    })
    .returning();
  await db
    .insert(dealerRequestLinks)
    .values({ tradeInId: rejected.id, dealerId: dealer!.id, channel: 'attached' });
  // Customer messages (decision 043): a linked LINE chat, a message sent and one waiting, a price alert.
  await db
    .insert(lineLinks)
    .values({ lineUserId: CUSTOMER.lineUserId, tradeInId: settled.id, status: 'linked' });
  const message = {
    tradeInId: settled.id,
    kind: 'paymentSent',
    audience: 'customer' as const,
    locale: 'th',
    content: { subject: `จ่ายให้ ${CUSTOMER.fullName}`, text: CUSTOMER.fullName, html: '' },
  };
  await db.insert(notifications).values([
    { ...message, channel: 'email', recipient: CUSTOMER.email, dedupeKey: 'pdpa-1', status: 'delivered' },
    { ...message, channel: 'line', recipient: CUSTOMER.lineUserId, dedupeKey: 'pdpa-2', status: 'pending' },
  ]);
  await db.insert(notificationSubscriptions).values({
    kind: 'priceAlert',
    channel: 'email',
    recipient: CUSTOMER.email.toLowerCase(),
    locale: 'th',
    noticeVersion: '1',
    tokenHash: 'pdpa-token-hash',
  });
  return { settled, rejected, other, photoId, signatureKey };
}

async function search(token: string, key: string) {
  return call(testApp.app, token, 'POST', '/api/admin/personal-data/search', { key });
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await testApp.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every row of every table of the database as text (the whole dump a scan looks through). */
async function everyRowAsText(): Promise<string> {
  const tables = await rowsOf<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const parts: string[] = [];
  for (const { table_name: name } of tables) {
    const rows = await rowsOf<{ row: string }>(sql`select t::text as row from ${sql.identifier(name)} t`);
    for (const row of rows) parts.push(`${name}: ${row.row}`);
  }
  return parts.join('\n');
}

describe('Admin › Personal data', () => {
  it('finds the customer by phone, e-mail, reference and national ID, with counts per kind', async () => {
    const { settled } = await arrangeCustomer();
    const token = await admin();

    const byPhone = ZPersonalDataSummarySchema.parse(await (await search(token, '086-123-4567')).json());
    expect(byPhone.key).toEqual({ kind: 'phone', masked: 'xxxxxx4567' });
    expect(byPhone.counts).toEqual({
      requests: 2,
      consents: 2,
      photos: 1,
      pickupAddresses: 1,
      payees: 1,
      payments: 1,
      vouchers: 0,
      deliveries: 1,
      dealerLinks: 1,
      history: 4 + 5 + 1,
      lineLinks: 1,
      messages: 2,
      subscriptions: 1,
    });
    expect(byPhone.requests.map((row) => [row.status, row.erased, row.openRecords])).toEqual([
      ['settled', false, []],
      ['rejected', false, []],
    ]);
    expect(JSON.stringify(byPhone)).not.toContain(OTHER.fullName);

    const byEmail = ZPersonalDataSummarySchema.parse(
      await (await search(token, ' somying.r@EXAMPLE.com ')).json(),
    );
    expect(byEmail.counts.requests).toBe(2);
    const byReference = ZPersonalDataSummarySchema.parse(
      await (await search(token, settled.reference.toLowerCase())).json(),
    );
    expect(byReference.requests.map((row) => row.reference)).toEqual([settled.reference]);
    const byNationalId = ZPersonalDataSummarySchema.parse(
      await (await search(token, CUSTOMER.nationalId)).json(),
    );
    expect(byNationalId.key).toEqual({ kind: 'nationalId', masked: 'xxxxxxxxx0708' });
    expect(byNationalId.requests.map((row) => row.reference)).toEqual([settled.reference]);
    const none = ZPersonalDataSummarySchema.parse(await (await search(token, '0810000000')).json());
    expect(none.requests).toEqual([]);
  });

  it("exports every kind in one JSON file, photos included, nobody else's data, audited without the key", async () => {
    const { settled, rejected } = await arrangeCustomer();
    const token = await admin();
    const response = await call(testApp.app, token, 'POST', '/api/admin/personal-data/export', {
      key: CUSTOMER.phone,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="personal-data-.*\.json"$/,
    );
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const text = await response.text();
    const document = JSON.parse(text) as {
      requests: {
        request: { reference: string; fullName: string; pickupAddress: string | null };
        consents: unknown[];
        photos: { contentBase64: string }[];
        payee: { promptPayId: string } | null;
        payments: { amountSatang: number }[];
        delivery: { recipientName: string } | null;
        dealerLink: unknown;
        history: unknown[];
        lineLinks: { lineUserId: string }[];
        messages: { recipient: string }[];
      }[];
      subscriptions: { recipient: string; tokenHash?: string }[];
    };
    const [first, second] = document.requests;
    expect(first?.request).toMatchObject({ reference: settled.reference, pickupAddress: CUSTOMER.address });
    expect(first?.consents).toHaveLength(2);
    expect(Buffer.from(first?.photos[0]?.contentBase64 ?? '', 'base64')).toEqual(PHOTO_BYTES);
    expect(first?.payee?.promptPayId).toBe(CUSTOMER.nationalId);
    expect(first?.payments.map((row) => row.amountSatang)).toEqual([1_760_000]);
    expect(second?.request.reference).toBe(rejected.reference);
    expect(second?.delivery?.recipientName).toBe(CUSTOMER.recipient);
    expect(second?.dealerLink).not.toBeNull();
    expect(second?.history.length).toBe(5);
    expect(first?.lineLinks.map((row) => row.lineUserId)).toEqual([CUSTOMER.lineUserId]);
    expect(first?.messages.map((row) => row.recipient).sort()).toEqual([CUSTOMER.email, CUSTOMER.lineUserId]);
    // By phone the subscription is found through the requests' e-mail; its unsubscribe token stays out.
    expect(document.subscriptions.map((row) => [row.recipient, row.tokenHash])).toEqual([
      [CUSTOMER.email.toLowerCase(), undefined],
    ]);
    for (const foreign of [OTHER.fullName, OTHER.phone, OTHER.email, '9876543210', 'courier@example.com']) {
      expect(text).not.toContain(foreign);
    }

    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'PERSONAL_DATA_EXPORTED'));
    expect(audit).toMatchObject({ targetType: 'personalData', targetId: 'xxxxxx4567' });
    expect(audit?.actorUserId).not.toBeNull();
    expect(JSON.stringify(audit)).not.toContain(CUSTOMER.phone);
  });

  it('refuses to erase while a request is open, names why, and changes nothing', async () => {
    await arrangeCustomer();
    const { tradeIn: open } = await createTrackedTradeIn(testApp.db, {
      path: ['new', 'booked'],
      fullName: CUSTOMER.fullName,
      phone: CUSTOMER.phone,
    });
    const token = await admin();
    const summary = ZPersonalDataSummarySchema.parse(await (await search(token, CUSTOMER.phone)).json());
    expect(summary.requests.find((row) => row.reference === open.reference)?.openRecords).toEqual([
      'request',
    ]);

    const response = await call(testApp.app, token, 'POST', '/api/admin/personal-data/erase', {
      key: CUSTOMER.phone,
    });
    expect(response.status).toBe(409);
    const { error } = ZErrorBodySchema.parse(await response.json());
    expect(error.messageKey).toBe('errors.personalData.open');
    expect(error.message).toContain(open.reference);
    expect(translate(th as TCatalogue, error.messageKey)).toMatch(/[ก-๙]/);
    const names = await testApp.db.select({ name: tradeIns.fullName }).from(tradeIns);
    expect(names.filter((row) => row.name === CUSTOMER.fullName)).toHaveLength(3);
    expect(await testApp.db.select().from(payeeDetails)).toHaveLength(1);
  });

  it('erases every personal field, keeps the money, deletes the files, and may be repeated', async () => {
    const { settled, rejected, other, photoId, signatureKey } = await arrangeCustomer();
    const token = await admin();
    // Staff's notes about the customer, copied by their audit row.
    const detail = (await (
      await call(testApp.app, token, 'GET', `/api/admin/requests/${settled.reference}`)
    ).json()) as { version: number };
    const notes = await call(testApp.app, token, 'PUT', `/api/admin/requests/${settled.reference}/notes`, {
      adminNotes: `ลูกค้า ${CUSTOMER.fullName} โทร ${CUSTOMER.phone}`,
      version: detail.version,
    });
    expect(notes.status).toBe(200);
    const before = await everyRowAsText();
    for (const value of [CUSTOMER.fullName, CUSTOMER.phone, CUSTOMER.nationalId, CUSTOMER.address]) {
      expect(before).toContain(value);
    }
    const totalBefore = await rowsOf<{ total: string }>(
      sql`select sum(amount_satang)::text as total from payments`,
    );

    const response = await call(testApp.app, token, 'POST', '/api/admin/personal-data/erase', {
      key: CUSTOMER.email,
    });
    expect(response.status).toBe(200);
    const result = ZPersonalDataErasureSchema.parse(await response.json());
    expect(result).toMatchObject({ erased: 2, alreadyErased: 0, photosDeleted: 1, paymentsMasked: 1 });

    const after = await everyRowAsText();
    for (const value of [
      CUSTOMER.fullName,
      CUSTOMER.phone,
      CUSTOMER.email,
      CUSTOMER.email.toLowerCase(),
      CUSTOMER.lineId,
      CUSTOMER.address,
      CUSTOMER.nationalId,
      CUSTOMER.recipient,
      CUSTOMER.lineUserId,
    ]) {
      expect(after, value).not.toContain(value);
    }
    // An erased customer gets nothing more: the message still waiting is cancelled.
    expect(
      (await testApp.db.select().from(notifications)).map((row) => [row.channel, row.status, row.recipient]),
    ).toEqual([
      ['email', 'delivered', '(erased)'],
      ['line', 'cancelled', '(erased)'],
    ]);
    expect(await testApp.db.select().from(notificationSubscriptions)).toEqual([]);
    // The other customer is untouched; the books keep every amount, number and date.
    for (const value of [OTHER.fullName, OTHER.phone, OTHER.email, '9876543210'])
      expect(after).toContain(value);
    const totalAfter = await rowsOf<{ total: string }>(
      sql`select sum(amount_satang)::text as total from payments`,
    );
    expect(totalAfter).toEqual(totalBefore);
    const [payment] = await testApp.db.select().from(payments).where(eq(payments.tradeInId, settled.id));
    expect(payment).toMatchObject({
      reference: 'PV-2026-000901',
      status: 'completed',
      amountSatang: 1_760_000,
      paidOn: '2026-11-20',
      promptPayId: 'xxxxxxxxx0708',
      accountName: 'ส. ร.',
    });
    const [request] = await testApp.db.select().from(tradeIns).where(eq(tradeIns.id, rejected.id));
    expect(request).toMatchObject({
      status: 'rejected',
      fullName: '(erased)',
      phone: 'xxxxxx4567',
      email: null,
    });
    expect(await photoStorage.read(`${photoId}.jpg`)).toBeNull();
    expect(await fileStore.get(signatureKey)).toBeNull();
    expect(await testApp.db.select().from(tradeInConsents)).toHaveLength(2);
    const [otherRow] = await testApp.db.select().from(tradeIns).where(eq(tradeIns.id, other.id));
    expect(otherRow).toMatchObject({ fullName: OTHER.fullName, phone: OTHER.phone });

    const [audit] = await testApp.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'PERSONAL_DATA_ERASED'));
    expect(audit?.details).toMatchObject({
      keyKind: 'email',
      references: [settled.reference, rejected.reference],
    });

    // Again: by the same e-mail nothing is left; by reference the request shows as erased already.
    const again = ZPersonalDataErasureSchema.parse(
      await (
        await call(testApp.app, token, 'POST', '/api/admin/personal-data/erase', { key: CUSTOMER.email })
      ).json(),
    );
    expect(again).toMatchObject({ erased: 0, alreadyErased: 0 });
    const byReference = ZPersonalDataErasureSchema.parse(
      await (
        await call(testApp.app, token, 'POST', '/api/admin/personal-data/erase', { key: settled.reference })
      ).json(),
    );
    expect(byReference).toMatchObject({ erased: 0, alreadyErased: 1 });
    expect(byReference.summary.requests[0]).toMatchObject({ erased: true, fullName: '(erased)' });
    // The erasure waits for its clean-up (VACUUM FULL of the touched tables, decision 049): on a PostgreSQL
    // server the worker's database is shared by every file of that worker, so it takes longer.
  }, 120_000);

  it('is for admins only, and refuses a key it cannot read with a message in both languages', async () => {
    await arrangeCustomer();
    const finance = (await financeUser(testApp.app, testApp.db, ['finance', 'sales'])).token;
    for (const path of ['search', 'export', 'erase']) {
      const response = await call(testApp.app, finance, 'POST', `/api/admin/personal-data/${path}`, {
        key: CUSTOMER.phone,
      });
      expect(response.status, path).toBe(403);
    }
    const token = await admin();
    for (const key of ['somchai', '12345', '1101700230709', 'x@y', '', 42]) {
      const response = await call(testApp.app, token, 'POST', '/api/admin/personal-data/erase', { key });
      expect(response.status, String(key)).toBe(400);
      const { error } = ZErrorBodySchema.parse(await response.json());
      expect(error.details?.[0]?.messageKey).toBe('errors.personalData.key');
      for (const catalogue of [en, th] as TCatalogue[]) {
        expect(translate(catalogue, 'errors.personalData.key')).not.toBe('errors.personalData.key');
      }
    }
    expect(await testApp.db.select({ name: tradeIns.fullName }).from(tradeIns)).toContainEqual({
      name: CUSTOMER.fullName,
    });
  });
});
