import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_PERMISSIONS } from '@vikariat/domain';
import { queryRows } from '../db/query.ts';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';
import { applyDirect, createJob, createSubstitute, eventsDuring, TODAY } from '../../test/jobs/fixtures.ts';

const ctx = useJobsTestApp();
const { post } = ctx;
const job = { startDate: TODAY, startTime: '08:00', endTime: '15:30', typeOfTemp: 1, subjects: ['Matematik'] };
const jobRow = async (id: string) =>
  (await queryRows<Record<string, unknown>>(ctx.t.deps.database.db, sql`SELECT *, start_date::text AS sd, end_date::text AS ed FROM jobs WHERE id = ${id}`))[0];

describe('POST /api/teachers/addtemp', () => {
  it('creates a job for the caller’s school: end date defaults, expire in Helsinki time, region = municipality', async () => {
    const res = await post('/api/teachers/addtemp', ctx.w.principalA.token, { ...job, reason: 'Sjuk', typeOfTemp: { val: 2 } });
    expect(res.status).toBe(200);
    const row = await jobRow(res.body['id'] as string);
    expect(row).toMatchObject({ school_id: ctx.w.schoolA, owner_id: ctx.w.principalA.id, sd: TODAY, ed: TODAY, type_of_temp: 2, region: ['091'], reason: 'Sjuk' });
    expect(new Date(row?.['expire'] as string).toISOString()).toBe('2030-03-04T13:30:00.000Z');
    // grades come from the principal when none are picked
    expect(row?.['grades']).toEqual(['1', '2']);
  });

  it('answers field errors under the spec names, in the caller’s language, and creates nothing', async () => {
    const before = await queryRows(ctx.t.deps.database.db, sql`SELECT id FROM jobs`);
    const res = await post('/api/teachers/addtemp', ctx.w.principalA.token, { ...job, startDate: '2030-03-03', endTime: '07:00', typeOfTemp: 17 });
    expect(res.status).toBe(400);
    expect(res.body['code']).toBe('validation');
    expect(res.body['fields']).toMatchObject({
      startDate: 'Startdatumet kan inte vara i det förflutna.',
      endTime: 'Sluttiden måste vara senare än starttiden.',
      otherTxt: 'Beskriv typen av vikariat.',
    });
    const fi = await post('/api/teachers/addtemp', (await createAccount(ctx.t.deps, { role: 'teacher', schoolId: ctx.w.schoolA, siteLang: 1 })).token, {
      ...job,
      typeOfTemp: undefined,
    });
    expect((fi.body['fields'] as Record<string, string>)['typeOfTemp']).toBe('Valitse sijaisuuden tyyppi.');
    expect(await queryRows(ctx.t.deps.database.db, sql`SELECT id FROM jobs`)).toHaveLength(before.length);
  });

  it('a new job is announced at commit by the database to its school and region; a notice to everyone; nothing by name', async () => {
    const job1 = await eventsDuring(ctx.t.deps, () => post('/api/teachers/addtemp', ctx.w.principalA.token, job));
    expect(job1).toContainEqual({ topics: [`school:${ctx.w.schoolA}`, 'region:091'] });
    const notice = await eventsDuring(ctx.t.deps, () => post('/api/teachers/addtemp', ctx.w.adminUser.token, job));
    expect(notice).toContainEqual({ topics: ['all'] });
    expect([...job1, ...notice].filter((event) => event.name !== undefined)).toEqual([]);
  });

  it('refuses without a token (401), for a substitute (403) and for another school (403)', async () => {
    expect((await post('/api/teachers/addtemp', undefined, job)).status).toBe(401);
    expect((await post('/api/teachers/addtemp', ctx.w.sub.token, job)).status).toBe(403);
    expect((await post('/api/teachers/addtemp', ctx.w.principalA.token, { ...job, school: ctx.w.schoolB })).status).toBe(403);
  });

  it('lets a leader post for either of their schools but asks which one', async () => {
    const missing = await post('/api/teachers/addtemp', ctx.w.leader.token, job);
    expect(missing.status).toBe(400);
    expect(missing.body['fields']).toHaveProperty('school');
    const ok = await post('/api/teachers/addtemp', ctx.w.leader.token, { ...job, school: ctx.w.schoolB });
    expect(ok.status).toBe(200);
    expect(await jobRow(ok.body['id'] as string)).toMatchObject({ school_id: ctx.w.schoolB, region: ['049'] });
  });

  it('keeps the reason for principals: a teacher sending one is refused', async () => {
    const res = await post('/api/teachers/addtemp', ctx.w.teacherA.token, { ...job, reason: 'x' });
    expect(res.status).toBe(400);
    expect(res.body['fields']).toHaveProperty('reason');
  });

  it('posts on behalf of a teacher of the same school (owner and grades from the teacher), never of another school', async () => {
    const res = await post('/api/teachers/addtemp', ctx.w.principalA.token, { ...job, regarding: ctx.w.teacherA.id });
    expect(res.status).toBe(200);
    expect(await jobRow(res.body['id'] as string)).toMatchObject({ owner_id: ctx.w.teacherA.id, regarding: 'Lars Lindqvist', grades: ['4', '5'] });
    const other = await createAccount(ctx.t.deps, { role: 'teacher', schoolId: ctx.w.schoolB });
    const refused = await post('/api/teachers/addtemp', ctx.w.principalA.token, { ...job, regarding: other.id });
    expect(refused.status).toBe(400);
    expect(refused.body['fields']).toHaveProperty('regarding');
  });

  it('names whom the job replaces (spec 02 `replaced`): the teacher it is for, never a principal posting for themselves', async () => {
    const forTeacher = (await post('/api/teachers/addtemp', ctx.w.principalA.token, { ...job, regarding: ctx.w.teacherA.id })).body['id'];
    const teachersOwn = (await post('/api/teachers/addtemp', ctx.w.teacherA.token, job)).body['id'];
    const principalsOwn = (await post('/api/teachers/addtemp', ctx.w.principalA.token, job)).body['id'];
    const replaced = async (id: unknown) =>
      ((await post('/api/teachers/getspecific', ctx.w.principalA.token, { id })).body['job'] as Record<string, unknown>)['replaced'];
    expect(await replaced(forTeacher)).toEqual({ firstName: 'Lars', lastName: 'Lindqvist' });
    expect(await replaced(teachersOwn)).toEqual({ firstName: 'Lars', lastName: 'Lindqvist' });
    expect(await replaced(principalsOwn)).toBeNull();
    const board = (await post('/api/principals/temps/v2', ctx.w.principalA.token, {})).body['jobs'] as { _id: string; replaced: unknown }[];
    expect(board.find((j) => j._id === forTeacher)?.replaced).toEqual({ firstName: 'Lars', lastName: 'Lindqvist' });
  });

  it('lets an admin post a Tips notice to the Admin school only; Update is refused', async () => {
    const tips = await post('/api/teachers/addtemp', ctx.w.adminUser.token, { ...job, fromAdminType: 'Tips' });
    expect(tips.status).toBe(200);
    expect(await jobRow(tips.body['id'] as string)).toMatchObject({ from_admin_type: 'Tips', school_id: ctx.w.admin });
    const update = await post('/api/teachers/addtemp', ctx.w.adminUser.token, { ...job, fromAdminType: 'Update' });
    expect(update.status).toBe(400);
    expect(update.body['fields']).toHaveProperty('fromAdminType');
    expect((await post('/api/teachers/addtemp', ctx.w.adminUser.token, { ...job, school: ctx.w.schoolA })).status).toBe(403);
  });

  it('refuses attaching someone else’s upload', async () => {
    const res = await post('/api/teachers/addtemp', ctx.w.principalA.token, { ...job, files: ['0123456789abcdef0123456789abcdefplan.pdf'] });
    expect(res.status).toBe(400);
    expect(res.body['fields']).toHaveProperty('files');
  });
});

