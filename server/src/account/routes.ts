import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_EMAIL_LENGTH, MAX_SAVED_SHOWS, MAX_SAVED_ZIPS, MIN_PASSWORD_LENGTH, type CreatedUser, type RevokedToken } from '@guide/common/account';
import { zipExistsMessage } from '@guide/common/zip';
import type { AppContext } from '../context';
import { authenticate } from '../auth/auth';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createdUserSchema, revokedTokenSchema, userDataSchema } from '@guide/common/contract';
import { HttpError } from '../errors';
import { PRIVATE } from '../http/cache-policy';
import { positiveId, zipCode } from '../http/params';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { TokenRejected } from '../auth/tokens';
import { EmailTaken } from './users-repository';

const createUserBody = z.object(
  {
    username: z
      .string({ message: 'An e-mail address (username) is required.' })
      .trim()
      .min(1, 'An e-mail address (username) is required.')
      .max(MAX_EMAIL_LENGTH, `An e-mail address can be at most ${MAX_EMAIL_LENGTH} characters long.`)
      .pipe(z.email({ message: 'Please enter a valid e-mail address.' })),
    password: z
      .string({ message: 'A password is required.' })
      .min(MIN_PASSWORD_LENGTH, `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
      .max(1024, 'The password must be at most 1024 characters long.')
      .refine((password) => !isCommonPassword(password), COMMON_PASSWORD_MESSAGE),
  },
  { message: 'Send username and password as a form or JSON body.' },
);

const zipQuery = z.object({ zip: zipCode({ required: 'A zip code is required (?zip=NNNNN).', invalid: 'A zip code is five digits, such as 02134.' }) });
const showQuery = z.object({ show: positiveId('A show id is a positive whole number.', { required: 'A show id is required (?show=N).' }) });
const zipcodesAnswer = { 200: z.object({ zipcodes: z.array(z.string()) }) };
const showsAnswer = { 200: z.object({ shows: z.array(z.number()) }) };

const revokeBody = z.object({ token: z.string({ message: 'A token is required.' }).min(1, 'A token is required.') }, { message: 'A token is required.' });

const TOKEN_REVOKED: RevokedToken = { revoked: true, message: 'Token revoked.' };

/** The account API of spec section 7. Errors are plain sentences. */
export function accountRoutes(instance: FastifyInstance, ctx: AppContext): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { users, tokens } = ctx.auth;
  const rateLimit = { config: { rateLimit: { max: ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } } };
  const tags = ['account'];
  const currentUser = (request: FastifyRequest) => authenticate(request, ctx.auth);

  app.post('/users/create', { ...rateLimit, schema: { tags, summary: 'Create an account', body: createUserBody, response: { 201: createdUserSchema } } }, async (request, reply) => {
    const body = request.body;
    let created: CreatedUser;
    try {
      const user = await users.create(body.username, await hashPassword(body.password));
      request.log.info({ userId: user.id }, 'user created');
      created = { email: user.email, message: 'User created.' };
    } catch (error) {
      if (error instanceof EmailTaken) throw new HttpError(409, 'An account with that e-mail address already exists.');
      throw error;
    }
    return reply.code(201).send(created);
  });

  app.get('/users/token', { config: { ...rateLimit.config, cache: PRIVATE }, schema: { tags, summary: 'Log in with Basic auth; answers the token as text', response: { 200: z.string().describe('The token, as text/plain') } } }, async (request, reply) => {
    const credentials = parseBasicAuth(request.headers.authorization);
    if (!credentials) throw new HttpError(401, 'Log in with your e-mail address and password (Basic auth).');
    const user = await users.findByEmail(credentials.email);
    const matches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), credentials.password);
    if (!user || !matches) throw new HttpError(401, 'The e-mail address or password is wrong.');
    return reply.type('text/plain; charset=utf-8').cachePolicy(PRIVATE).send(await tokens.issue(user));
  });

  app.post('/users/revoke', { schema: { tags, summary: 'Log out: revoke a token', body: revokeBody, response: { 200: revokedTokenSchema } } }, async (request): Promise<RevokedToken> => {
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
  });

  app.get('/users/get-data', { schema: { tags, summary: 'Saved zip codes and shows (Bearer)', response: { 200: userDataSchema } }, config: { cache: PRIVATE } }, async (request, reply) => {
    const user = await currentUser(request);
    return reply.cachePolicy(PRIVATE).send(await users.userData(user));
  });

  app.post('/users/add-zip', { schema: { tags, summary: 'Save a zip code (Bearer)', querystring: zipQuery, response: zipcodesAnswer } }, async (request) => {
    const user = await currentUser(request);
    const { zip } = request.query;
    const outcome = await users.addZip(user.id, zip, MAX_SAVED_ZIPS);
    if (outcome === 'exists') throw new HttpError(409, zipExistsMessage(zip));
    if (outcome === 'full') throw new HttpError(409, `You can save at most ${MAX_SAVED_ZIPS} zip codes. Delete one before adding another.`);
    return { zipcodes: await users.zipcodes(user.id) };
  });

  app.post('/users/delete-zip', { schema: { tags, summary: 'Forget a saved zip code (Bearer)', querystring: zipQuery, response: zipcodesAnswer } }, async (request) => {
    const user = await currentUser(request);
    const { zip } = request.query;
    if (!(await users.deleteZip(user.id, zip))) throw new HttpError(404, `Zip code ${zip} is not saved.`);
    return { zipcodes: await users.zipcodes(user.id) };
  });

  app.post('/users/add-show', { schema: { tags, summary: 'Save a show (Bearer)', querystring: showQuery, response: showsAnswer } }, async (request) => {
    const user = await currentUser(request);
    const { show } = request.query;
    const outcome = await users.addShow(user.id, show, MAX_SAVED_SHOWS);
    if (outcome === 'exists') throw new HttpError(409, `Show ${show} is already saved.`);
    if (outcome === 'full') throw new HttpError(409, `You can save at most ${MAX_SAVED_SHOWS} shows. Delete one before adding another.`);
    return { shows: await users.shows(user.id) };
  });

  app.post('/users/delete-show', { schema: { tags, summary: 'Forget a saved show (Bearer)', querystring: showQuery, response: showsAnswer } }, async (request) => {
    const user = await currentUser(request);
    const { show } = request.query;
    if (!(await users.deleteShow(user.id, show))) throw new HttpError(404, `Show ${show} is not saved.`);
    return { shows: await users.shows(user.id) };
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
