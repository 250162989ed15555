import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dayInZone } from '@guide/common/dates';
import type { CalendarFeed } from '@guide/common/account';
import { FavouriteTeamsRepository } from '../account/favourite-teams-repository';
import { WatchedEpisodesRepository } from '../account/watched-episodes-repository';
import type { AppContext } from '../context';
import { authenticate } from '../auth/auth';
import { HttpError } from '../errors';
import { PRIVATE, SET_BY_HANDLER, privateFor } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { FEED_PATH } from '../http/log-redaction';
import { originPolicy, publicOrigin } from '../http/public-urls';
import { asBackground } from '../providers/request-budget';
import type { GamesService } from '../sports/games-service';
import type { ShowsSource, WebReleasesSource } from '../tv/sources';
import { buildCalendar } from './feed';
import { FeedBuilds } from './feed-builds';
import { feedEvents } from './feed-events';
import type { FeedSecrets } from './feed-secrets';
import { WindowCounter } from './feed-throttle';
import { FeedsRepository } from './feeds-repository';

const NO_SUCH_FEED = 'There is no such calendar.';
/** A feed is rebuilt at most this often; in between its last complete copy is answered (with an ETag). */
export const FEED_REBUILD_MS = 5 * 60_000;
/** Wrong tokens one address may try a minute; past them its wrong tokens are refused (its right ones never are). */
export const FEED_MISSES_PER_MINUTE = 30;
/** Fetches a minute: of one feed (calendar apps poll hourly), and from one address (many feeds). */
const FEED_FETCHES_PER_TOKEN = 20;
const FEED_FETCHES_PER_ADDRESS = 120;
/** A feed's address may be reset once a minute per account (the database counts, for every instance). */
export const FEED_RESET_INTERVAL_SECONDS = 60;
const INCOMPLETE_RETRY_SECONDS = 300;

