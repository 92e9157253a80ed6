/** Business constants of spec 01 §9 and spec 02 §9, in one place. */

export const VERSION_LABEL = 'v1.9.2';

/** Accounts. */
export const MIN_AGE_YEARS = 18;
export const BIRTH_YEAR_MIN = 1900;
export const BIRTH_YEAR_MAX = 2099;
export const MIN_PASSWORD_LENGTH = 10;
/** How many of the most common passwords are refused. */
export const COMMON_PASSWORDS_REFUSED = 10_000;
/** Generated initial teacher password (spec 02 "Add teacher"): 10 characters with digits. */
export const GENERATED_TEACHER_PASSWORD_LENGTH = 10;
export const UNCONFIRMED_ACCOUNT_LOCK_HOURS = 24;

/** Jobs. */
export const MIN_GAP_BETWEEN_CHOSEN_JOBS_MINUTES = 2 * 60;
export const DEFAULT_JOB_START_TIME = '08:00';
export const DEFAULT_JOB_END_TIME = '15:30';
export const JOB_TIME_STEP_MINUTES = 5;
export const JOB_DELETED_HOURS_AFTER_END = 24;
/** A booking cancelled less than this before the job starts is a late cancellation (counted on the substitute's record). */
export const LATE_CANCELLATION_HOURS = 24;
/** The longest reason a cancellation may give. */
export const CANCELLATION_REASON_MAX_LENGTH = 500;
/** Attachments over this size get the warning '*Filen är för stor(max 1mb)'; they are not refused. */
export const ATTACHMENT_WARNING_BYTES = 1024 * 1024;
/** Stored attachment names carry a 32-character unique prefix that is not shown. */
export const ATTACHMENT_NAME_PREFIX_LENGTH = 32;
/** Police-record extract should be at most this old (privacy notice). */
export const POLICE_RECORD_MAX_AGE_MONTHS = 6;

/** UI timings, in milliseconds. */
export const TIMINGS_MS = {
  toast: 5_000,
  alert: 5_000,
  redirectAfterRegistration: 3_000,
  redirectAfterResetRequest: 3_000,
  redirectAfterEmailConfirm: 5_000,
  redirectAfterFailedChoose: 20_000,
  reloadAfterSchoolSettingsSave: 2_000,
  iosHint: 10_000,
  loginInfoAfterRegistration: 6_000,
  tooltipShow: 250,
  tooltipHide: 400,
} as const;

/** Layout breakpoints in px. */
export const BREAKPOINTS_PX = { mobile: 600, narrowList: 768, sidebarOpen: 1450 } as const;

/** Crop of profile pictures: square, starting at 90 % width. */
export const PROFILE_PICTURE_CROP = { aspect: 1, initialWidthPercent: 90 } as const;

/**
 * The longest a job may run, first day to last (a school year's leave covered by one substitute fits). A job's days
 * are walked one by one (hours, offers, the calendar): an end in year 9999 made one job millions of days long.
 */
export const MAX_JOB_DAYS = 366;

/**
 * How far ahead a job may start: a school plans the next school year, not the year 9999 (an attacker's job dated then
 * sat in every substitute's feed). Held on posting and when an edit moves the start.
 */
export const MAX_JOB_LEAD_DAYS = 731;
