import { describe, expect, it } from 'vitest';
import { applicantDoc, chosenIn, schoolJobDoc } from '../../../../test/school-db.tsx';
import { schoolJobOf } from './school-job.ts';

const doc = schoolJobDoc({
  views: 4,
  viewers: [{ accountId: 'v', email: 'vera@x.fi', firstName: 'Vera', lastName: 'V', image: null }],
  applicants: [
    applicantDoc({ email: 'vera@x.fi', firstName: 'Vera', lastName: 'V', lateCancellations: 1 }),
    applicantDoc({ email: 'gone@x.fi', firstName: 'Gun', lastName: 'G', active: false }),
  ],
});

describe('schoolJobOf', () => {
  it('lists the active applicants with what the screens show, and the views', () => {
    const job = schoolJobOf(doc);
    expect(job.applicants.map((a) => [a.email, a.lateCancellations, a.chosen])).toEqual([['vera@x.fi', 1, false]]);
    expect(job).toMatchObject({ uniqueId: doc.id, schoolName: 'Solbackaskolan', chosen: null, views: 4, viewers: [{ email: 'vera@x.fi' }] });
  });

  it('names the chosen person by e-mail; one the school may not see still makes the job taken', () => {
    const chosen = schoolJobOf(chosenIn(doc, 'vera@x.fi'));
    expect(chosen.chosen).toBe('vera@x.fi');
    expect(chosen.applicants[0]?.chosen).toBe(true);
    const unseen = schoolJobOf({ ...doc, chosen: 'other', chosenId: 'someone', chosenEmail: null });
    expect(unseen.chosen).toBeTruthy();
    expect(unseen.applicants.some((a) => a.chosen === true || a.email === unseen.chosen)).toBe(false);
  });
});
