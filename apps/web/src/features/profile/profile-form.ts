import { municipalityByCode, STATUS_OPTIONS, toStoredMunicipality, type SubstituteStatus } from '@vikariat/domain';
import type { PickedLanguage } from '../../components/pickers/language-picker.tsx';
import type { FormFields } from '../../lib/form-errors.ts';
import type { PickedQualification } from '../../components/pickers/qualification-picker.tsx';
import type { Profile } from './api/get-profile.ts';

/** The basic-info edit form (spec 01 §2 "Profile screen"). */
export interface BasicValues {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  birthDate: string;
  nativeLanguage: string;
  languages: PickedLanguage[];
  status: SubstituteStatus | '';
  otherTxt: string;
  regions: string[];
  sitelang: 1 | 2;
}

/** The additional-info edit form. */
export interface AdditionalValues {
  education: string;
  examYear: string;
  studies: string;
  points: string;
  studyFocus: string;
  school: string;
  studyYear: string;
  mainsubject: string;
  secondsubject: string;
  extrasubjects: string[];
  qualifications: PickedQualification[];
  comingqualifications: PickedQualification[];
  /** Work experience, one entry a line (saved as refs). */
  refs: string;
  policeRecordActive: boolean;
  policeRecordExpiration: string;
  grade: string[];
  teacherType: string;
  teacherOther: string;
}

/** Status as stored (teacher/student/other) or as its label in either language (Lärare, Opiskelija, ...). */
export function normaliseStatus(value: string | null | undefined): SubstituteStatus | '' {
  const v = (value ?? '').trim().toLowerCase();
  const option = STATUS_OPTIONS.find((o) => o.val === v || o.name_swe.toLowerCase() === v || o.name_fi.toLowerCase() === v);
  return option?.val ?? '';
}

const qualis = (list: Profile['qualifications']): PickedQualification[] => (list ?? []).map((q) => ({ name_swe: q.name_swe, name_fi: q.name_fi ?? q.name_swe }));

export function initialBasic(profile: Profile, siteLang: 1 | 2): BasicValues {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    birthDate: profile.birthDate ?? '',
    nativeLanguage: profile.nativeLanguage ?? '',
    languages: (profile.languages ?? []).map((l) => ({ name: l.name, name_fi: l.name_fi ?? l.name })),
    status: normaliseStatus(profile.status),
    otherTxt: profile.otherTxt ?? '',
    regions: (profile.regions ?? []).map((r) => r.code),
    sitelang: profile.siteLang === 1 || profile.siteLang === 2 ? profile.siteLang : siteLang,
  };
}

export function initialAdditional(profile: Profile): AdditionalValues {
  const occu = profile.occuGroup ?? {};
  const school = typeof profile.school === 'string' ? profile.school : (occu.school ?? '');
  return {
    education: profile.education ?? '',
    examYear: profile.examinationYear ?? '',
    studies: occu.studies ?? '',
    points: occu.points ?? '',
    studyFocus: occu.studyFocus ?? '',
    school: school ?? '',
    studyYear: occu.studyYear ?? '',
    mainsubject: profile.mainsubject ?? '',
    secondsubject: profile.secondsubject ?? '',
    extrasubjects: profile.extrasubjects ?? [],
    qualifications: qualis(profile.qualifications),
    comingqualifications: qualis(profile.comingqualifications),
    refs: (profile.experience ?? []).join('\n'),
    policeRecordActive: Boolean(profile.policeRecord?.expirationDate),
    policeRecordExpiration: profile.policeRecord?.expirationDate ?? '',
    grade: profile.grade ?? [],
    teacherType: profile.teacherType ?? '',
    teacherOther: profile.teacherOther ?? '',
  };
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The names of the fields that differ from what was loaded: save stays disabled while this is empty (spec 01 §4). */
export const changedKeys = <T extends object>(initial: T, current: T): (keyof T)[] =>
  (Object.keys(current) as (keyof T)[]).filter((key) => !same(initial[key], current[key]));

/** The body of a basic save: the changed fields (and, for a substitute, the birth date the server checks each time). */
export function basicPayload(initial: BasicValues, current: BasicValues, isSubstitute: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of changedKeys(initial, current)) {
    if (key === 'regions') {
      body.regions = current.regions.flatMap((code) => {
        const m = municipalityByCode(code);
        return m ? [toStoredMunicipality(m)] : [];
      });
    } else if (key === 'status' || key === 'otherTxt') {
      body.status = current.status;
      body.otherTxt = current.status === 'other' ? current.otherTxt.trim() : '';
    } else {
      const value = current[key];
      body[key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  if (isSubstitute) body.birthDate = current.birthDate.trim();
  return body;
}

/** The body of an additional save: the changed fields, with work experience as a list and the police record shaped. */
export function additionalPayload(initial: AdditionalValues, current: AdditionalValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of changedKeys(initial, current)) {
    if (key === 'refs') {
      body.refs = current.refs
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    } else if (key === 'policeRecordActive' || key === 'policeRecordExpiration') {
      body.policeRecord = current.policeRecordActive && current.policeRecordExpiration ? { isActive: true, expirationDate: current.policeRecordExpiration } : null;
    } else {
      const value = current[key];
      body[key] = typeof value === 'string' ? value.trim() : value;
    }
  }
  return body;
}

/** The fields the basic form shows (spec names): a server error about any other is the form's message. */
export function basicFormFields(isSubstitute: boolean, status: SubstituteStatus | ''): FormFields {
  const common = ['firstName', 'lastName', 'phone', 'address', 'nativeLanguage', 'sitelang', 'languages'];
  if (!isSubstitute) return { fields: common };
  return { fields: [...common, 'birthDate', 'status', ...(status === 'other' ? ['otherTxt'] : []), 'regions'] };
}

/** The fields the additional form shows: by status for a substitute, grades and teacher type for school staff. */
export function additionalFormFields(isSubstitute: boolean, status: SubstituteStatus | ''): FormFields {
  if (!isSubstitute) return { fields: ['grade', 'teacherType', 'teacherOther'] };
  const byStatus =
    status === 'student'
      ? ['studyYear', 'mainsubject', 'secondsubject', 'extrasubjects', 'points', 'studyFocus', 'comingqualifications']
      : ['education', 'examYear', 'mainsubject', 'secondsubject', 'extrasubjects', 'qualifications'];
  return { fields: ['school', ...byStatus, 'studies', 'refs', 'policeRecord'] };
}
