import type { RequestHandler } from 'express';
import { Forbidden, Unauthorized } from '../errors';

export type UserType = 'admin' | 'player';

/** Who is asking, as resolved from a bearer token. */
export interface Principal {
  id: string;
  userType: UserType;
}

/** Looks a raw bearer token up; null when it is unknown, expired or revoked. */
export type TokenResolver = (token: string) => Promise<Principal | null>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      principal?: Principal;
      /** The raw bearer token, present when one was sent. */
      bearerToken?: string;
    }
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Reads `Authorization: Bearer <token>` and attaches the principal; refuses nothing by itself. */
export function bearerAuth(resolve: TokenResolver): RequestHandler {
  return async (req, _res, next) => {
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    if (token) {
      req.bearerToken = token;
      req.principal = (await resolve(token)) ?? undefined;
    }
    next();
  };
}

/** 401 without a valid session; 403 (with `forbiddenMessage` if given) when its role is not `role`. */
export function requireRole(role?: UserType, forbiddenMessage?: string): RequestHandler {
  return (req, _res, next) => {
    if (!req.principal) {
      throw new Unauthorized(req.bearerToken ? 'Your session has expired. Please log in again.' : 'Please log in to continue.');
    }
    if (role && req.principal.userType !== role) {
      throw new Forbidden(forbiddenMessage ?? (role === 'admin' ? 'Admin privileges are required for this action.' : 'This action is for players only.'));
    }
    next();
  };
}
