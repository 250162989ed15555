import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dayInZone } from '@guide/common/dates';
import { favouriteTeamRoutes } from './account/favourite-teams';
import { tvLineupRoutes } from './account/tv-lineup';
import { streamingServiceRoutes } from './account/streaming-services';
import { accountRoutes } from './account/routes';
import { alertRoutes } from './alerts/routes';
import { FeedSecrets } from './calendar/feed-secrets';
import { calendarRoutes } from './calendar/routes';
import { chooseCinemaSources } from './cinema/choose-sources';
import { crawlerRoutes } from './crawler/routes';
import { filmRoutes } from './films/routes';
import { watchlistRoutes } from './films/watchlist-routes';
import { cinemaRoutes } from './cinema/routes';
import { openApiOptions, openApiRoutes } from './http/openapi';
import { originPolicy } from './http/public-urls';
import { importRoutes } from './imports/routes';
import { searchRoutes } from './search/routes';
import { sportsRoutes } from './sports/routes';
import { chooseSportsSources } from './sports/choose-sources';
import { gameSummaryRoutes } from './game-summary/routes';
import { GamesService } from './sports/games-service';
import { chooseTvSources } from './tv/choose-sources';
import { tvRoutes } from './tv/routes';
import { watchingRoutes } from './watching/routes';

/**
 * The API under /v1: each domain's sources chosen once, here (live when its providers are
 * configured, else the offline world), and shared by every route that reads them; then each
 * domain's and composition's routes, and the OpenAPI document of them all. Beside it, at the
 * root, robots.txt and the sitemap, which read the same games and releases.
 */
async function v1(app: FastifyInstance): Promise<void> {
  const { ctx, tokenSecret } = app.services;
  const sports = chooseSportsSources(ctx);
  const games = new GamesService(ctx, sports);
  // The crawler's files at the site's root read the same games; registered before the API's
  // document, which is built from every route registered after it, so they stay out of it.
  const cinema = chooseCinemaSources(ctx);
  crawlerRoutes(app, ctx, { games, users: ctx.auth.users, releases: cinema.releases });
  await app.register(fastifySwagger, openApiOptions);
  await app.register(
    async (api) => {
      const tv = chooseTvSources(ctx);
      accountRoutes(api, ctx);
      favouriteTeamRoutes(api, ctx);
      tvLineupRoutes(api, ctx);
      streamingServiceRoutes(api, ctx, () => cinema.watch.services(dayInZone(ctx.clock.now(), ctx.config.TIME_ZONE)));
      calendarRoutes(api, ctx, {
        games,
        shows: tv.shows,
        webReleases: tv.webReleases,
        secrets: new FeedSecrets(tokenSecret),
      });
      sportsRoutes(api, ctx, games, sports);
      gameSummaryRoutes(api, ctx, { summaries: sports.summaries, airings: tv.airings });
      cinemaRoutes(api, ctx, cinema);
      tvRoutes(api, ctx, tv);
      searchRoutes(api, ctx, { shows: tv.shows, airings: tv.airings, cinema: cinema.showings });
      const filmSources = {
        films: cinema.films,
        releases: cinema.releases,
        showings: cinema.showings,
        airings: tv.airings,
      };
      filmRoutes(api, ctx, filmSources);
      watchlistRoutes(api, ctx, { ...filmSources, watch: cinema.watch });
      watchingRoutes(api, ctx, { shows: tv.shows, watch: cinema.watch, webReleases: tv.webReleases });
      importRoutes(api, ctx, { shows: tv.shows, lookup: tv.lookup, films: cinema.films });
      await alertRoutes(
        api,
        ctx,
        {
          gamesOn: (league, day) => games.gamesOn(league, day),
          networksOn: (league, day) => games.networksOn(league, day),
          shows: tv.shows,
          airings: tv.airings,
          webReleases: tv.webReleases,
          films: cinema.films,
          watch: cinema.watch,
        },
        app.metrics,
      );
      openApiRoutes(api, app, originPolicy(ctx.config));
    },
    { prefix: '/v1' },
  );
}

export default fp(v1, { name: 'guide-v1', dependencies: ['guide-hardening', 'guide-services', 'guide-answers'] });
