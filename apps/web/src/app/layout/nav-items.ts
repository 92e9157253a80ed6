import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isLeaderRole, type Role } from '@vikariat/domain';
import type { IconName } from '../../components/ui/icon.tsx';
import type { NavBadgeKey, NavGateKey } from '../../lib/nav-badges.tsx';
import { homeOf } from '../role-rules.ts';

export interface NavItem {
  id: string;
  to: string;
  label: MessageDescriptor;
  icon: IconName;
  badge?: NavBadgeKey;
  /** Shown only once a feature opens this gate (the export link once an admin allows the school to export). */
  gate?: NavGateKey;
}

interface NavSection {
  id: string;
  /** A visible group heading (e.g. the development group); none for the main list. */
  heading?: MessageDescriptor;
  items: NavItem[];
}

const item = (id: string, to: string, label: MessageDescriptor, icon: IconName, badge?: NavBadgeKey): NavItem =>
  badge ? { id, to, label, icon, badge } : { id, to, label, icon };

const PROFILE = item('profile', '/profile', msg`Profil`, 'user');
const BOARD = item('board', '/jobs/overview', msg`Anslagstavlan`, 'board', 'applicants');
const JOBS = item('jobs', '/jobs', msg`Vikariat`, 'briefcase', 'jobs');
const CALENDAR = item('calendar', '/calendar', msg`Kalender`, 'calendar');
const SETTINGS = item('settings', '/settings', msg`Inställningar`, 'settings');
/** Private feedback after a job (issue 24), for both sides. */
const FEEDBACK = item('feedback', '/feedback', msg`Omdömen`, 'check');
/** 'Hem' goes straight to the role's landing screen ('/' would only redirect there). */
const home = (id: string, role: Role): NavItem => item(id, homeOf(role), msg`Hem`, 'home');
const EXPORT: NavItem = { ...item('export', '/export', msg`Statistikexport`, 'chart'), gate: 'exportAllowed' };

/**
 * The development group of spec 01 §2 / spec 02 §2, holding only what the role may do: 'Skapa kod' is a principal's
 * (teachers are sent away from /code/creation), and 'Skapa skola' has no screen in the spec for either role (schools
 * are created by an admin), so it is left out.
 */
const devGroup = (role: Role): NavSection => ({
  id: 'dev',
  heading: msg`Utveckling`,
  items: [
    home('dev-home', role),
    item('dev-profile', '/profile', msg`Profil`, 'user'),
    item('dev-new-job', '/jobs/new', msg`Skapa vikariat`, 'plus'),
    ...(isLeaderRole(role) ? [item('dev-code', '/code/creation', msg`Skapa kod`, 'key')] : []),
  ],
});

