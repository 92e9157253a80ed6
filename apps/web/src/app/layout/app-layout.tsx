import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSignOut } from '../../lib/use-sign-out.ts';
import { redirectFor } from '../role-rules.ts';
import { layoutExtras } from '../layout-extras.ts';
import { navBadgeFeeders } from '../nav-badge-feeders.ts';
import { OVERLAY_SIDEBAR_QUERY, useIsMobile, useMediaQuery, WIDE_QUERY } from '../../lib/use-media-query.ts';
import { useSession } from '../../lib/use-session.ts';
import { BottomBar } from './bottom-bar.tsx';
import { MorePages } from './more-pages.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import './app-layout.css';

/** The signed-in frame: top bar, sidebar (desktop) or bottom bar (≤ 600 px), and the role guards. */
export function AppLayout() {
  const { t } = useLingui();
  const user = useSession();
  const location = useLocation();
  const signOut = useSignOut();
  const mobile = useIsMobile();
  const wide = useMediaQuery(WIDE_QUERY);
  // Open by default above 1450 px; the user's toggle holds until the width crosses that breakpoint again
  // (adjusted while rendering, React's pattern for state that follows a changing input).
  const [sidebar, setSidebar] = useState({ wide, open: wide, path: location.pathname });
  if (sidebar.wide !== wide) setSidebar({ wide, open: wide, path: location.pathname });
  // at 1145 px or less the opened sidebar lies over the content: going somewhere closes it
  const overlay = useMediaQuery(OVERLAY_SIDEBAR_QUERY) && !mobile;
  if (sidebar.path !== location.pathname) setSidebar((s) => ({ ...s, path: location.pathname, open: overlay ? false : s.open }));
  const sidebarOpen = sidebar.open;
  const setSidebarOpen = (update: (open: boolean) => boolean) => setSidebar((s) => ({ ...s, open: update(s.open) }));
  const overlayOpen = overlay && sidebarOpen;
  useEffect(() => {
    if (!overlayOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebar((s) => ({ ...s, open: false }));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [overlayOpen]);

  if (!user) return <Navigate to="/login" replace />;
  const target = redirectFor(location.pathname, user.typeOfUser, { mobile });
  if (target && target !== location.pathname) return <Navigate to={target} replace />;

  const handleSignOut = () => void signOut();

  return (
    <div className="app-frame" data-mobile={mobile} data-sidebar-open={!mobile && sidebarOpen} data-sidebar-overlay={overlay}>
      <a className="skip-link" href="#main">
        {t`Hoppa till innehållet`}
      </a>
      <TopBar user={user} mobile={mobile} sidebarOpen={sidebarOpen} onToggleSidebar={() => setSidebarOpen((v) => !v)} onSignOut={handleSignOut} />
      <div className="app-body">
        {mobile ? null : <Sidebar role={user.typeOfUser} open={sidebarOpen} onSignOut={handleSignOut} />}
        {/* a click beside the laid-over sidebar closes it (the toggle and Escape do too) */}
        {overlayOpen ? <div className="sidebar-backdrop" aria-hidden="true" onClick={() => setSidebarOpen(() => false)} /> : null}
        <main id="main" className="app-main" tabIndex={-1}>
          {mobile && location.pathname === '/settings' && location.search === '' ? <MorePages role={user.typeOfUser} /> : null}
          <Outlet />
        </main>
      </div>
      {mobile ? <BottomBar role={user.typeOfUser} profileIncomplete={user.typeOfUser === 'user' && !user.hasEdited && !user.identityVerified} /> : null}
      <Suspense fallback={null}>
        {[...navBadgeFeeders, ...layoutExtras].map((Extra, index) => (
          <Extra key={index} />
        ))}
      </Suspense>
    </div>
  );
}
