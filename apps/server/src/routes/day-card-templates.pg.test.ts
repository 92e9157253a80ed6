import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DayCardTemplate } from '@vikariat/domain';
import { queryRows } from '../db/query.ts';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { useJobsTestApp } from '../../test/helpers/jobs-test-app.ts';

/** The school's day-card templates (issue 24): kept by its principals, read by its staff, never another school's. */
const ctx = useJobsTestApp();
const { post } = ctx;

const CARD = { reportTo: 'Expeditionen', contactName: 'Eva Ek', contactPhone: '040 123 4567', lunch: 'Matsalen 11.15' };
const templatesOf = async (token: string) => {
  const res = await post('/api/teachers/daycard/templates', token, {});
  expect(res.status).toBe(200);
  return res.body['templates'] as DayCardTemplate[];
};
const stored = () => queryRows<{ name: string; card: Record<string, string> }>(ctx.t.deps.database.db, sql`SELECT name, card FROM day_card_templates ORDER BY name`);

describe('day-card templates', () => {
  it('a principal adds, edits and deletes them; the school’s teachers read them; another school sees none', async () => {
    const added = await post('/api/principals/daycard/template/add', ctx.w.principalA.token, { name: 'Åk 5', ...CARD });
    expect(added.status).toBe(200);
    const template = added.body['template'] as DayCardTemplate;
    expect(template).toMatchObject({ name: 'Åk 5', schoolId: ctx.w.schoolA, card: { ...CARD, room: '', classNotes: '' } });
    expect((await templatesOf(ctx.w.teacherA.token)).map((t) => t.name)).toEqual(['Åk 5']);
    expect(await templatesOf(ctx.w.principalB.token)).toEqual([]);

    expect((await post('/api/principals/daycard/template/update', ctx.w.principalA.token, { id: template.id, name: 'Åk 5B', ...CARD, room: 'B204' })).status).toBe(200);
    expect(await templatesOf(ctx.w.principalA.token)).toMatchObject([{ name: 'Åk 5B', card: { room: 'B204' } }]);
    expect((await post('/api/principals/daycard/template/delete', ctx.w.principalA.token, { id: template.id })).status).toBe(200);
    expect(await templatesOf(ctx.w.principalA.token)).toEqual([]);
    expect((await post('/api/principals/daycard/template/delete', ctx.w.principalA.token, { id: template.id })).status).toBe(404);
  });

  it('refuses a teacher’s, a substitute’s and another school’s changes, and changes nothing', async () => {
    const { template } = (await post('/api/principals/daycard/template/add', ctx.w.principalA.token, { name: 'Förskola', ...CARD })).body as {
      template: DayCardTemplate;
    };
    const before = await stored();
    expect((await post('/api/principals/daycard/template/add', ctx.w.teacherA.token, { name: 'Lärarens', ...CARD })).status).toBe(403);
    expect((await post('/api/principals/daycard/template/add', ctx.w.sub.token, { name: 'Vikariens', ...CARD })).status).toBe(403);
    expect((await post('/api/teachers/daycard/templates', ctx.w.sub.token, {})).status).toBe(403);
    expect((await post('/api/principals/daycard/template/add', ctx.w.principalB.token, { schoolId: ctx.w.schoolA, name: 'Intrång', ...CARD })).status).toBe(403);
    // another school's template is not found, as one that is not there (decision 043)
    expect((await post('/api/principals/daycard/template/update', ctx.w.principalB.token, { id: template.id, name: 'Intrång', ...CARD })).status).toBe(404);
    expect((await post('/api/principals/daycard/template/delete', ctx.w.principalB.token, { id: template.id })).status).toBe(404);
    expect((await post('/api/principals/daycard/template/update', ctx.w.teacherA.token, { id: template.id, name: 'Intrång', ...CARD })).status).toBe(403);
    expect((await post('/api/principals/daycard/template/delete', undefined, { id: template.id })).status).toBe(401);
    expect(await stored()).toEqual(before);
    await post('/api/principals/daycard/template/delete', ctx.w.principalA.token, { id: template.id });
  });

  it('answers bad input with 400 and field errors: no name, a taken name, a leader of two schools naming none', async () => {
    await post('/api/principals/daycard/template/add', ctx.w.principalA.token, { name: 'Taget', ...CARD });
    const before = await stored();
    const noName = await post('/api/principals/daycard/template/add', ctx.w.principalA.token, { name: ' ', ...CARD, room: 'x'.repeat(101) });
    expect(noName).toMatchObject({ status: 400, body: { fields: { name: 'Ge mallen ett namn.', room: 'Högst 100 tecken.' } } });
    const taken = await post('/api/principals/daycard/template/add', ctx.w.principalA.token, { name: 'Taget', ...CARD });
    expect(taken).toMatchObject({ status: 400, body: { fields: { name: 'Skolan har redan en mall med det namnet.' } } });
    const leader = await post('/api/principals/daycard/template/add', ctx.w.leader.token, { name: 'Ny', ...CARD });
    expect(leader).toMatchObject({ status: 400, body: { fields: { schoolId: 'Välj skola.' } } });
    expect((await post('/api/principals/daycard/template/update', ctx.w.principalA.token, { id: 'x', name: 'Ny' })).body['fields']).toHaveProperty('id');
    expect(await stored()).toEqual(before);
    // the leader names one of their schools
    expect((await post('/api/principals/daycard/template/add', ctx.w.leader.token, { schoolId: ctx.w.schoolB, name: 'Ny', ...CARD })).status).toBe(200);
  });

  it('adds and renames to one name at once: one wins, the others get the field error in their language, never a 500', async () => {
    // two principals of school A take turns, one reading Swedish, one Finnish
    const rehtori = await createAccount(ctx.t.deps, { role: 'principal', schoolId: ctx.w.schoolA, siteLang: 1 });
    const sv = { token: ctx.w.principalA.token, taken: 'Skolan har redan en mall med det namnet.' };
    const fi = { token: rehtori.token, taken: 'Koululla on jo samanniminen pohja.' };
    const oneWins = (answers: { taken: string; res: { status: number; body: Record<string, unknown> } }[]) => {
      expect(answers.filter((a) => a.res.status === 200)).toHaveLength(1);
      for (const { taken, res } of answers.filter((a) => a.res.status !== 200)) expect(res).toMatchObject({ status: 400, body: { fields: { name: taken } } });
    };
    const add = (token: string, name: string) => post('/api/principals/daycard/template/add', token, { name, ...CARD });
    for (let round = 0; round < 5; round += 1) {
      const name = `Samtidigt ${round}`;
      const callers = [sv, fi, sv, fi, sv, fi];
      oneWins(await Promise.all(callers.map(async ({ token, taken }) => ({ taken, res: await add(token, name) }))));

      const a = (await add(sv.token, `${name}A`)).body['template'] as DayCardTemplate;
      const b = (await add(sv.token, `${name}B`)).body['template'] as DayCardTemplate;
      const rename = async ({ token, taken }: typeof sv, id: string) => ({
        taken,
        res: await post('/api/principals/daycard/template/update', token, { id, name: `${name}C`, ...CARD }),
      });
      oneWins(await Promise.all([rename(sv, a.id), rename(fi, b.id)]));
    }
    // per round the name, one of A and B, and C
    const names = (await stored()).map((t) => t.name).filter((n) => n.startsWith('Samtidigt'));
    expect(names).toHaveLength(15);
    expect(new Set(names).size).toBe(15);
  });
});
