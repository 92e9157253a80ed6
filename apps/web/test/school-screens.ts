import { applicantDoc, JOB, SCHOOL, schoolJobDoc, syncDown } from './school-db.tsx';
import type { RecordedCall } from './fetch-stub.ts';

/** Shared by the school screen tests (jobs-school): one replicated job with two applicants and the online answers. */
export const SCHOOL_B = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a51';
// jsdom's name computation drops the space before the visually hidden part of the button text
export const VERA = /^Välj\s*Vera Vikström$/;
/** The id the server gives a job posted in these tests. */
export const POSTED_JOB = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a6f';

// the school's replicated job: the screens read it from the device's database (no online list, no polling)
export const schoolScreenJob = schoolJobDoc({
  files: ['0123456789abcdef0123456789abcdeflektionsplan.pdf'],
  views: 2,
  applicants: [
    applicantDoc({ email: 'vera@x.fi', firstName: 'Vera', lastName: 'Vikström', status: 'teacher', age: 38, appliedAt: '2030-01-01T08:00:00Z' }),
    applicantDoc({
      email: 'bo@x.fi',
      firstName: 'Bo',
      lastName: 'Ahl',
      status: 'student',
      age: 22,
      appliedAt: '2030-01-01T09:00:00Z',
      policeRecord: { expirationDate: '2020-05-31' },
    }),
  ],
});

/** The online calls the school screens still make (the sync endpoints are down: what is shown comes from the device). */
export function answerSchoolScreens(call: RecordedCall) {
  syncDown(call);
  if (call.url.endsWith('/api/principals/get/principal')) {
    return {
      status: 200,
      body: {
        grade: ['3', '1'],
        school: 'Solbackaskolan',
        schoolId: SCHOOL,
        moreSchools: [
          { id: SCHOOL, name: 'Solbackaskolan' },
          { id: SCHOOL_B, name: 'Esbo svenska skola' },
        ],
        defaults: { start: '', end: '', info: '' },
      },
    };
  }
  if (call.url.endsWith('/api/principals/teachers/getall')) return { status: 200, body: { teachers: [] } };
  if (call.url.endsWith('/api/teachers/addtemp') || call.url.endsWith('/api/principals/sos')) return { status: 200, body: { success: true, id: POSTED_JOB } };
  if (call.url.endsWith('/api/teachers/addchosen'))
    return { status: 200, body: { success: true, chosen: 'vera@x.fi', id: JOB, deactivated: [], phone: '+358401112222' } };
  return { status: 200, body: { success: true } };
}
