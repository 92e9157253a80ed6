import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { accessibilityRoutes } from './accessibility.ts';
import { adminRoutes } from './admin.ts';
import { personalDataRoutes } from './personal-data.ts';
import { auditLogRoutes } from './audit-log.ts';
import { calendarRoutes } from './calendar.ts';
import { codeRoutes } from './codes.ts';
import { dayCardRoutes } from './day-cards.ts';
import { hoursRoutes } from './hours.ts';
import { offerWaveRoutes } from './offer-waves.ts';
import { exportRoutes } from './export.ts';
import { feedbackRoutes } from './feedback.ts';
import { notificationRoutes } from './notifications.ts';
import { reportRoutes } from './reports.ts';
import { fillFigureRoutes } from './fill-figures.ts';
import { jobTimelineRoutes } from './job-timeline.ts';
import { settingsRoutes } from './settings.ts';
import { teacherRoutes } from './teachers.ts';
import { attachmentRoutes } from './attachments.ts';
import { healthRoutes } from './health.ts';
import { chooseRoutes } from './jobs-choose.ts';
import { schoolListRoutes } from './school-lists.ts';
import { schoolJobRoutes } from './jobs-school.ts';
import { sessionRoutes } from './session.ts';
import { accountAdminRoutes } from './account-admin.ts';
import { accountDeletionRoutes } from './account-deletion.ts';
import { activationRoutes } from './activation.ts';
import { identityRoutes } from './identity.ts';
import { ssoRoutes } from './sso.ts';
import { passwordRoutes } from './password-reset.ts';
import { pictureRoutes } from './pictures.ts';
import { profileDocumentRoutes } from './profile-documents.ts';
import { profileRoutes } from './profile.ts';
import { registrationRoutes } from './registration.ts';
import { userAgreementRoutes } from './user-agreement.ts';
import { siteLangRoutes } from './site-lang.ts';
import { substituteJobRoutes } from './substitute-jobs.ts';
import { syncLogRoutes, syncRoutes } from './sync.ts';

/**
 * Every API area, mounted under /api. One file per area; add yours with one line here.
 */
export const apiRoutes = new Hono<AppEnv>()
  .route('/', healthRoutes)
  .route('/', sessionRoutes)
  .route('/', registrationRoutes)
  .route('/', activationRoutes)
  .route('/', passwordRoutes)
  .route('/', profileRoutes)
  .route('/', pictureRoutes)
  .route('/', profileDocumentRoutes)
  .route('/', accountDeletionRoutes)
  .route('/', identityRoutes)
  .route('/', ssoRoutes)
  .route('/', userAgreementRoutes)
  .route('/', accountAdminRoutes)
  .route('/', schoolJobRoutes)
  .route('/', chooseRoutes)
  .route('/', schoolListRoutes)
  .route('/', dayCardRoutes)
  .route('/', hoursRoutes)
  .route('/', offerWaveRoutes)
  .route('/', substituteJobRoutes)
  .route('/', attachmentRoutes)
  .route('/', siteLangRoutes)
  .route('/', syncRoutes)
  .route('/', syncLogRoutes)
  .route('/', teacherRoutes)
  .route('/', codeRoutes)
  .route('/', settingsRoutes)
  .route('/', notificationRoutes)
  .route('/', exportRoutes)
  .route('/', calendarRoutes)
  .route('/', reportRoutes)
  .route('/', adminRoutes)
  .route('/', fillFigureRoutes)
  .route('/', jobTimelineRoutes)
  .route('/', accessibilityRoutes)
  .route('/', personalDataRoutes)
  .route('/', auditLogRoutes)
  .route('/', feedbackRoutes);
