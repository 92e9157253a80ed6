import { addTempSchema, todayInFinland, TYPE_OF_TEMP_OTHER, type Locale, type NoticePayload } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { parseOrThrow } from '../../http/validate.ts';
import { addTemp } from '../jobs/create-job.ts';
import { adminSchoolId } from './admin-schools.ts';

/**
 * POST /api/admin/notices: a Tips/Update notice is a job of the Admin school (spec 02 §1). Posted through the
 * jobs area's own addTemp, so notices follow the same rules, storage and realtime events as every job.
 */
export async function postNotice(deps: AppDeps, admin: AuthUser, notice: NoticePayload, locale: Locale): Promise<string> {
  const schoolId = await adminSchoolId(deps);
  const today = todayInFinland(deps.now());
  const payload = parseOrThrow(
    addTempSchema(today),
    {
      school: schoolId,
      startDate: notice.startDate,
      endDate: notice.endDate,
      startTime: '00:00',
      endTime: '23:55',
      typeOfTemp: TYPE_OF_TEMP_OTHER,
      otherTxt: notice.fromAdminType,
      additionalInfo: notice.additionalInfo,
      fromAdminType: notice.fromAdminType,
    },
    locale,
  );
  // an admin acts for the Admin school only
  return addTemp(deps, { ...admin, schoolIds: [schoolId] }, payload, locale);
}
