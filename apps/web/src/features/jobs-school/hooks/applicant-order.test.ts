import { describe, expect, it } from 'vitest';
import { applicantButtonOf } from '../components/applicant-list.tsx';
import { orderApplicants, statusLabel } from './applicant-order.ts';

const a = (email: string, firstName: string, lastName: string, status: string, age: number | null) => ({ email, firstName, lastName, status, age });

describe('applicants', () => {
  const list = [a('c@x.fi', 'Cilla', 'Öst', 'student', 30), a('a@x.fi', 'Anna', 'Berg', 'teacher', 41), a('b@x.fi', 'Bo', 'Ahl', 'other', 22)];

  it('sort alphabetical, by age, by status first, or in registration order', () => {
    expect(orderApplicants(list, 'alphabetical').map((x) => x.email)).toEqual(['b@x.fi', 'a@x.fi', 'c@x.fi']);
    expect(orderApplicants(list, 'age').map((x) => x.email)).toEqual(['b@x.fi', 'c@x.fi', 'a@x.fi']);
    expect(orderApplicants(list, 'teacher')[0]?.email).toBe('a@x.fi');
    expect(orderApplicants(list, 'student')[0]?.email).toBe('c@x.fi');
    expect(orderApplicants(list, 'registration').map((x) => x.email)).toEqual(['c@x.fi', 'a@x.fi', 'b@x.fi']);
  });

  it('show the status in the reader’s language', () => {
    expect(statusLabel('teacher', 'sv')).toBe('Lärare');
    expect(statusLabel('Studerande', 'fi')).toBe('Opiskelija');
  });

  it('get Visa / Vald aspirant / Redan valt någon annan by who is chosen', () => {
    expect(applicantButtonOf('a@x.fi', undefined)).toBe('show');
    expect(applicantButtonOf('a@x.fi', 'a@x.fi')).toBe('chosen');
    expect(applicantButtonOf('a@x.fi', 'b@x.fi')).toBe('taken');
  });
});
