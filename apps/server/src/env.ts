import { DEFAULT_PUSH_SERVICE_HOSTS } from '@vikariat/domain';
import { z } from 'zod';

/**
 * The server's whole configuration, parsed once at start. Nothing else reads process.env: a bad value stops the
 * server with one line per wrong variable, before anything listens.
 */
const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ message: 'PORT must be a number' }).int().min(0).max(65535).default(8080),
  PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be an absolute URL such as https://vikariat.example' }).optional(),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for the embedded database)')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./.data'),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Vikariat <no-reply@vikariat.local>'),
  JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: z.string().default('mailto:support@vikariat.local'),
  /**
   * The push services a browser's subscription may point at, comma-separated (a host, or `*.` and a domain); default
   * the browsers' own (domain DEFAULT_PUSH_SERVICE_HOSTS). Nothing else is ever sent a push.
   */
  PUSH_SERVICE_HOSTS: optionalString,
  SUPPORT_EMAIL: z.email({ message: 'SUPPORT_EMAIL must be an e-mail address' }).default('support@vikariat.local'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Seed demo accounts and jobs into an empty database (default: on for the embedded database). */
  DEMO: optionalString.pipe(z.enum(['0', '1', 'true', 'false']).optional()),
  /** OpenID Connect issuer used for identity verification (a Finnish strong-identification broker). */
  OIDC_ISSUER: optionalString.pipe(z.url({ message: 'OIDC_ISSUER must be a URL' }).optional()),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  /** Where the built web app lives (default apps/web/dist). */
  WEB_DIST: optionalString,
  /**
   * The load balancers in front of this server, comma-separated addresses as the socket reports them (e.g.
   * `127.0.0.1,::ffff:10.0.0.5`). Only a request from one of them has its X-Forwarded-For read for the client's
   * address (the throttles count per client); anyone else could send that header. Empty: the socket's address.
   */
  TRUSTED_PROXIES: optionalString,
  /** This node's name when several run behind a balancer (`npm run cluster`): sent as X-Vikariat-Node, holds leases. */
  NODE_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'NODE_ID must be 1-64 letters, digits, . : _ or -')
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema> & {
  publicUrl: string;
  /** PUSH_SERVICE_HOSTS as a list */
  pushServiceHosts: readonly string[];
  /** TRUSTED_PROXIES as a list */
  trustedProxies: readonly string[];
  demo: boolean;
  jwtSecret?: string;
  /** the OIDC_* variables point at demo mode's local identification provider (apps/server/src/demo/demo-identity.ts) */
  identityDemo?: boolean;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the given environment (process.env at start, a plain object in tests). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // the operator reads these, so zod's English messages rather than the product's sv|fi ones
  const parsed = envSchema.safeParse(source, { error: z.locales.en().localeError });
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`));
  }
  const env = parsed.data;
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    throw new EnvError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together']);
  }
  if (env.NODE_ENV === 'production' && env.DATABASE_URL !== undefined && env.JWT_SECRET === undefined) {
    throw new EnvError(['JWT_SECRET: required in production with a Postgres server (several nodes must share it)']);
  }
  const demo = env.DEMO === undefined ? env.DATABASE_URL === undefined : env.DEMO === '1' || env.DEMO === 'true';
  const pushServiceHosts = listOf(env.PUSH_SERVICE_HOSTS) ?? DEFAULT_PUSH_SERVICE_HOSTS;
  const trustedProxies = listOf(env.TRUSTED_PROXIES) ?? [];
  return { ...env, publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''), demo, pushServiceHosts, trustedProxies };
}

/** A comma-separated variable as its trimmed, non-empty items; undefined when unset. */
const listOf = (value: string | undefined): string[] | undefined =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The one place that reads process.env. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
