import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ZStoredFileSchema } from '#core/contracts/files.ts';
import type { TDb } from '#server/db/client.ts';
import {
  deliveries,
  lineLinks,
  notifications,
  notificationSubscriptions,
  payeeDetails,
  payments,
  storedFiles,
  workflowHistory,
} from '#server/db/schema/index.ts';
import { financeUser, uploadFile } from './finance-api.ts';
import type { TRequester } from './test-app.ts';
import { createTrackedTradeIn } from './tracking-factories.ts';

/** The person an erasure scan erases (decision 049), with every kind of personal data the portal keeps. */
export const CUSTOMER = {
  fullName: 'วาสนา ลบหมดจด',
  latinName: 'Wassana Lobmodjod',
  phone: '0867654321',
  phoneFormatted: '086-765-4321',
  email: 'Wassana.Erase@example.com',
  lineId: 'wassana-erase-line',
  address: '77/3 ซอยรามคำแหง 24 แขวงหัวหมาก เขตบางกะปิ กรุงเทพมหานคร 10240',
  accountNumber: '4417309925',
  promptPay: '0867654321',
  recipient: 'คุณวาสนา ผู้รับเครื่อง',
  lineUserId: `U${'7c'.repeat(16)}`,
};

/** Every string the files must not hold after the erasure. */
export const ERASED_STRINGS = [
  CUSTOMER.fullName,
  CUSTOMER.latinName,
  CUSTOMER.phone,
  CUSTOMER.phoneFormatted,
  CUSTOMER.email,
  CUSTOMER.email.toLowerCase(),
  CUSTOMER.lineId,
  CUSTOMER.address,
  CUSTOMER.accountNumber,
  CUSTOMER.recipient,
  CUSTOMER.lineUserId,
];

/** A bank's e-slip as a PDF: the payee's name and account in its text and its metadata. */
const PDF_SLIP = [
  '%PDF-1.4',
  '1 0 obj << /Title (Transfer slip) /Author (' + CUSTOMER.latinName + ') >> endobj',
  `2 0 obj << /Length 90 >> stream`,
  `BT /F1 12 Tf 40 700 Td (To ${CUSTOMER.latinName} account ${CUSTOMER.accountNumber} 9,900.00 THB) Tj ET`,
  'endstream endobj',
  `3 0 obj << /Type /Metadata >> stream`,
  `<x:xmpmeta><dc:creator>${CUSTOMER.fullName}</dc:creator></x:xmpmeta>`,
  'endstream endobj',
  'trailer << /Info 1 0 R >>',
  '%%EOF',
  '',
].join('\n');

/** A photographed slip: a picture of the bank's app with the payee's name on it. */
async function imageSlip(): Promise<Buffer> {
  const text = await sharp({
    text: { text: `โอนเงินสำเร็จ\n${CUSTOMER.fullName}\n${CUSTOMER.accountNumber}`, width: 400, rgba: true },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 480, height: 640, channels: 3, background: '#1e6f3c' } })
    .composite([{ input: text, top: 200, left: 40 }])
    .jpeg()
    .toBuffer();
}

async function uploadSlip(app: TRequester, db: TDb, financeToken: string, data: Buffer | string) {
  const response = await uploadFile(app, financeToken, 'slip', data);
  if (response.status !== 201) throw new Error(`slip upload: ${response.status}`);
  const file = ZStoredFileSchema.parse(await response.json());
  await db.update(storedFiles).set({ attachedAt: new Date() }).where(eq(storedFiles.id, file.id));
  const row = await db.select().from(storedFiles).where(eq(storedFiles.id, file.id));
  return row[0]!;
}

/**
 * The customer an erasure scan erases (decision 049): two paid requests (a PDF slip and a photographed
 * one), a returned one, messages, a LINE chat, a price alert.
 */
