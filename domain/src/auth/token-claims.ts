import { z } from 'zod';
import { text } from '../validation/safe-text.ts';
import { ROLES } from './roles.ts';

/**
 * What the access token carries: exactly what the client shows (spec 01 §4: the token is decoded as the
 * current user). The server never trusts these fields beyond the signature; it re-reads the session.
 */
export const tokenClaimsSchema = z.object({
  sub: text().uuid(),
  sid: text().uuid(),
  email: text(),
  firstName: text(),
  lastName: text(),
  typeOfUser: z.enum(ROLES),
  roles: z.array(z.enum(ROLES)),
  siteLang: z.union([z.literal(1), z.literal(2)]),
  identityVerified: z.boolean(),
  hasEdited: z.boolean(),
  image: text().nullable(),
  school: z.object({ id: text().uuid(), name: text() }).nullable(),
  moreSchools: z.boolean(),
  exp: z.number(),
  iat: z.number(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;
