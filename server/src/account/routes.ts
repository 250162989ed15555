import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_SAVED_SHOWS, MAX_SAVED_ZIPS, type CreatedUser, type RevokedToken } from '@guide/common/account';
import { zipExistsMessage } from '@guide/common/zip';
import type { AppContext } from '../context';
import { authenticate } from '../auth/auth';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../errors';
import { PRIVATE } from '../http/cache-policy';
import { endpointRoute } from '../http/endpoint-route';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { TokenRejected } from '../auth/tokens';
import { EmailTaken, type UsersRepository } from './users-repository';
import { AccountData } from './account-data';
import { PasswordResets } from './password-resets';
import { createMailer } from '../mail/mailer';
import { originPolicy, publicOrigin } from '../http/public-urls';

const TOKEN_REVOKED: RevokedToken = { revoked: true, message: 'Token revoked.' };

/** The account API of spec section 7. Errors are plain sentences. */
export function accountRoutes(instance: FastifyInstance, ctx: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { users, tokens } = ctx.auth;
  const rateLimit = { config: { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } } };
  const currentUser = (request: FastifyRequest) => authenticate(request, ctx.auth);
  const mailer = createMailer({
    smtpUrl: ctx.config.SMTP_URL,
    from: ctx.config.MAIL_FROM,
    dataDir: ctx.config.dataDir,
    log: ctx.log,
  });
  instance.addHook('onClose', async () => mailer.close());
  const resets = new PasswordResets(ctx.db, ctx.jobs, mailer, ctx.clock, {
    minutes: ctx.config.PASSWORD_RESET_MINUTES,
    perAddressPerHour: ctx.config.PASSWORD_RESET_PER_HOUR,
  });
  const accountData = new AccountData(ctx.db, ctx.jobs, ctx.clock);
  /** The password of the request's user, checked as the login checks it; a 400 beside the field when wrong. */
  const checkPassword = async (userId: number, password: string, sentence: string) => {
    const record = await (users as UsersRepository).findById(userId);
    if (!record || !(await verifyPassword(record.passwordHash, password))) throw new HttpError(400, sentence);
    return record;
  };

  app.route({
    ...endpointRoute('createUser'),
    ...rateLimit,
    handler: async (request, reply) => {
      const body = request.body;
      if (isCommonPassword(body.password)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE);
      let created: CreatedUser;
      try {
        const user = await users.create(body.username, await hashPassword(body.password));
        request.log.info({ userId: user.id }, 'user created');
        created = { email: user.email, message: 'User created.' };
      } catch (error) {
        if (error instanceof EmailTaken)
          throw new HttpError(409, 'An account with that e-mail address already exists.');
        throw error;
      }
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...endpointRoute('logIn'),
    config: { ...rateLimit.config, cache: PRIVATE },
    handler: async (request, reply) => {
      const credentials = parseBasicAuth(request.headers.authorization);
      if (!credentials) throw new HttpError(401, 'Log in with your e-mail address and password (Basic auth).');
      const user = await users.findByEmail(credentials.email);
      const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), credentials.password);
      if (!user || !matches) throw new HttpError(401, 'The e-mail address or password is wrong.');
      return reply
        .type('text/plain; charset=utf-8')
        .cachePolicy(PRIVATE)
        .send(await tokens.issue(user));
    },
  });

  app.route({
    ...endpointRoute('revokeToken'),
    handler: async (request): Promise<RevokedToken> => {
      const { token } = request.body;
      try {
        await tokens.revoke(await tokens.decode(token));
      } catch (error) {
        // An expired token can no longer be used anyway: revoking it succeeds.
        if (error instanceof TokenRejected && error.problem === 'expired') return TOKEN_REVOKED;
        if (error instanceof TokenRejected) throw new HttpError(400, 'That is not a token this server issued.');
        throw error;
      }
      return TOKEN_REVOKED;
    },
  });

  app.route({
    ...endpointRoute('userData'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await currentUser(request);
      return reply.cachePolicy(PRIVATE).send(await users.userData(user));
    },
  });

  app.route({
    ...endpointRoute('changePassword'),
    // The answer carries a session token: never kept anywhere.
    config: { ...rateLimit.config, cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await currentUser(request);
      const { currentPassword, newPassword } = request.body;
      const record = await checkPassword(user.id, currentPassword, 'Your current password is not the one you typed.');
      if (isCommonPassword(newPassword)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE);
      const sessionGeneration = await users.changePassword(user.id, await hashPassword(newPassword));
      request.log.info({ userId: user.id }, 'password changed; other sessions signed out');
      return reply.cachePolicy(PRIVATE).send({
        message: 'Your password has been changed. You are logged out everywhere else.',
        token: await tokens.issue({ ...record, sessionGeneration }),
      });
    },
  });

  app.route({
    ...endpointRoute('deleteAccount'),
    ...rateLimit,
    handler: async (request) => {
      const user = await currentUser(request);
      const { password, confirmation } = request.body;
      if (confirmation.toLowerCase() !== user.email.toLowerCase())
        throw new HttpError(400, `Type your e-mail address, ${user.email}, to confirm.`);
      await checkPassword(user.id, password, 'The password is not the one of this account.');
      await accountData.delete(user.id, user.email);
      request.log.info({ userId: user.id }, 'account deleted');
      return { deleted: true as const, message: 'Your account and everything it held have been deleted.' };
    },
  });

  app.route({
    ...endpointRoute('forgotPassword'),
    ...rateLimit,
    handler: async (request) => {
      const origin = publicOrigin(request, originPolicy(ctx.config));
      if (!origin) throw new HttpError(400, 'The request’s Host header is not one we can use in a link.');
      await resets.request(request.body.email, origin);
      return {
        message: `If an account has that address, a link to choose a new password is on its way. It works once, for ${ctx.config.PASSWORD_RESET_MINUTES} minutes.`,
      };
    },
  });

  app.route({
    ...endpointRoute('resetPassword'),
    ...rateLimit,
    handler: async (request) => {
      const { token, password } = request.body;
      if (isCommonPassword(password)) throw new HttpError(400, COMMON_PASSWORD_MESSAGE);
      const userId = await resets.reset(token, await hashPassword(password));
      if (userId === undefined)
        throw new HttpError(400, 'This reset link has expired or has been used already. Ask for a new one.');
      request.log.info({ userId }, 'password reset; every session signed out');
      return { message: 'Your password has been changed. Log in with the new one.' };
    },
  });

  app.route({
    ...endpointRoute('exportAccount'),
    config: { cache: PRIVATE },
    handler: async (request, reply) => {
      const user = await currentUser(request);
      const { id } = request.params;
      // Only one's own account: another id is answered as if it did not exist.
      if (id !== 'me' && Number(id) !== user.id) throw new HttpError(404, 'There is no account of yours with that id.');
      const copy = await accountData.export(user.id);
      if (!copy) throw new HttpError(404, 'There is no account of yours with that id.');
      return reply
        .cachePolicy(PRIVATE)
        .header('content-disposition', 'attachment; filename="entertainment-guide-account.json"')
        .send(copy);
    },
  });

  app.route({
    ...endpointRoute('addZip'),
    handler: async (request) => {
      const user = await currentUser(request);
      const { zip } = request.query;
      const outcome = await users.addZip(user.id, zip, MAX_SAVED_ZIPS);
      if (outcome === 'exists') throw new HttpError(409, zipExistsMessage(zip));
      if (outcome === 'full')
        throw new HttpError(409, `You can save at most ${MAX_SAVED_ZIPS} zip codes. Delete one before adding another.`);
      return { zipcodes: await users.zipcodes(user.id) };
    },
  });

  app.route({
    ...endpointRoute('deleteZip'),
    handler: async (request) => {
      const user = await currentUser(request);
      const { zip } = request.query;
      if (!(await users.deleteZip(user.id, zip))) throw new HttpError(404, `Zip code ${zip} is not saved.`);
      return { zipcodes: await users.zipcodes(user.id) };
    },
  });

  app.route({
    ...endpointRoute('addShow'),
    handler: async (request) => {
      const user = await currentUser(request);
      const { show } = request.query;
      const outcome = await users.addShow(user.id, show, MAX_SAVED_SHOWS);
      if (outcome === 'exists') throw new HttpError(409, `Show ${show} is already saved.`);
      if (outcome === 'full')
        throw new HttpError(409, `You can save at most ${MAX_SAVED_SHOWS} shows. Delete one before adding another.`);
      return { shows: await users.shows(user.id) };
    },
  });

  app.route({
    ...endpointRoute('deleteShow'),
    handler: async (request) => {
      const user = await currentUser(request);
      const { show } = request.query;
      if (!(await users.deleteShow(user.id, show))) throw new HttpError(404, `Show ${show} is not saved.`);
      return { shows: await users.shows(user.id) };
    },
  });
}

function parseBasicAuth(header: string | undefined): { email: string; password: string } | undefined {
  const match = header ? /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header) : null;
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  return { email: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}
