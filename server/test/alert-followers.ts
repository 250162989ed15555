import type { FastifyInstance } from 'fastify';
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