/** The private calendar feed: its address for the account page, a reset, and the feed itself. */
export function calendarRoutes(
  instance: FastifyInstance,
  ctx: AppContext,
  {
    games,
    shows,
    webReleases,
    secrets,
  }: { games: GamesService; shows: ShowsSource; webReleases: WebReleasesSource; secrets: FeedSecrets },
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const feeds = new FeedsRepository(ctx.db, secrets);
  const teams = new FavouriteTeamsRepository(ctx.db);
  const watched = new WatchedEpisodesRepository(ctx.db);
  const misses = new WindowCounter(FEED_MISSES_PER_MINUTE);
  const perFeed = new WindowCounter(FEED_FETCHES_PER_TOKEN);
  const perAddress = new WindowCounter(FEED_FETCHES_PER_ADDRESS);
  // Addresses stored in the clear before the hashing migration are sealed once the app is up.
  app.addHook('onReady', async () => {
    const sealed = await feeds.sealLegacyTokens();
    if (sealed > 0) ctx.log.info({ sealed }, 'calendar feed tokens stored in the clear were sealed');
  });

  // Feed URLs and the links inside a feed must be absolute: PUBLIC_URL, else the origin asked.
  const originOf = (request: FastifyRequest): string => {
    const origin = publicOrigin(request, originPolicy(ctx.config));
    if (!origin) throw new HttpError(400, 'The request’s Host header is not one we can use in a link.');
    return origin;
  };
  const feedUrl = (request: FastifyRequest, token: string): CalendarFeed => ({
    url: `${originOf(request)}${FEED_PATH}${token}.ics`,
  });
  const tooOften = (reply: FastifyReply, seconds: number, sentence: string): never => {
    reply.header('retry-after', String(seconds));
    throw new HttpError(429, sentence);
  };

  app.route({
    ...endpointRoute('calendarFeed'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      return reply.cachePolicy(PRIVATE).send(feedUrl(request, await feeds.tokenFor(user.id)));
    },
  });

  app.route({
    ...endpointRoute('resetCalendarFeed'),
    config: { cost: 'feedReset' },
    handler: async (request, reply) => {
      const user = await authenticate(request, ctx.auth);
      const reset = await feeds.reset(user.id, FEED_RESET_INTERVAL_SECONDS);
      if ('waitSeconds' in reset)
        return tooOften(
          reply,
          reset.waitSeconds,
          `Your calendar’s address was just reset. You can reset it again in ${reset.waitSeconds} seconds.`,
        );
      return reply.cachePolicy(PRIVATE).send(feedUrl(request, reset.token));
    },
  });

  // The feed as built for a user: undefined when a source could not answer (never a feed with events missing).
  const makeFeed = async (userId: number, origin: string, log: FastifyBaseLogger): Promise<string | undefined> => {
    const now = ctx.clock.now();
    const leftOut: string[] = [];
    // Feed builds are background work: they take only the provider slots visitors leave spare.
    const events = await asBackground(async () =>
      feedEvents(
        {
          teams: await teams.list(userId),
          showIds: await ctx.auth.users.shows(userId),
          spoilerFree: await watched.spoilerFree(userId),
          watchedEpisodeIds: new Set(
            [...(await watched.byShow(userId)).values()].flat().map((episode) => episode.episodeId),
          ),
          today: dayInZone(now, ctx.config.TIME_ZONE),
          now,
          origin,
        },
        {
          gamesOn: (league, day) => games.scheduledOn(league, day),
          nextGames: (league, after) => games.nextGames(league, after),
          shows,
          webReleases,
        },
        (what) => leftOut.push(what),
      ),
    );
    if (leftOut.length === 0) return buildCalendar(events, { name: 'Entertainment Guide', stamp: now });
    log.warn({ leftOut: leftOut.slice(0, 5), count: leftOut.length }, 'calendar feed incomplete for now');
    return undefined;
  };
  const isFresh = (builtAt: Date) => Date.now() - builtAt.getTime() < FEED_REBUILD_MS;
  const builds = new FeedBuilds(feeds, isFresh);
  app.addHook('onClose', async () => builds.settle());

  app.route({
    ...endpointRoute('calendarFile'),
    config: { cache: SET_BY_HANDLER, cost: 'feedFetch' },
    handler: async (request, reply) => {
      const address = request.ip;
      const token = request.params.file;
      // The token is looked up first: a right one is never refused for the wrong ones sent from
      // its address (calendar services fetch many users' feeds from one), and at 256 bits it
      // cannot be found by guessing; only the wrong ones are counted and, past the count, refused.
      const userId = token ? await feeds.userFor(token) : undefined;
      if (userId === undefined || token === undefined) {
        const guessing = misses.hit(address);
        if (guessing > 0)
          tooOften(
            reply,
            guessing,
            'Too many requests for calendars that do not exist from this address. Please wait a minute and try again.',
          );
        throw new HttpError(404, NO_SUCH_FEED);
      }
      const busy = Math.max(perFeed.hit(secrets.hash(token)), perAddress.hit(address));
      if (busy > 0)
        tooOften(reply, busy, 'This calendar is being fetched too often. Please wait a minute and try again.');

      const send = (body: string) =>
        reply
          .type('text/calendar; charset=utf-8')
          .cachePolicy(privateFor(300))
          .header('content-disposition', 'inline; filename="entertainment-guide.ics"')
          .send(body);

      const kept = await feeds.copy(userId);
      if (kept && isFresh(kept.builtAt)) return send(kept.body);
      const origin = originOf(request);
      const make = () => makeFeed(userId, origin, request.log);
      if (kept) {
        // Out of date: rebuilt off the request path (once, however many fetch it meanwhile); the
        // last complete copy is the answer until then, and stays it if the rebuild comes out incomplete.
        builds
          .refresh(userId, make)
          .catch((error: unknown) => request.log.error({ err: error }, 'calendar feed rebuild failed'));
        return send(kept.body);
      }
      const body = await builds.latest(userId, make);
      if (body !== undefined) return send(body);
      reply.header('retry-after', String(INCOMPLETE_RETRY_SECONDS));
      throw new HttpError(
        503,
        'Your calendar cannot be put together completely right now. Please try again in a few minutes.',
      );
    },
  });
}
