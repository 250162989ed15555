import { setTimeout as sleep } from 'node:timers/promises';
import type { FeedsRepository } from './feeds-repository';

/** How long an instance may hold a feed's build before another may take it over. */
export const FEED_BUILD_LEASE_SECONDS = 60;
/** How often a fetch waiting on another instance's build looks for the copy it will keep. */
const WAIT_STEP_MS = 250;

/** Builds a user's feed: its text, or undefined when it could not be made complete (nothing is kept then). */
export type MakeFeed = () => Promise<string | undefined>;

/**
 * One build of a feed at a time. On this instance, fetches of a feed while it is being built share
 * that build (single flight); across instances, a lease in the database lets one build while the
 * others serve the last copy, or, when there is none yet, wait for the copy the builder keeps.
 */
export class FeedBuilds {
  private readonly running = new Map<number, Promise<string | undefined>>();
  private closing = false;

  constructor(
    private readonly feeds: FeedsRepository,
    private readonly isFresh: (builtAt: Date) => boolean,
  ) {}

  /**
   * The feed's text once built (by this fetch with `make`, or by the one already under way here or
   * on another instance); undefined when it cannot be made complete now.
   */
  latest(userId: number, make: MakeFeed): Promise<string | undefined> {
    return this.shared(userId, () => this.buildOrWait(userId, make, true));
  }

  /**
   * Rebuilds an out-of-date feed in the background, unless it is being built already, here or on
   * another instance (its last copy is answered meanwhile, so there is nothing to wait for).
   */
  refresh(userId: number, make: MakeFeed): Promise<string | undefined> {
    return this.shared(userId, () => this.buildOrWait(userId, make, false));
  }

  /** Waits for the builds under way, and stops waiting on other instances' (the app closes after them). */
  async settle(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.running.values()]);
  }

  private shared(userId: number, start: () => Promise<string | undefined>): Promise<string | undefined> {
    let build = this.running.get(userId);
    if (!build) {
      build = start().finally(() => this.running.delete(userId));
      this.running.set(userId, build);
    }
    return build;
  }

  private async buildOrWait(userId: number, make: MakeFeed, wait: boolean): Promise<string | undefined> {
    const deadline = Date.now() + FEED_BUILD_LEASE_SECONDS * 1000;
    for (;;) {
      if (await this.feeds.claimBuild(userId, FEED_BUILD_LEASE_SECONDS)) {
        let kept = false;
        try {
          // Built by the lease's last holder since this fetch looked: nothing to do again.
          const copy = await this.feeds.copy(userId);
          if (copy && this.isFresh(copy.builtAt)) return copy.body;
          const body = await make();
          // Keeping the copy ends the lease (after that it may be another instance's).
          if (body !== undefined) await this.feeds.keepCopy(userId, body, new Date());
          kept = body !== undefined;
          return body;
        } finally {
          if (!kept) await this.feeds.releaseBuild(userId).catch(() => undefined);
        }
      }
      // Another instance is building it: the copy it keeps is this fetch's answer too.
      if (!wait || this.closing || Date.now() > deadline) return undefined;
      await sleep(WAIT_STEP_MS);
      const copy = await this.feeds.copy(userId);
      if (copy && this.isFresh(copy.builtAt)) return copy.body;
    }
  }
}
