import type { FastifyInstance } from 'fastify';
import type { Game } from '@guide/common/sports';
import type { PushServiceStandIn, StandInAnswer } from './push-service-stand-in';
import { signUp } from './users';

const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';

/** An account that follows an NHL team and gets alerts on a device of the stand-in (Firefox on Android). */
export async function followerWithDevice(
  app: FastifyInstance,
  standIn: PushServiceStandIn,
  {
    email,
    team,
    device,
    answer = 201,
    timeZone = 'America/New_York',
  }: {
    email: string;
    team: number;
    device: string;
    answer?: StandInAnswer;
    timeZone?: string;
  },
) {
  const { authorization } = await signUp(app, email);
  await app.inject({ method: 'POST', url: `/v1/users/add-team?league=nhl&team=${team}`, headers: { authorization } });
  const added = await app.inject({
    method: 'POST',
    url: '/v1/users/me/push-subscriptions',
    headers: { authorization, 'user-agent': FIREFOX },
    payload: { ...standIn.device(device, answer), timeZone },
  });
  return { authorization, added };
}

/** The first NHL game of `day` still to start, and the moment its 15-minute alert is due. */
export async function gameAndMoment(app: FastifyInstance, day: string): Promise<{ game: Game; at: string }> {
  const games = (await app.inject({ method: 'GET', url: `/v1/sports/nhl/games?date=${day}` })).json<Game[]>();
  const game = games.find((g) => g.status === 'Scheduled')!;
  return { game, at: new Date(Date.parse(game.gametime) - 15 * 60_000).toISOString() };
}
