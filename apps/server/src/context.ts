import type { Locale, Role, TokenClaims } from '@vikariat/domain';
import type { Logger } from 'pino';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Realtime } from './realtime/realtime.ts';

/** Everything a route or service needs, created once at start (tests create their own). */
export interface AppDeps {
  env: Env;
  database: Database;
  log: Logger;
  mailer: Mailer;
  realtime: Realtime;
  /** The signing key for access tokens (from JWT_SECRET or generated into DATA_DIR). */
  jwtKey: Uint8Array;
  /** Injected so tests can move time (expiry, locks, throttling). */
  now: () => Date;
}

/** The caller, as the server knows it from a verified token and a live session. */
export interface AuthUser {
  id: string;
  sessionId: string;
  email: string;
  role: Role;
  roles: Role[];
  siteLang: 1 | 2;
  /** The schools this caller acts for: the own school, or every school of a leader over several. */
  schoolIds: string[];
}

/** What a sync pull also needs to know of the caller's account: it decides the reader's view of the jobs. */
export interface AccountFacts {
  /** the profile's region codes (municipalities) */
  regions: string[];
  blockedSchoolIds: string[];
  /** the schools that blocked the substitute (`school_blocked`): their open jobs leave the view (never told) */
  blockedBySchoolIds: string[];
  /** when anything deciding the person's jobs view last changed (the view epoch, migration 0040); null: never */
  viewChangedAt?: string | null;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    log: Logger;
    locale: Locale;
    user: AuthUser;
    /** set by requireToken (before the route has checked the session) */
    claims: TokenClaims;
  };
}
