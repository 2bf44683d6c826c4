import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZDeliveryDetailSchema, ZDeliveryListSchema } from '#core/contracts/logistics.ts';
import type { TSale } from '#core/contracts/sales.ts';
import type { TRole } from '#core/roles.ts';
import { bearer, createUser, signIn } from '../support/auth-factories.ts';
import { pdfText } from '../support/pdf.ts';
import { completeCompanyProfile, createStockItem } from '../support/sales-factories.ts';
import { useTestApp } from '../support/test-app.ts';

const testApp = useTestApp();

async function tokenFor(roles: TRole[]) {
  return (await signIn(testApp.app, await createUser(testApp.db, { roles }))).accessToken;
}

function call(token: string, method: string, path: string, body?: unknown) {
  return testApp.app.request(path, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function shippedSale(): Promise<TSale> {
  await completeCompanyProfile(testApp.db);
  const item = await createStockItem(testApp.db);
  const response = await call(await tokenFor(['sales']), 'POST', '/api/sales', {
    kind: 'retail',
    customerName: 'Malee Sukjai',
    customerContact: '0812345678',
    items: [{ itemId: item.id, priceThb: 15_000 }],
    paymentMethod: 'transfer',
    handover: 'shipped',
    shippingAddress: '88 Nimman Road, Chiang Mai 50200',
    shippingPhone: '0812345678',
    documentType: 'receipt',
  });
  expect(response.status).toBe(201);
  return (await response.json()) as TSale;
}

describe('outbound deliveries', () => {
  it('refuses in transit without a tracking number, then goes in transit and is delivered with a signature', async () => {
    const sale = await shippedSale();
    const token = await tokenFor(['logistics']);
    const list = ZDeliveryListSchema.parse(
      await (await call(token, 'GET', '/api/logistics/deliveries')).json(),
    );
    expect(list.items.map((delivery) => [delivery.saleId, delivery.status])).toEqual([
      [sale.id, 'pendingDelivery'],
    ]);
    const id = list.items[0]!.id;
    const carriers = (await (await call(token, 'GET', '/api/logistics/carriers')).json()) as {
      carriers: { id: number; name: string }[];
    };
    const kerry = carriers.carriers.find((carrier) => carrier.name === 'Kerry Express')!;

    const refused = await call(token, 'POST', `/api/logistics/deliveries/${id}/status`, {
      to: 'inTransit',
      version: 1,
      carrierId: kerry.id,
    });
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.error.messageKey).toBe('errors.workflow.evidence.trackingNumber');
    const unchanged = ZDeliveryDetailSchema.parse(
      await (await call(token, 'GET', `/api/logistics/deliveries/${id}`)).json(),
    );
    expect([unchanged.status, unchanged.carrierId, unchanged.version]).toEqual(['pendingDelivery', null, 1]);

    const moving = ZDeliveryDetailSchema.parse(
      await (
        await call(token, 'POST', `/api/logistics/deliveries/${id}/status`, {
          to: 'inTransit',
          version: 1,
          carrierId: kerry.id,
          trackingNumber: 'KEX123456789',
        })
      ).json(),
    );
    expect(moving.status).toBe('inTransit');
    expect(moving.trackingUrl).toBe('https://th.kerryexpress.com/en/track/?track=KEX123456789');
    expect(moving.next).toEqual(['delivered', 'failed']);

    const noSignature = await call(token, 'POST', `/api/logistics/deliveries/${id}/status`, {
      to: 'delivered',
      version: moving.version,
      recipientName: 'Malee',
    });
    expect((await noSignature.json()).error.messageKey).toBe('errors.workflow.evidence.signature');
    expect((await call(token, 'GET', `/api/logistics/deliveries/${id}/pod`)).status).toBe(404);

    const form = new FormData();
    const png = await sharp({ create: { width: 300, height: 120, channels: 4, background: '#fff' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="300" height="120"><path d="M10 80 Q 80 10 150 70 T 290 40" stroke="black" stroke-width="4" fill="none"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    form.set('file', new Blob([new Uint8Array(png)]), 'signature.png');
    const uploaded = await testApp.app.request('/api/files/signature', {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const signature = ((await uploaded.json()) as { id: string }).id;
    const delivered = ZDeliveryDetailSchema.parse(
      await (
        await call(token, 'POST', `/api/logistics/deliveries/${id}/status`, {
          to: 'delivered',
          version: moving.version,
          recipientName: 'Malee Sukjai',
          signature,
        })
      ).json(),
    );
    expect([delivered.status, delivered.recipientName, delivered.signatureFileId]).toEqual([
      'delivered',
      'Malee Sukjai',
      signature,
    ]);
    expect(delivered.history.map((step) => step.to)).toEqual(['pendingDelivery', 'inTransit', 'delivered']);
    const pod = await call(token, 'GET', `/api/logistics/deliveries/${id}/pod`);
    expect(pod.status).toBe(200);
    const podBytes = Buffer.from(await pod.arrayBuffer());
    expect(podBytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The carrier in the document's language (decision 046): Thai by default, English in English.
    expect(await pdfText(podBytes)).toContain('เคอรี่ เอ็กซ์เพรส');
    const podEn = await call(token, 'GET', `/api/logistics/deliveries/${id}/pod?lang=en`);
    const textEn = await pdfText(Buffer.from(await podEn.arrayBuffer()));
    expect([textEn.includes('Kerry Express'), textEn.includes('เคอรี่')]).toEqual([true, false]);
    expect((await call(await tokenFor(['sales']), 'GET', '/api/logistics/deliveries')).status).toBe(403);
  });

  it('changes the carrier and notes without a step, at the version seen', async () => {
    const sale = await shippedSale();
    const token = await tokenFor(['logistics']);
    const list = ZDeliveryListSchema.parse(
      await (await call(token, 'GET', '/api/logistics/deliveries')).json(),
    );
    const delivery = list.items.find((item) => item.saleId === sale.id)!;
    const carriers = (await (await call(token, 'GET', '/api/logistics/carriers')).json()) as {
      carriers: { id: number; name: string }[];
    };
    const flash = carriers.carriers.find((carrier) => carrier.name === 'Flash Express')!;

    const unknown = await call(token, 'PATCH', `/api/logistics/deliveries/${delivery.id}`, {
      version: delivery.version,
      carrierId: 999_999,
    });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.messageKey).toBe('logisticsConsole.errors.carrier');

    const edited = ZDeliveryDetailSchema.parse(
      await (
        await call(token, 'PATCH', `/api/logistics/deliveries/${delivery.id}`, {
          version: delivery.version,
          carrierId: flash.id,
          notes: 'Leave with the guard',
        })
      ).json(),
    );
    expect([edited.carrierName, edited.carrierNameTh, edited.notes, edited.status, edited.version]).toEqual([
      'Flash Express',
      'แฟลช เอ็กซ์เพรส',
      'Leave with the guard',
      'pendingDelivery',
      delivery.version + 1,
    ]);
    const stale = await call(token, 'PATCH', `/api/logistics/deliveries/${delivery.id}`, {
      version: delivery.version,
      notes: 'Older view',
    });
    expect(stale.status).toBe(409);
    const after = ZDeliveryDetailSchema.parse(
      await (await call(token, 'GET', `/api/logistics/deliveries/${delivery.id}`)).json(),
    );
    expect(after.notes).toBe('Leave with the guard');
    expect((await call(token, 'PATCH', '/api/logistics/deliveries/999999', { version: 1 })).status).toBe(404);
  });

  it('edits the carriers list: renames stay, a carrier left out is switched off, a page must be https', async () => {
    const token = await tokenFor(['logistics']);
    await call(token, 'GET', '/api/logistics/carriers');
    const refused = await call(token, 'PUT', '/api/logistics/carriers', {
      carriers: [{ name: 'Lalamove', trackingUrl: 'http://example.com/{tracking}', active: true }],
    });
    expect(refused.status).toBe(400);
    const saved = await call(token, 'PUT', '/api/logistics/carriers', {
      carriers: [
        { name: 'Lalamove', nameTh: 'ลาลามูฟ', trackingUrl: 'https://example.com/t/{tracking}', active: true },
        {
          name: 'Kerry Express',
          trackingUrl: 'https://th.kerryexpress.com/en/track/?track={tracking}',
          active: true,
        },
      ],
    });
    expect(saved.status).toBe(200);
    const list = (await saved.json()) as { carriers: { name: string; nameTh: string; active: boolean }[] };
    // Named in both languages; one saved without a Thai name has none (Thai screens show the English one).
    expect(
      list.carriers.filter((carrier) => carrier.active).map((carrier) => [carrier.name, carrier.nameTh]),
    ).toEqual([
      ['Lalamove', 'ลาลามูฟ'],
      ['Kerry Express', ''],
    ]);
    expect(list.carriers.find((carrier) => carrier.name === 'Thailand Post')?.active).toBe(false);
    expect(
      (await call(await tokenFor(['sales']), 'PUT', '/api/logistics/carriers', { carriers: [] })).status,
    ).toBe(403);
  });
});