describe('POST /api/principals/sos', () => {
  it('posts an urgent job today from the defaults; teachers may not', async () => {
    const res = await post('/api/principals/sos', ctx.w.principalA.token, { email: ctx.w.principalA.email, start: '09:00', end: '12:00', info: 'Akut' });
    expect(res.status).toBe(200);
    expect(await jobRow(res.body['id'] as string)).toMatchObject({ sos: true, sd: TODAY, start_time: '09:00', additional_info: 'Akut' });
    expect((await post('/api/principals/sos', ctx.w.teacherA.token, { start: '09:00', end: '12:00' })).status).toBe(403);
    expect((await post('/api/principals/sos', ctx.w.principalA.token, { email: ctx.w.principalB.email, start: '09:00', end: '12:00' })).status).toBe(403);
    expect((await post('/api/principals/sos', ctx.w.principalA.token, { start: '12:00', end: '09:00' })).status).toBe(400);
  });

  it('refuses a start already past on the server’s clock (08:00 in Helsinki), beyond the minutes spent in the dialog', async () => {
    const count = async () => (await queryRows(ctx.t.deps.database.db, sql`SELECT 1 FROM jobs WHERE sos AND school_id = ${ctx.w.schoolA}`)).length;
    const before = await count();
    const past = await post('/api/principals/sos', ctx.w.principalA.token, { start: '07:40', end: '12:00', info: 'Sen' });
    expect(past).toMatchObject({ status: 400, body: { fields: { start: 'Starttiden har redan passerat. Välj en senare tid.' } } });
    expect(await count()).toBe(before);
    expect((await post('/api/principals/sos', ctx.w.principalA.token, { start: '07:45', end: '12:00', info: 'Nyss' })).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});

describe('editing and deleting', () => {
  it("tells a text too long its field's own limit, also past the shared 10,000-character cap, and changes nothing", async () => {
    const own = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ownerId: ctx.w.teacherA.id });
    const before = await jobRow(own);
    for (const length of [5_001, 12_000]) {
      const res = await post('/api/teachers/updatetemp', ctx.w.principalA.token, { ...job, id: own, additionalInfo: 'x'.repeat(length) });
      expect(res).toMatchObject({ status: 400, body: { fields: { additionalInfo: 'Högst 5000 tecken.' } } });
    }
    expect(await jobRow(own)).toEqual(before);
  });

  it('a teacher edits only their own jobs; a principal any job of the school; another school never (as an unknown job)', async () => {
    const own = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ownerId: ctx.w.teacherA.id, reason: 'Kurs' });
    const edit = { ...job, id: own, additionalInfo: 'Ny info', reason: '' };
    const unknown = await post('/api/teachers/updatetemp', ctx.w.principalB.token, { ...edit, id: '0190f1a2-0000-7000-8000-000000000000' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Vikariatet hittades inte.' } });
    expect(await post('/api/teachers/updatetemp', ctx.w.teacherA2.token, edit)).toEqual(unknown);
    expect(await post('/api/teachers/updatetemp', ctx.w.principalB.token, edit)).toEqual(unknown);
    expect((await post('/api/teachers/updatetemp', ctx.w.teacherA.token, edit)).status).toBe(200);
    // the teacher's edit keeps the principal's reason
    expect(await jobRow(own)).toMatchObject({ additional_info: 'Ny info', reason: 'Kurs' });
    expect((await post('/api/teachers/updatetemp', ctx.w.principalA.token, { ...edit, endTime: '08:00' })).status).toBe(400);
    expect((await post('/api/teachers/updatetemp', ctx.w.principalA.token, { ...edit, additionalInfo: 'Rektorns' })).status).toBe(200);
  });

  it('an edit keeps a start already past but moves none into the past (an SOS: not its time either)', async () => {
    const sos = await post('/api/principals/sos', ctx.w.principalA.token, { start: '18:00', end: '19:00', info: 'Akut' });
    const id = sos.body['id'] as string;
    const edit = { ...job, id, startDate: TODAY, startTime: '18:00', endTime: '19:00', typeOfTemp: 1 };
    const earlier = await post('/api/teachers/updatetemp', ctx.w.principalA.token, { ...edit, startTime: '07:00' });
    expect(earlier).toMatchObject({ status: 400, body: { fields: { startTime: 'Starttiden har redan passerat. Välj en senare tid.' } } });
    const finnish = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    const yesterday = await post('/api/teachers/updatetemp', finnish.token, { ...edit, startDate: '2030-03-03', endDate: '2030-03-03' });
    expect(yesterday).toMatchObject({ status: 400, body: { fields: { startDate: 'Alkamispäivä ei voi olla menneisyydessä.' } } });
    expect(await jobRow(id)).toMatchObject({ sd: TODAY, start_time: '18:00' });
    expect((await post('/api/teachers/updatetemp', ctx.w.principalA.token, { ...edit, startTime: '08:00', additionalInfo: 'Nu' })).status).toBe(200);
    // a job under way is corrected with its start as it was
    const running = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-01', endDate: '2030-03-08' });
    const fixed = await post('/api/teachers/updatetemp', ctx.w.principalA.token, {
      ...job,
      id: running,
      startDate: '2030-03-01',
      endDate: '2030-03-08',
      additionalInfo: 'Rättat',
    });
    expect(fixed.status).toBe(200);
  });

  it('refuses moving a chosen job within 2 hours of the substitute’s other chosen job', async () => {
    const sub = await createSubstitute(ctx.t.deps, ['091']);
    await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB, startDate: '2030-03-20', startTime: '08:00', endTime: '10:00', chosenId: sub.id });
    const id = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, startDate: '2030-03-20', startTime: '13:00', endTime: '15:00', chosenId: sub.id });
    const edit = { ...job, id, startDate: '2030-03-20', startTime: '11:00', endTime: '15:00' };
    const res = await post('/api/teachers/updatetemp', ctx.w.principalA.token, edit);
    expect(res.status).toBe(409);
    expect(res.body['code']).toBe('chosen_elsewhere');
    expect(await jobRow(id)).toMatchObject({ start_time: '13:00' });
    expect((await post('/api/teachers/updatetemp', ctx.w.principalA.token, { ...edit, startTime: '12:00' })).status).toBe(200);
  });

  it('deletes with a tombstone, by the school only', async () => {
    const id = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ownerId: ctx.w.teacherA.id });
    const unknown = await post('/api/teachers/deletetemp', ctx.w.principalB.token, { id: '0190f1a2-0000-7000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(await post('/api/teachers/deletetemp', ctx.w.principalB.token, { id })).toEqual(unknown);
    expect(await post('/api/teachers/deletetemp', ctx.w.teacherA2.token, { id })).toEqual(unknown);
    expect((await post('/api/teachers/deletetemp', ctx.w.sub.token, { id })).status).toBe(403);
    expect((await post('/api/teachers/deletetemp', ctx.w.principalA.token, { id: 'nope' })).status).toBe(400);
    expect((await post('/api/teachers/deletetemp', ctx.w.principalA.token, { id })).status).toBe(200);
    expect((await jobRow(id))?.['deleted_at']).not.toBeNull();
    expect((await post('/api/teachers/getspecific', ctx.w.principalA.token, { id })).status).toBe(404);
  });
});