/** The side navigation per role (spec 01 §2, spec 02 §2). Logout is rendered by the sidebar below a separator. */
export function sidebarSections(role: Role): NavSection[] {
  switch (role) {
    case 'user':
      return [
        {
          id: 'main',
          items: [
            home('home', role),
            PROFILE,
            item('open-jobs', '/jobs/all', msg`Lediga vikariat`, 'briefcase', 'openJobs'),
            item('personal', '/jobs/personal', msg`Mina anmälningar`, 'check', 'chosenJobs'),
            item('availability', '/availability', msg({ message: 'Tillgänglighet', context: 'availability' }), 'calendar'),
            item('my-work', '/jobs/mywork', msg`Mitt arbete`, 'list'),
            FEEDBACK,
          ],
        },
        // secondary menus sit below a separator (spec 01 §2); settings on a desktop too
        { id: 'secondary', items: [SETTINGS] },
      ];
    case 'teacher':
      return [{ id: 'main', items: [BOARD, JOBS, CALENDAR, FEEDBACK, SETTINGS] }, devGroup(role)];
    case 'principal':
    case 'ledare':
      return [
        {
          id: 'main',
          items: [
            BOARD,
            JOBS,
            CALENDAR,
            item('teachers', '/teachers', msg`Lärare`, 'users'),
            item('reports', '/reports', msg`Rapporter`, 'chart'),
            item('hours', '/hours', msg`Arbetstimmar`, 'list'),
            FEEDBACK,
            EXPORT,
            item('principal-settings', '/principal/settings', msg`Inställningar`, 'settings'),
          ],
        },
        devGroup(role),
        // the spec's 'Inställningar' of a principal is the school's; the personal ones (notifications, support, ...)
        { id: 'secondary', items: [item('settings', '/settings', msg`Mina inställningar`, 'settings')] },
      ];
    case 'admin':
      return [
        {
          id: 'main',
          items: [
            item('admin-schools', '/admin/schools', msg`Skolor`, 'school'),
            item('admin-principals', '/admin/principals', msg`Rektorer`, 'users'),
            item('admin-notices', '/admin/notices', msg`Meddelanden`, 'bell'),
            item('admin-sync-log', '/admin/sync-log', msg`Synklogg`, 'log'),
            item('admin-mailbox', '/admin/mailbox', msg`E-postlåda`, 'mail'),
            item('admin-deliveries', '/admin/deliveries', msg`Leveranser`, 'send'),
            item('admin-cancellations', '/admin/cancellations', msg`Avbokningar`, 'calendar'),
            item('admin-fill-figures', '/admin/fill-figures', msg`Tillsättning`, 'chart'),
            item('admin-hours', '/admin/hours', msg`Arbetstimmar`, 'calendar'),
            item('admin-feedback', '/admin/feedback', msg`Omdömen`, 'chart'),
            item('admin-accessibility-feedback', '/admin/accessibility-feedback', msg`Tillgänglighetsrespons`, 'globe'),
            item('admin-audit-log', '/admin/audit-log', msg`Granskningslogg`, 'list'),
            item('admin-sso', '/admin/sso', msg`Organisationers inloggning`, 'users'),
          ],
        },
        { id: 'secondary', items: [SETTINGS] },
      ];
  }
}

interface BottomBarItems {
  items: NavItem[];
  /** The teacher/principal bar's centre create-job button. */
  centre?: NavItem;
}

const MORE = item('more', '/settings', msg`Mer`, 'more', 'moreAlert');

/** The mobile bar (≤ 600 px): the main destinations, a centre create button for school staff, and 'Mer'. */
export function bottomBarItems(role: Role): BottomBarItems {
  const newJob = item('new-job', '/jobs/new', msg`Skapa vikariat`, 'plus');
  switch (role) {
    case 'user':
      return {
        items: [
          item('open-jobs', '/jobs/all', msg`Lediga vikariat`, 'briefcase', 'openJobs'),
          // Context: a short Finnish label fits the phone bar ('Omat ilmoittautumiset' does not).
          item('personal', '/jobs/personal', msg({ message: 'Mina anmälningar', context: 'bottom-bar' }), 'check', 'chosenJobs'),
          // the availability calendar: 'Tillgänglighet' does not fit the phone bar
          item('availability', '/availability', msg`Kalender`, 'calendar'),
          PROFILE,
          MORE,
        ],
      };
    // no 'Vikariat' (/jobs) here: on a phone that list is the board (spec 02 §2 sends ≤ 600 px to /jobs/overview)
    case 'teacher':
      return { items: [BOARD, CALENDAR, PROFILE, MORE], centre: newJob };
    case 'principal':
    case 'ledare':
      return { items: [BOARD, CALENDAR, item('teachers', '/teachers', msg`Lärare`, 'users'), MORE], centre: newJob };
    case 'admin':
      return {
        items: [
          item('admin-schools', '/admin/schools', msg`Skolor`, 'school'),
          item('admin-notices', '/admin/notices', msg`Meddelanden`, 'bell'),
          item('admin-sync-log', '/admin/sync-log', msg`Synklogg`, 'log'),
          MORE,
        ],
      };
  }
}
