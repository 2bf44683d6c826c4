import { describe, expect, it } from 'vitest';
import { generateReference } from '#core/reference.ts';
import { AppError } from '#server/http/errors.ts';
import { createQuotesRepository } from '#server/modules/quotes/quotes.repository.ts';
import { createQuotesService } from '#server/modules/quotes/quotes.service.ts';
import { createStoresRepository } from '#server/modules/stores/stores.repository.ts';
import { createStoresService } from '#server/modules/stores/stores.service.ts';
import {
  createTradeInsRepository,
  type TTradeInsRepository,
} from '#server/modules/trade-ins/trade-ins.repository.ts';
import { createTradeInsService, type TTradeInsDeps } from '#server/modules/trade-ins/trade-ins.service.ts';
import { ZCreateTradeInRequestSchema } from '#core/contracts/trade-ins.ts';
import { useTestDatabase } from '../support/test-database.ts';
import { arrangeTradeIn, createPendingPhoto, createTradeInRow } from '../support/trade-in-factories.ts';
import { attachPhoto, countSubmissionRows, deleteStore, listPhotos } from '../support/trade-in-queries.ts';

/**
 * What happens when the world changes between the checks and the transaction: the service is built
 * with dependencies that change it at exactly that moment.
 */
const testDatabase = useTestDatabase();

function buildService(overrides: Partial<TTradeInsDeps> = {}) {
  const db = testDatabase.db;
  return createTradeInsService({
    repository: createTradeInsRepository(db),
    quotes: createQuotesService(createQuotesRepository(db)),
    stores: createStoresService(createStoresRepository(db)),
    publicUrl: 'http://localhost:3000',
    ...overrides,
  });
}

async function expectAppError(promise: Promise<unknown>, messageKey: string) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).messageKey).toBe(messageKey);
  expect((error as AppError).status).toBe(400);
}

async function prepare() {
  const db = testDatabase.db;
  const { store, body } = await arrangeTradeIn(db);
  const photos = [await createPendingPhoto(db), await createPendingPhoto(db), await createPendingPhoto(db)];
  return {
    store,
    photos,
    body: ZCreateTradeInRequestSchema.parse({ ...body, photoIds: photos.map((photo) => photo.id) }),
  };
}

describe('a submission whose store or photos change under it', () => {
  it.each([
    ['without photos (one statement)', 0],
    ['with photos (a transaction)', 3],
  ])(
    'leaves nothing behind when the store is deleted after it was checked, %s',
    async (_label, photoCount) => {
      const db = testDatabase.db;
      const { photos, body } = await prepare();
      const stores = createStoresService(createStoresRepository(db));
      const service = buildService({
        stores: {
          async findActiveStore(id) {
            const store = await stores.findActiveStore(id);
            await deleteStore(db, id);
            return store;
          },
        },
      });

      await expectAppError(
        service.createTradeIn({ ...body, photoIds: body.photoIds.slice(0, photoCount) }),
        'errors.tradeIn.storeNotFound',
      );

      expect(await countSubmissionRows(db)).toEqual({ tradeIns: 0, consents: 0, history: 0 });
      const after = await listPhotos(
        db,
        photos.map((photo) => photo.id),
      );
      expect(after.map((photo) => [photo.tradeInId, photo.position])).toEqual([
        [null, 0],
        [null, 0],
        [null, 0],
      ]);
    },
  );

  it('rolls everything back when another request claims a photo after it was checked', async () => {
    const db = testDatabase.db;
    const { photos, body } = await prepare();
    const other = await createTradeInRow(db, { reference: generateReference() });
    const repository = createTradeInsRepository(db);
    const racing: TTradeInsRepository = {
      ...repository,
      async findPendingPhotoIds(ids) {
        const pending = await repository.findPendingPhotoIds(ids);
        await attachPhoto(db, photos[2]!.id, other.id);
        return pending;
      },
    };

    await expectAppError(buildService({ repository: racing }).createTradeIn(body), 'errors.photos.invalid');

    // Only the other request remains; its photo is its own, the first two are still pending.
    expect(await countSubmissionRows(db)).toEqual({ tradeIns: 1, consents: 0, history: 0 });
    const after = new Map((await listPhotos(db)).map((photo) => [photo.id, photo]));
    expect(after.get(photos[0]!.id)).toMatchObject({ tradeInId: null, position: 0 });
    expect(after.get(photos[1]!.id)).toMatchObject({ tradeInId: null, position: 0 });
    expect(after.get(photos[2]!.id)).toMatchObject({ tradeInId: other.id });
  });

  it('stores the others when one of the submissions made at the same moment loses its store', async () => {
    const db = testDatabase.db;
    const kept = await arrangeTradeIn(db);
    const lost = await arrangeTradeIn(db);
    const stores = createStoresService(createStoresRepository(db));
    const service = buildService({
      stores: {
        async findActiveStore(id) {
          const store = await stores.findActiveStore(id);
          if (id === lost.store.id) await deleteStore(db, id);
          return store;
        },
      },
    });
    const keptBody = ZCreateTradeInRequestSchema.parse({ ...kept.body, marketingOptIn: true });
    const lostBody = ZCreateTradeInRequestSchema.parse(lost.body);

    // Submitted together, both go into one insert; it fails on the lost store and each is tried alone.
    const [keptResult, lostResult] = await Promise.allSettled([
      service.createTradeIn(keptBody),
      service.createTradeIn(lostBody),
    ]);

    expect(keptResult).toMatchObject({
      status: 'fulfilled',
      value: { reference: keptBody.reference, created: true },
    });
    expect(lostResult.status).toBe('rejected');
    await expectAppError(
      Promise.reject((lostResult as PromiseRejectedResult).reason),
      'errors.tradeIn.storeNotFound',
    );
    expect(await countSubmissionRows(db)).toEqual({ tradeIns: 1, consents: 2, history: 1 });
  });

  it('stores the same submission when nothing changes under it (the control case)', async () => {
    const db = testDatabase.db;
    const { body } = await prepare();

    const receipt = await buildService().createTradeIn(body);

    expect(receipt).toMatchObject({ reference: body.reference, created: true });
    expect(await countSubmissionRows(db)).toEqual({ tradeIns: 1, consents: 2, history: 1 });
  });
});
