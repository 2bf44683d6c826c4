import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZPickupListSchema, ZPickupSchema } from '#core/contracts/logistics.ts';
import type { TRole } from '#core/roles.ts';
import { bearer, createUser, signIn } from '../support/auth-factories.ts';
import { postJson, useTestApp } from '../support/test-app.ts';
import { bangkokDateIn, pickupBody } from '../support/trade-in-factories.ts';
import { listHistory } from '../support/trade-in-queries.ts';

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

async function upload(token: string, kind: 'signature' | 'handoverPhoto', png: Buffer): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(png)]), kind === 'signature' ? 'signature.png' : 'device.jpg');
  const response = await testApp.app.request(`/api/files/${kind}`, {
    method: 'POST',
    headers: bearer(token),
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const drawing = () =>
  sharp({ create: { width: 300, height: 120, channels: 4, background: '#fff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="120"><path d="M10 80 Q 80 10 150 70 T 290 40" stroke="black" stroke-width="4" fill="none"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();

describe('inbound pick-ups', () => {
  it('lists pick-ups by day and area, books one, prints the run sheet and records the hand-over', async () => {
    const day = bangkokDateIn(2);
    const chiangMai = pickupBody();
    const bangkok = pickupBody({
      fullName: 'Somchai Jaidee',
      phone: '0812345678',
      province: 'bangkok',
      pickup: { address: '12/3 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย 10110', date: day, timeSlot: '12:00-15:00' },
    });
    for (const body of [chiangMai, bangkok])
      expect((await postJson(testApp.app, '/api/pickups', body)).status).toBe(201);
    const token = await tokenFor(['logistics']);

    const listed = ZPickupListSchema.parse(await (await call(token, 'GET', '/api/logistics/pickups')).json());
    expect(
      listed.items.map((pickup) => [pickup.reference, pickup.status, pickup.district, pickup.date]),
    ).toEqual([
      [bangkok.reference, 'new', 'เขตคลองเตย', day],
      [chiangMai.reference, 'new', 'Mueang Chiang Mai', day],
    ]);
    const target = listed.items[1]!;
    expect(target.mapUrl).toContain('https://www.google.com/maps/search/?api=1&query=99%2F1%20Nimmanhaemin');

    const booked = ZPickupSchema.parse(
      await (
        await call(token, 'POST', `/api/logistics/pickups/${target.id}/book`, { version: target.version })
      ).json(),
    );
    expect(booked.status).toBe('booked');
    const bookedOnly = ZPickupListSchema.parse(
      await (await call(token, 'GET', `/api/logistics/pickups?date=${day}&status=booked`)).json(),
    );
    expect(bookedOnly.items.map((pickup) => pickup.reference)).toEqual([chiangMai.reference]);

    const sheet = await call(token, 'GET', `/api/logistics/pickups/run-sheet.pdf?date=${day}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await sheet.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await call(token, 'GET', '/api/logistics/pickups/run-sheet.pdf?date=tomorrow')).status).toBe(400);

    // The courier forgot the signature: refused, nothing changes.
    const photo = await upload(
      token,
      'handoverPhoto',
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
    );
    const refused = await call(token, 'POST', `/api/logistics/pickups/${target.id}/handover`, {
      version: booked.version,
      handoverPhoto: photo,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.messageKey).toBe('errors.workflow.evidence.signature');
    const still = ZPickupListSchema.parse(
      await (await call(token, 'GET', `/api/logistics/pickups?date=${day}`)).json(),
    ).items.find((pickup) => pickup.id === target.id);
    expect([still?.status, still?.version]).toEqual(['booked', booked.version]);

    const signature = await upload(token, 'signature', await drawing());
    const received = ZPickupSchema.parse(
      await (
        await call(token, 'POST', `/api/logistics/pickups/${target.id}/handover`, {
          version: booked.version,
          handoverPhoto: photo,
          signature,
          note: 'Handed over at the gate',
        })
      ).json(),
    );
    expect(received.status).toBe('received');
    const history = await listHistory(testApp.db, target.id);
    expect(history.at(-1)).toMatchObject({ fromStatus: 'booked', toStatus: 'received' });
    expect((await call(token, 'GET', `/api/files/${signature}`)).status).toBe(200);

    // Received requests leave the open list; sales may not see the pick-ups.
    const open = ZPickupListSchema.parse(await (await call(token, 'GET', '/api/logistics/pickups')).json());
    expect(open.items.map((pickup) => pickup.reference)).toEqual([bangkok.reference]);
    expect((await call(await tokenFor(['sales']), 'GET', '/api/logistics/pickups')).status).toBe(403);
  });
});
