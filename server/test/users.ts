import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';

export const basicAuth = (email: string, password: string) =>
  `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;

/** Creates an account through the API and returns a Bearer header for it. */
export async function signUp(
  app: FastifyInstance,
  email: string,
  password = 'correct horse battery',
): Promise<{ authorization: string; token: string }> {
  const created = await app.inject({ method: 'POST', url: '/v1/users/create', payload: { username: email, password } });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const login = await app.inject({
    method: 'GET',
    url: '/v1/users/token',
    headers: { authorization: basicAuth(email, password) },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return { token: login.body, authorization: `Bearer ${login.body}` };
}

/** An account with the admin role (as `npm run admin -- grant` gives). */
export async function signUpAdmin(
  app: FastifyInstance,
  db: Database,
  email: string,
): Promise<{ authorization: string; token: string }> {
  const user = await signUp(app, email);
  await db.query("UPDATE users SET role = 'admin' WHERE lower(email) = lower($1)", [email]);
  return user;
}
