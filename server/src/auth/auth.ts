import type { FastifyRequest } from 'fastify';
import { TokenRejected, type TokenClaims, type TokenService } from './tokens';
import { HttpError } from '../errors';

export interface AuthUser {
  id: number;
  email: string;
  isAdmin: boolean;
  token: TokenClaims;
}

/** Who a token's user is: the account domain's users repository answers it. */
export interface UserLookup {
  findById(
    id: number,
  ): Promise<{ id: number; email: string; role: 'user' | 'admin'; sessionGeneration: number } | undefined>;
}

export interface AuthDeps {
  tokens: TokenService;
  users: UserLookup;
  adminEmails: string[];
}

const PROBLEM_SENTENCES: Record<TokenRejected['problem'], string> = {
  malformed: 'The session token is not valid. Please log in again.',
  expired: 'Your session has expired. Please log in again.',
  revoked: 'This session has been logged out. Please log in again.',
};

/** The user behind the request's Bearer token; a 401 with a sentence when there is none. */
export async function authenticate(request: FastifyRequest, deps: AuthDeps): Promise<AuthUser> {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match) throw new HttpError(401, 'Please log in: this needs a Bearer token.');
  let claims: TokenClaims;
  try {
    claims = await deps.tokens.verify(match[1]!);
  } catch (error) {
    if (error instanceof TokenRejected) throw new HttpError(401, PROBLEM_SENTENCES[error.problem]);
    throw error;
  }
  const user = await deps.users.findById(claims.userId);
  if (!user) throw new HttpError(401, 'This account no longer exists.');
  // The password was changed or reset since this token was issued: every older session ends.
  if (claims.generation !== user.sessionGeneration) throw new HttpError(401, PROBLEM_SENTENCES.revoked);
  return {
    id: user.id,
    email: user.email,
    isAdmin: user.role === 'admin' || deps.adminEmails.includes(user.email.toLowerCase()),
    token: claims,
  };
}

export async function authenticateAdmin(request: FastifyRequest, deps: AuthDeps): Promise<AuthUser> {
  const user = await authenticate(request, deps);
  if (!user.isAdmin) throw new HttpError(403, 'Only an administrator can do that.');
  return user;
}
