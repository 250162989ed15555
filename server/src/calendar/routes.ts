import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dayInZone } from '@guide/common/dates';
import type { CalendarFeed } from '@guide/common/account';
import { FavouriteTeamsRepository } from '../account/favourite-teams';
import type { AppContext } from '../context';
import { authenticate } from '../http/auth';
import { HttpError } from '../http/errors';
import { FEED_PATH } from '../http/log-redaction';
import { originPolicy, publicOrigin } from '../http/public-urls';
import type { GamesService } from '../sports/games-service';
import type { ShowsSource } from '../tv/sources';
import { buildCalendar } from './feed';
import { feedEvents } from './feed-events';
import { FeedsRepository } from './feeds-repository';

const NO_SUCH_FEED = 'There is no such calendar.';


/** The private calendar feed: its address for the account page, a reset, and the feed itself. */
export function calendarRoutes(app: FastifyInstance, ctx: AppContext, { games, shows }: { games: GamesService; shows: ShowsSource }): void {
  const feeds = new FeedsRepository(ctx.db);
  const teams = new FavouriteTeamsRepository(ctx.db);
  // Feed URLs and the links inside a feed must be absolute: PUBLIC_URL, else the origin asked.
  const originOf = (request: FastifyRequest): string => {
    const origin = publicOrigin(request, originPolicy(ctx.config));
    if (!origin) throw new HttpError(400, 'The request’s Host header is not one we can use in a link.');
    return origin;
  };
  const feedUrl = (request: FastifyRequest, token: string): CalendarFeed => ({ url: `${originOf(request)}${FEED_PATH}${token}.ics` });

  app.get('/users/calendar', async (request, reply) => {
    const user = await authenticate(request, ctx.auth);
    return reply.header('cache-control', 'private, no-store').send(feedUrl(request, await feeds.tokenFor(user.id)));
  });

  app.post('/users/calendar/reset', async (request, reply) => {
    const user = await authenticate(request, ctx.auth);
    return reply.header('cache-control', 'private, no-store').send(feedUrl(request, await feeds.reset(user.id)));
  });

  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const token = /^(.+)\.ics$/.exec(request.params.file)?.[1];
    const userId = token ? await feeds.userFor(token) : undefined;
    if (userId === undefined) throw new HttpError(404, NO_SUCH_FEED);
    const now = ctx.clock.now();
    const events = await feedEvents(
      {
        teams: await teams.list(userId),
        showIds: await ctx.auth.users.shows(userId),
        today: dayInZone(now, ctx.config.TIME_ZONE),
        now,
        origin: originOf(request),
      },
      { gamesOn: (league, day) => games.scheduledOn(league, day), shows },
      (what, err) => request.log.warn({ what, err }, 'left out of a calendar feed for now'),
    );
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="entertainment-guide.ics"')
      .send(buildCalendar(events, { name: 'Entertainment Guide', stamp: now }));
  });
}
