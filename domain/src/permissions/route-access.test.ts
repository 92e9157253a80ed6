import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../auth/roles.ts';
import { ALL_ROUTE_ACCESS, ROUTE_ACCESS_AREAS, accessFor } from './route-access-registry.ts';
import { decideAccess, type AccessActor, type AccessDecision, type RouteAccess, type AccessSubject } from './route-access.ts';

/**
 * The route × role matrix, permission half: for every registered route, which role may call it about its own or
 * another user and its own or another school. The data half — whose data a route hands out when a body, a path or a
 * query names a person — needs the real routes on a real database, so it lives with the server:
 * apps/server/test/privacy/whose-data.pg.test.ts calls every mounted route as every role with every person field of
 * this package's payload schemas naming each kind of person (a new route or field is covered by itself).
 */
const OWN_SCHOOL = 'school-own';
const OTHER_SCHOOL = 'school-other';
const ME = 'me';

interface Case {
  actor: AccessActor | null;
  subject: AccessSubject;
  ownUser: boolean;
  ownSchool: boolean;
  label: string;
}

/** Every role (and nobody) × own/other user (the other being a substitute or a teacher) × own/other school. */
function cases(): Case[] {
  const out: Case[] = [];
  const actors: (AccessActor | null)[] = [null, ...ROLES.map((role) => ({ id: ME, role, schoolIds: [OWN_SCHOOL] }))];
  for (const actor of actors) {
    for (const ownUser of [true, false]) {
      for (const otherRole of ['user', 'teacher'] as Role[]) {
        for (const ownSchool of [true, false]) {
          const subject: AccessSubject = {
            userId: ownUser ? ME : 'someone-else',
            userRole: ownUser ? (actor?.role ?? 'user') : otherRole,
            schoolId: ownSchool ? OWN_SCHOOL : OTHER_SCHOOL,
          };
          const label = `${actor?.role ?? 'anonymous'} / ${ownUser ? 'own' : `other ${otherRole}`} / ${ownSchool ? 'own' : 'other'} school`;
          out.push({ actor, subject, ownUser, ownSchool, label });
        }
      }
    }
  }
  return out;
}

/** The expected answer, written from the scope's meaning (not from decideAccess's code). */
function expected(p: RouteAccess, c: Case): AccessDecision {
  if (p.scope === 'public') return 'allow';
  if (c.actor === null) return 'unauthenticated';
  const roleOk = p.roles === 'anyone' || p.roles.includes(c.actor.role);
  if (!roleOk) return 'forbidden';
  const schoolRole = c.actor.role === 'teacher' || c.actor.role === 'principal' || c.actor.role === 'ledare';
  const table: Record<RouteAccess['scope'], boolean> = {
    public: true,
    signedIn: true,
    self: c.ownUser,
    selfOrSubstitute: c.ownUser || (schoolRole && c.subject.userRole === 'user'),
    school: c.ownSchool,
  };
  return table[p.scope] ? 'allow' : 'forbidden';
}

describe('route permission matrix', () => {
  it('has one entry per route', () => {
    const routes = ALL_ROUTE_ACCESS.map((p) => p.route);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(route).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \/api\//);
  });

  for (const [area, permissions] of Object.entries(ROUTE_ACCESS_AREAS)) {
    describe(area, () => {
      for (const permission of permissions) {
        it(`${permission.route}: every role × own/other user × own/other school`, () => {
          for (const c of cases()) {
            expect(decideAccess(permission, c.actor, c.subject), `${permission.route} as ${c.label}`).toBe(expected(permission, c));
          }
        });
      }
    });
  }
});

describe('account rules that matter most', () => {
  const actor = (role: Role): AccessActor => ({ id: ME, role, schoolIds: [OWN_SCHOOL] });
  const substitute: AccessSubject = { userId: 'sub', userRole: 'user' };
  const teacher: AccessSubject = { userId: 'teach', userRole: 'teacher' };

  it('a principal or teacher reads a substitute profile; a substitute only their own', () => {
    const p = accessFor('POST /api/users/get/user');
    expect(decideAccess(p, actor('principal'), substitute)).toBe('allow');
    expect(decideAccess(p, actor('teacher'), substitute)).toBe('allow');
    expect(decideAccess(p, actor('user'), substitute)).toBe('forbidden');
    expect(decideAccess(p, actor('user'), { userId: ME, userRole: 'user' })).toBe('allow');
    expect(decideAccess(p, actor('principal'), teacher)).toBe('forbidden');
  });

  it('nobody deletes, switches or edits another account', () => {
    for (const route of ['POST /api/users/delete/account', 'POST /api/shared/change/type', 'POST /api/shared/saveprofile']) {
      for (const role of ['user', 'teacher', 'principal', 'ledare'] as Role[]) {
        expect(decideAccess(accessFor(route), actor(role), substitute), `${route} ${role}`).toBe('forbidden');
      }
    }
  });

  it('only admins approve principals and unlock accounts', () => {
    for (const route of ['POST /api/admin/principals/:id/approve', 'POST /api/admin/accounts/:id/unlock']) {
      expect(decideAccess(accessFor(route), actor('admin'))).toBe('allow');
      for (const role of ['user', 'teacher', 'principal', 'ledare'] as Role[]) {
        expect(decideAccess(accessFor(route), actor(role))).toBe('forbidden');
      }
      expect(decideAccess(accessFor(route), null)).toBe('unauthenticated');
    }
  });

  it('throws for an unregistered route', () => {
    expect(() => accessFor('GET /api/nowhere')).toThrow();
  });
});
