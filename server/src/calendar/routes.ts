import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dayInZone } from '@guide/common/dates';
import type { CalendarFeed } from '@guide/common/account';
import { FavouriteTeamsRepository } from '../account/favourite-teams-repository';
import type { AppContext } from '../context';
import { authenticate } from '../auth/auth';
import { HttpError } from '../errors';
import { PRIVATE, SET_BY_HANDLER, privateFor } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { FEED_PATH } from '../http/log-redaction';
import { originPolicy, publicOrigin } from '../http/public-urls';
import { asBackground } from '../providers/request-budget';
import type { GamesService } from '../sports/games-service';
import type { ShowsSource } from '../tv/sources';
import { buildCalendar } from './feed';
import { feedEvents } from './feed-events';
import type { FeedSecrets } from './feed-secrets';
import { WindowCounter } from './feed-throttle';
import { FeedsRepository } from './feeds-repository';

const NO_SUCH_FEED = 'There is no such calendar.';
/** A feed is rebuilt at most this often; in between its last complete copy is answered (with an ETag). */
export const FEED_REBUILD_MS = 5 * 60_000;
/** Wrong tokens one address may try a minute before it is refused without a look. */
export const FEED_MISSES_PER_MINUTE = 30;
/** Fetches a minute: of one feed (calendar apps poll hourly), and from one address (many feeds). */
const FEED_FETCHES_PER_TOKEN = 20;
const FEED_FETCHES_PER_ADDRESS = 120;
const INCOMPLETE_RETRY_SECONDS = 300;

/** The private calendar feed: its address for the account page, a reset, and the feed itself. */
export function calendarRoutes(
  instance: FastifyInstance,
  ctx: AppContext,
  { games, shows, secrets }: { games: GamesService; shows: ShowsSource; secrets: FeedSecrets },
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const feeds = new FeedsRepository(ctx.db, secrets);
  const teams = new FavouriteTeamsRepository(ctx.db);
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
      return reply.cachePolicy(PRIVATE).send(feedUrl(request, await feeds.reset(user.id)));
    },
  });

  app.route({
    ...endpointRoute('calendarFile'),
    config: { cache: SET_BY_HANDLER, cost: 'feedFetch' },
    handler: async (request, reply) => {
      const address = request.ip;
      // An address that has guessed wrong too often is not even looked up: a right guess would show.
      const guessing = misses.blockedFor(address);
      if (guessing > 0)
        tooOften(
          reply,
          guessing,
          'Too many requests for calendars that do not exist from this address. Please wait a minute and try again.',
        );
      const token = request.params.file;
      const userId = token ? await feeds.userFor(token) : undefined;
      if (userId === undefined || token === undefined) {
        misses.hit(address);
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
      if (kept && Date.now() - kept.builtAt.getTime() < FEED_REBUILD_MS) return send(kept.body);

      const now = ctx.clock.now();
      const leftOut: string[] = [];
      // Feed builds are background work: they take only the provider slots visitors leave spare.
      const events = await asBackground(async () =>
        feedEvents(
          {
            teams: await teams.list(userId),
            showIds: await ctx.auth.users.shows(userId),
            today: dayInZone(now, ctx.config.TIME_ZONE),
            now,
            origin: originOf(request),
          },
          {
            gamesOn: (league, day) => games.scheduledOn(league, day),
            nextGames: (league, after) => games.nextGames(league, after),
            shows,
          },
          (what) => leftOut.push(what),
        ),
      );
      if (leftOut.length === 0) {
        const body = buildCalendar(events, { name: 'Entertainment Guide', stamp: now });
        await feeds.keepCopy(userId, body, new Date());
        return send(body);
      }
      // Never a feed with events missing: calendar apps would delete them (and their reminders).
      request.log.warn(
        { leftOut: leftOut.slice(0, 5), count: leftOut.length, servedCopy: Boolean(kept) },
        'calendar feed incomplete for now',
      );
      if (kept) return send(kept.body);
      reply.header('retry-after', String(INCOMPLETE_RETRY_SECONDS));
      throw new HttpError(
        503,
        'Your calendar cannot be put together completely right now. Please try again in a few minutes.',
      );
    },
  });
}
