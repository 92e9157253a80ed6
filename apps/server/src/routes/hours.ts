import {
  hoursApproveSchema,
  hoursCorrectSchema,
  hoursJobSettingsSchema,
  hoursSettingsReadSchema,
  hoursSettingsSaveSchema,
  hoursMonthSchema,
  hoursNoShowSchema,
  myWorkSchema,
  payrollExportSchema,
  payrollFileName,
  payrollCsv,
  todayInFinland,
} from '@vikariat/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { auditedRead, bodyDetail } from '../http/audited-read.ts';
import { jobGuard } from '../http/job-guard.ts';
import { readBody } from '../http/validate.ts';
import { approveHours, correctHours, markNoShow } from '../services/jobs/hours-review.ts';
import { monthChanges, monthRows, ownRows, payrollSchools, payrollWorkbook, schoolsMissingDays } from '../services/export/payroll.ts';
import { myWork } from '../services/export/my-work.ts';
import { jobHoursSettings, readHoursSettings, saveHoursSettings } from '../services/jobs/hours-settings.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const file = (body: Uint8Array | string, type: string, name: string) =>
  new Response(body, { headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` } });

// whose hours an admin read: the school and month named in the body (admins always name the school)
const schoolMonth = bodyDetail(hoursMonthSchema, (p) => ({ school: p.schoolId, month: p.month }));
const schoolMonthFormat = bodyDetail(payrollExportSchema, (p) => ({ school: p.schoolId, month: p.month, format: p.format }));

/** Hours for payroll (issue 24, decision 030): the school's review, the month and its export, the substitute's "My work". */
export const hoursRoutes = new Hono<AppEnv>()
  .post('/principals/hours/approve', jobGuard('POST /api/principals/hours/approve'), async (c) => {
    const payload = await readBody(c, hoursApproveSchema);
    return c.json({ success: true, ...(await approveHours(c.var.deps, c.var.user, payload, c.var.locale)) });
  })
  .post('/principals/hours/correct', jobGuard('POST /api/principals/hours/correct'), async (c) => {
    const payload = await readBody(c, hoursCorrectSchema);
    return c.json({ success: true, entry: await correctHours(c.var.deps, c.var.user, payload, c.var.locale) });
  })
  .post('/principals/hours/noshow', jobGuard('POST /api/principals/hours/noshow'), async (c) => {
    const payload = await readBody(c, hoursNoShowSchema);
    return c.json({ success: true, entry: await markNoShow(c.var.deps, c.var.user, payload, c.var.locale) });
  })
  // an admin reads a school's month (its people's hours): each read is audited
  .post('/principals/hours/month', jobGuard('POST /api/principals/hours/month'), auditedRead('hours', undefined, schoolMonth), async (c) => {
    const { month, schoolId } = await readBody(c, hoursMonthSchema);
    const { deps, user, locale } = c.var;
    const schools = payrollSchools(user, schoolId, locale);
    const db = deps.database.db;
    return c.json({
      rows: await monthRows(db, schools, month),
      missing: await schoolsMissingDays(db, schools, month, deps.now()),
      changes: await monthChanges(db, schools, month),
    });
  })
  .post('/principals/payroll/export', jobGuard('POST /api/principals/payroll/export'), auditedRead('payroll-export', undefined, schoolMonthFormat), async (c) => {
    const { month, schoolId, format } = await readBody(c, payrollExportSchema);
    const { deps, user, locale } = c.var;
    const rows = await monthRows(deps.database.db, payrollSchools(user, schoolId, locale), month);
    const name = payrollFileName(month, format, locale);
    if (format === 'csv') return file(payrollCsv(rows, locale), 'text/csv; charset=utf-8', name);
    return file(await payrollWorkbook(rows, locale, month), XLSX, name);
  })
  .post('/principals/hours/settings', jobGuard('POST /api/principals/hours/settings'), async (c) => {
    const { schoolId } = await readBody(c, hoursSettingsReadSchema);
    return c.json({ schools: await readHoursSettings(c.var.deps, c.var.user, schoolId) });
  })
  .post('/principals/hours/settings/save', jobGuard('POST /api/principals/hours/settings/save'), async (c) => {
    const payload = await readBody(c, hoursSettingsSaveSchema);
    return c.json({ success: true, school: await saveHoursSettings(c.var.deps, c.var.user, payload) });
  })
  .post('/users/hours/settings', jobGuard('POST /api/users/hours/settings'), async (c) => {
    const { jobId } = await readBody(c, hoursJobSettingsSchema);
    return c.json(await jobHoursSettings(c.var.deps, c.var.user, jobId));
  })
  .post('/users/hours/mywork', jobGuard('POST /api/users/hours/mywork'), async (c) => {
    const { year } = await readBody(c, myWorkSchema);
    return c.json(await myWork(c.var.deps, c.var.user.id, year));
  })
  .post('/users/hours/mywork/export', jobGuard('POST /api/users/hours/mywork/export'), async (c) => {
    const { deps, user, locale } = c.var;
    const { year = Number(todayInFinland(deps.now()).slice(0, 4)) } = await readBody(c, myWorkSchema);
    const rows = await ownRows(deps.database.db, user.id, year);
    return file(await payrollWorkbook(rows, locale, String(year)), XLSX, `${locale === 'sv' ? 'mitt-arbete' : 'tyoni'}-${year}.xlsx`);
  });
