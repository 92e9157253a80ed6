import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DayCardTemplate } from '@vikariat/domain';
import { queryRows } from '../db/query.ts';
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
    expect((await post('/api/principals/daycard/template/update', ctx.w.principalB.token, { id: template.id, name: 'Intrång', ...CARD })).status).toBe(403);
    expect((await post('/api/principals/daycard/template/delete', ctx.w.principalB.token, { id: template.id })).status).toBe(403);
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
});