export async function arrangeErasedCustomer(app: TRequester, db: TDb) {
  const finance = await financeUser(app, db);
  const base = {
    fullName: CUSTOMER.fullName,
    phone: CUSTOMER.phone,
    email: CUSTOMER.email,
    lineId: CUSTOMER.lineId,
  };
  const { tradeIn: paidByBank } = await createTrackedTradeIn(db, {
    ...base,
    path: ['new', 'booked', 'received', 'inspected', 'settled'],
    fulfilment: 'pickup',
    pickupAddress: CUSTOMER.address,
    remarks: `โทรหา ${CUSTOMER.fullName} ที่ ${CUSTOMER.phoneFormatted}`,
  });
  const { tradeIn: paidByPromptPay } = await createTrackedTradeIn(db, {
    ...base,
    path: ['new', 'booked', 'received', 'inspected', 'settled'],
  });
  const { tradeIn: returned } = await createTrackedTradeIn(db, {
    ...base,
    path: ['new', 'booked', 'received', 'rejected'],
  });
  const pdfSlip = await uploadSlip(app, db, finance.token, PDF_SLIP);
  const photoSlip = await uploadSlip(app, db, finance.token, await imageSlip());
  await db.insert(payeeDetails).values([
    {
      tradeInId: paidByBank.id,
      method: 'bank',
      bankCode: 'KBANK',
      accountNumber: CUSTOMER.accountNumber,
      accountName: CUSTOMER.fullName,
      updatedBy: 'customer',
    },
    {
      tradeInId: paidByPromptPay.id,
      method: 'promptpay',
      promptPayId: CUSTOMER.promptPay,
      accountName: CUSTOMER.fullName,
      updatedBy: 'customer',
    },
  ]);
  const paid = { status: 'completed' as const, needsApproval: false, accountName: CUSTOMER.fullName };
  await db.insert(payments).values([
    {
      ...paid,
      reference: 'PV-2026-000971',
      tradeInId: paidByBank.id,
      amountSatang: 990_000,
      payeeMethod: 'bank',
      bankCode: 'KBANK',
      accountNumber: CUSTOMER.accountNumber,
      slipFileId: pdfSlip.id,
      bankReference: 'KB-20261120-771',
      paidOn: '2026-11-20',
    },
    {
      ...paid,
      reference: 'PV-2026-000972',
      tradeInId: paidByPromptPay.id,
      amountSatang: 1_250_000,
      payeeMethod: 'promptpay',
      promptPayId: CUSTOMER.promptPay,
      slipFileId: photoSlip.id,
      bankReference: 'PP-20261121-772',
      paidOn: '2026-11-21',
    },
  ]);
  const [delivery] = await db
    .insert(deliveries)
    .values({
      tradeInId: returned.id,
      status: 'delivered',
      address: CUSTOMER.address,
      phone: CUSTOMER.phone,
      recipientName: CUSTOMER.recipient,
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
    evidence: { recipientName: CUSTOMER.recipient },
  });
  await db
    .insert(lineLinks)
    .values({ lineUserId: CUSTOMER.lineUserId, tradeInId: paidByBank.id, status: 'linked' });
  // Customer messages (personal-data-messages.repository.ts): their words name the customer and the account.
  const words = {
    subject: `โอนเงินให้ ${CUSTOMER.fullName} แล้ว`,
    text: `เรียน ${CUSTOMER.fullName} โอนเข้าบัญชี ${CUSTOMER.accountNumber} โทร ${CUSTOMER.phoneFormatted}`,
    html: `<p>${CUSTOMER.fullName}, ${CUSTOMER.address}</p>`,
  };
  const message = { kind: 'paymentSent', audience: 'customer' as const, locale: 'th', content: words };
  await db.insert(notifications).values([
    {
      ...message,
      tradeInId: paidByBank.id,
      channel: 'email',
      recipient: CUSTOMER.email,
      dedupeKey: 'erasure-scan-1',
      status: 'delivered',
    },
    {
      ...message,
      tradeInId: paidByPromptPay.id,
      channel: 'line',
      recipient: CUSTOMER.lineUserId,
      dedupeKey: 'erasure-scan-2',
      status: 'delivered',
    },
    {
      ...message,
      tradeInId: paidByPromptPay.id,
      channel: 'email',
      recipient: CUSTOMER.email,
      dedupeKey: 'erasure-scan-3',
      status: 'pending',
    },
  ]);
  await db.insert(notificationSubscriptions).values({
    kind: 'priceAlert',
    channel: 'email',
    recipient: CUSTOMER.email.toLowerCase(),
    locale: 'th',
    noticeVersion: '1',
    tokenHash: 'erasure-scan-token',
  });
  // The rows go through some updates before the erasure, as real ones do (old versions on the pages).
  await db.execute(sql`update trade_ins set admin_notes = 'ลูกค้าประจำ' where phone = ${CUSTOMER.phone}`);
  return { pdfSlip, photoSlip };
}