describe('lists and applicants', () => {
  it('the board holds the school’s jobs with applicants and views; a teacher only their own, without the reason', async () => {
    const id = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA, ownerId: ctx.w.teacherA.id, reason: 'Hemlig' });
    const otherSchool = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB });
    await applyDirect(ctx.t.deps, id, ctx.w.sub.id);
    const board = await post('/api/principals/temps/v2', ctx.w.principalA.token, { email: ctx.w.principalA.email });
    expect(board.status).toBe(200);
    const jobs = board.body['jobs'] as { _id: string; applicants: string[]; reason: string }[];
    expect(jobs.find((j) => j._id === id)).toMatchObject({ applicants: [ctx.w.sub.email], reason: 'Hemlig' });
    expect(jobs.some((j) => j._id === otherSchool)).toBe(false);
    expect(board.body).toHaveProperty('preschool', false);
    const teacher = await post('/api/teachers/gettemp/v2', ctx.w.teacherA.token, {});
    const teacherJobs = teacher.body['jobs'] as { _id: string; reason: string; owner: string }[];
    expect(teacherJobs.every((j) => j.owner === ctx.w.teacherA.email)).toBe(true);
    expect(teacherJobs.find((j) => j._id === id)?.reason).toBe('');
    expect((await post('/api/principals/temps/v2', ctx.w.teacherA.token, {})).status).toBe(403);
    expect((await post('/api/principals/temps/v2', ctx.w.principalA.token, { email: ctx.w.principalB.email })).status).toBe(403);
    expect((await post('/api/teachers/gettemp', ctx.w.teacherA2.token, {})).body['jobs']).toEqual([]);
  });

  it('getspecific: another school’s job gets the answer an unknown job gets (404), so no job id is told to exist', async () => {
    const id = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolB });
    const unknown = await post('/api/teachers/getspecific', ctx.w.principalA.token, { id: '0190f1a2-0000-7000-8000-000000000000' });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Vikariatet hittades inte.' } });
    expect(await post('/api/teachers/getspecific', ctx.w.principalA.token, { id })).toEqual(unknown);
    expect((await post('/api/teachers/getspecific', ctx.w.principalB.token, { id })).status).toBe(200);
    // a Finnish principal reads it in Finnish, either way
    const finnish = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    expect(await post('/api/teachers/getspecific', finnish.token, { id })).toMatchObject({ status: 404, body: { message: 'Sijaisuutta ei löytynyt.' } });
  });

  it('showapplicants gives a school’s view of the applicants, sorted, and nothing of another school', async () => {
    const id = await createJob(ctx.t.deps, { schoolId: ctx.w.schoolA });
    const older = await createSubstitute(ctx.t.deps, ['091'], { birthDate: '19700101', status: 'Annan' });
    const younger = await createSubstitute(ctx.t.deps, ['091'], { birthDate: '20000101', status: 'Studerande' });
    await applyDirect(ctx.t.deps, id, older.id, new Date('2030-03-01T10:00:00Z'));
    await applyDirect(ctx.t.deps, id, younger.id, new Date('2030-03-02T10:00:00Z'));
    const res = await post('/api/teachers/showapplicants', ctx.w.principalA.token, { id, sort: 'age' });
    expect(res.status).toBe(200);
    const list = res.body['applicants'] as { email: string; age: number; phone: string; address: string; profile: Record<string, unknown> }[];
    expect(list.map((a) => a.email)).toEqual([younger.email, older.email]);
    expect(list[0]?.age).toBe(30);
    expect(list[0]?.profile).not.toHaveProperty('regions');
    expect(list[0]?.profile).not.toHaveProperty('policeRecord');
    // contact details only of the person the school booked; nothing of one who blocked the school
    expect(list.map((a) => [a.phone, a.address, a.profile['birthDate']])).toEqual([
      ['', '', undefined],
      ['', '', undefined],
    ]);
    await ctx.t.deps.database.db.execute(sql`UPDATE jobs SET chosen_id = ${older.id} WHERE id = ${id}`);
    await ctx.t.deps.database.db.execute(sql`INSERT INTO school_blocks (account_id, school_id) VALUES (${younger.id}, ${ctx.w.schoolA})`);
    const booked = (await post('/api/teachers/showapplicants', ctx.w.principalA.token, { id })).body['applicants'] as {
      email: string;
      phone: string;
      profile: Record<string, unknown>;
    }[];
    expect(booked.map((a) => [a.email, a.phone, a.profile['birthDate']])).toEqual([[older.email, '0401112222', '19700101']]);
    expect((await post('/api/teachers/showapplicants', ctx.w.principalB.token, { id })).status).toBe(404);
    expect((await post('/api/teachers/showapplicants', ctx.w.principalA.token, { school: ctx.w.schoolB })).status).toBe(403);
    expect((await post('/api/teachers/showapplicants', ctx.w.principalA.token, { id, sort: 'shoe size' })).status).toBe(400);
  });
});

describe('every jobs route', () => {
  it.each(JOB_PERMISSIONS.map((p) => [p.route, p.roles] as const))('%s is mounted, 401 without a token, 403 for other roles', async (route, roles) => {
    const [method, url] = route.split(' ') as [string, string];
    const path = url.replace(':name', `${'a'.repeat(32)}x.pdf`);
    expect((await ctx.t.request(method, path, method === 'GET' ? {} : { body: {} })).status).toBe(401);
    if (roles === 'anyone') return;
    const outsider = [ctx.w.sub, ctx.w.teacherA, ctx.w.principalA, ctx.w.leader, ctx.w.adminUser].find(
      (a, i) => !roles.includes((['user', 'teacher', 'principal', 'ledare', 'admin'] as const)[i] as never),
    );
    if (outsider !== undefined) expect((await ctx.t.request(method, path, { token: outsider.token, ...(method === 'GET' ? {} : { body: {} }) })).status).toBe(403);
  });
});
