import { createHash } from 'node:crypto';
import type { TCategoryKey } from '#core/constants.ts';
import type { TBrand, TModel } from '#core/contracts/catalogue.ts';
import type { TChangeFeed } from '../../db/change-feed.ts';
import { versionWatch } from '../../db/version-watch.ts';
import type { TCatalogueSnapshot } from './catalogue.repository.ts';

/** The channel the pricing-version trigger notifies on (drizzle/0013_catalogue_notify.sql). */
export const PRICING_VERSION_CHANNEL = 'pricing_version';

/** A public list as it is sent: the JSON once serialised, and its entity tag. */
export interface TCachedAnswer {
  body: string;
  etag: string;
}

export interface TCatalogueSource {
  findVersion(): Promise<number>;
  loadSnapshot(): Promise<TCatalogueSnapshot>;
}

interface TCached {
  snapshot: TCatalogueSnapshot;
  /** Active brand ids (an inactive or unknown brand's models are a 404). */
  activeBrands: Set<number>;
  answers: Map<string, TCachedAnswer>;
}

function answerOf(value: unknown): TCachedAnswer {
  const body = JSON.stringify(value);
  // From the body alone: every instance gives the same tag for the same list, whatever its version.
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return { body, etag };
}

/**
 * The public catalogue in memory (decision 025): the lists are answered, and their ETags compared,
 * without a query while the change feed is live and has told of no change since the copy was read. After
 * a notification, a reset of the feed (a lost connection) or `invalidate()` the next read checks the
 * pricing version (one single-row query) and reloads only when it moved. While the feed is down every
 * read checks: a copy is never served on trust that nobody could have told about a change.
 */
export function createCatalogueCache(source: TCatalogueSource, feed: TChangeFeed) {
  const watch = versionWatch(feed, PRICING_VERSION_CHANNEL);
  let cached: TCached | undefined;
  /** The watch's mark of the check that last confirmed the copy (version-watch.ts). */
  let checkedAt: number | undefined;
  let checking: Promise<TCached> | undefined;

  async function check(): Promise<TCached> {
    const mark = await watch.begin();
    const version = await source.findVersion();
    if (!cached || cached.snapshot.version !== version) {
      const snapshot = await source.loadSnapshot();
      cached = {
        snapshot,
        activeBrands: new Set(snapshot.brands.map((brand) => brand.id)),
        answers: new Map(),
      };
    }
    checkedAt = mark;
    return cached;
  }

  async function current(): Promise<TCached> {
    if (cached && watch.holds(checkedAt)) return cached;
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  }

  function memo(entry: TCached, key: string, make: () => unknown): TCachedAnswer {
    let answer = entry.answers.get(key);
    if (!answer) {
      answer = answerOf(make());
      entry.answers.set(key, answer);
    }
    return answer;
  }

  function brandsOf(entry: TCached, category: TCategoryKey | undefined): TCachedAnswer {
    return memo(entry, `brands:${category ?? ''}`, () => {
      const listed = new Set(
        entry.snapshot.models
          .filter((model) => !category || model.category === category)
          .map((model) => model.brandId),
      );
      const brands: TBrand[] = entry.snapshot.brands.filter((brand) => listed.has(brand.id));
      return { brands };
    });
  }

  function modelsOf(entry: TCached, brandId: number, category: TCategoryKey | undefined) {
    if (!entry.activeBrands.has(brandId)) return undefined;
    return memo(entry, `models:${brandId}:${category ?? ''}`, () => {
      const models: TModel[] = entry.snapshot.models.filter(
        (model) => model.brandId === brandId && (!category || model.category === category),
      );
      return { models };
    });
  }

  /** The copy when it may be served without a check (see current()), else undefined. */
  const trustedCopy = () => (cached && watch.holds(checkedAt) ? cached : undefined);

  return {
    /** Active brands with an offered model (in the category, when given), by sort order. */
    async brands(category?: TCategoryKey): Promise<TCachedAnswer> {
      return brandsOf(await current(), category);
    },

    /** Offered models of an active brand; undefined when the brand is unknown or inactive. */
    async models(brandId: number, category?: TCategoryKey): Promise<TCachedAnswer | undefined> {
      return modelsOf(await current(), brandId, category);
    },

    /**
     * The same answers without waiting (the server's fast path, http/fast-path.ts): undefined whenever
     * the copy would need a check first, or the brand is unknown or inactive — the caller then asks the
     * async methods above.
     */
    peek: {
      brands: (category?: TCategoryKey) => {
        const entry = trustedCopy();
        return entry && brandsOf(entry, category);
      },
      models: (brandId: number, category?: TCategoryKey) => {
        const entry = trustedCopy();
        return entry && modelsOf(entry, brandId, category);
      },
    },

    /**
     * A change made by this instance: the next read checks the version (the notification may lag). The
     * pricing snapshot of the quotes (same feed and channel) checks again too.
     */
    invalidate: () => watch.changed(),
  };
}

export type TCatalogueCache = ReturnType<typeof createCatalogueCache>;
