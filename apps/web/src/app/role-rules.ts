import { isLeaderRole, type Role } from '@vikariat/domain';

/** Where a signed-in role lands (spec 01 §4: /jobs/overview; spec 02 §2: a substitute goes on to /jobs/all). */
export const homeOf = (role: Role): string => {
  if (role === 'user') return '/jobs/all';
  if (role === 'admin') return '/admin/schools';
  return '/jobs/overview';
};

const startsWithSegment = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The client-side role guards of spec 02 §2 ("route guards are client redirects only"). Returns where to send the
 * user, or null to stay. The server enforces permissions on every call regardless.
 */
export function redirectFor(pathname: string, role: Role, options: { mobile: boolean }): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const isUser = role === 'user';
  const isAdmin = role === 'admin';
  const leader = isLeaderRole(role);

  if (path === '/' || path === '/dashboard' || path === '/login') return homeOf(role);
  if (startsWithSegment(path, '/admin')) return isAdmin ? null : '/';

  switch (path) {
    case '/jobs/overview':
      return isUser || isAdmin ? homeOf(role) : null;
    case '/jobs':
      if (isUser) return '/profile';
      if (isAdmin) return homeOf(role);
      return options.mobile ? '/jobs/overview' : null;
    case '/jobs/all':
    case '/jobs/personal':
    case '/jobs/hidden':
    case '/jobs/mywork':
    case '/availability':
      return isUser ? null : homeOf(role);
    case '/jobs/new':
      return isUser || isAdmin ? '/' : null;
    case '/teachers':
      if (leader) return null;
      return isUser ? '/profile' : '/';
    case '/teachers/create':
      return leader ? null : '/';
    case '/feedback':
      return isAdmin ? homeOf(role) : null;
    case '/code/creation':
    case '/principal/settings':
    case '/hours':
      return leader ? null : '/profile';
    default:
      break;
  }
  if (startsWithSegment(path, '/specific')) return isUser ? null : homeOf(role);
  if (startsWithSegment(path, '/manage')) return isUser || isAdmin ? '/' : null;
  if (startsWithSegment(path, '/profile') && path !== '/profile') return isUser || isAdmin ? '/profile' : null;
  return null;
}
