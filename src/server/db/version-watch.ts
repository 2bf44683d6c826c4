import type { TChangeFeed } from './change-feed.ts';

/**
 * When a copy read from the database may be used without asking it again (decision 025, issue 33):
 * from a check made while the change feed was live, until the next notification on the channel, a reset
 * of the feed (a lost connection) or `changed()` (a change this instance made). Every copy of the same
 * feed and channel shares one watch, so one `changed()` distrusts them all (the catalogue lists and the
 * pricing snapshot alike).
 *
 * A copy's use: `if (copy && watch.holds(mark)) use it; else { mark = await watch.begin(); check the
 * version, reload if it moved; }` — a notification that arrives while the check runs leaves the copy
 * distrusted, so the next use checks again.
 */
export interface TVersionWatch {
  /** Listens (the first time) and marks the start of a check: undefined while the feed is down. */
  begin(): Promise<number | undefined>;
  /** Whether a copy checked at `mark` may be used without a check now. */
  holds(mark: number | undefined): boolean;
  /** Something changed: every copy checks again before its next use. */
  changed(): void;
}

const watches = new WeakMap<TChangeFeed, Map<string, TVersionWatch>>();

export function versionWatch(feed: TChangeFeed, channel: string): TVersionWatch {
  let byChannel = watches.get(feed);
  if (!byChannel) watches.set(feed, (byChannel = new Map()));
  let watch = byChannel.get(channel);
  if (!watch) byChannel.set(channel, (watch = createWatch(feed, channel)));
  return watch;
}

function createWatch(feed: TChangeFeed, channel: string): TVersionWatch {
  /** Moves with every notification or reset: a check that raced one does not make its copy trusted. */
  let generation = 0;
  let listening: Promise<unknown> | undefined;
  const changed = () => {
    generation += 1;
  };
  return {
    async begin() {
      listening ??= feed.listen(channel, { message: changed, reset: changed });
      await listening;
      return feed.isLive() ? generation : undefined;
    },
    holds: (mark) => mark !== undefined && mark === generation && feed.isLive(),
    changed,
  };
}
