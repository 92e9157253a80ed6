import type { Role } from '@vikariat/domain';

/** The demo world `npm start` seeds into an empty database: real municipalities, Finland-Swedish schools. */
export const DEMO_PASSWORD = 'Vikariat-demo-2026';

export interface DemoSchool {
  key: string;
  name: string;
  address: string;
  phone: string;
  municipality: string;
  preschool?: boolean;
  isAdmin?: boolean;
}

export const DEMO_SCHOOLS: DemoSchool[] = [
  { key: 'admin', name: 'Admin', address: '', phone: '', municipality: '091', isAdmin: true },
  { key: 'solbacka', name: 'Solbackaskolan', address: 'Solbackavägen 4, 00100 Helsingfors', phone: '0401234567', municipality: '091' },
  { key: 'esbo', name: 'Esbo svenska skola', address: 'Skolgränd 2, 02100 Esbo', phone: '0407654321', municipality: '049' },
  { key: 'vasa', name: 'Vasa övningsskola', address: 'Rådhusgatan 10, 65100 Vasa', phone: '0501112233', municipality: '905' },
  { key: 'mumin', name: 'Daghemmet Mumin', address: 'Parkvägen 1, 06100 Borgå', phone: '0445556677', municipality: '638', preschool: true },
];

export interface DemoAccount {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  roles: Role[];
  siteLang: 1 | 2;
  school?: string;
  moreSchools?: string[];
  phone: string;
  regions?: string[];
  status?: 'Lärare' | 'Studerande' | 'Annan';
  birthDate?: string;
  policeRecordValid?: boolean;
  hasEdited?: boolean;
  /** a principal still waiting for the admin's approval (spec 01 §4) */
  pending?: boolean;
  /** what the profile screen holds beyond the basics: stored as the app stores it (names, not codes) */
  profile?: Record<string, unknown>;
}

const language = (name: string, name_fi: string) => ({ name, name_fi });
const qualification = (name_swe: string, name_fi: string) => ({ name_swe, name_fi });

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { key: 'admin', email: 'admin@vikariat.demo', firstName: 'Ada', lastName: 'Admin', role: 'admin', roles: ['admin'], siteLang: 2, school: 'admin', phone: '0400000001' },
  {
    key: 'leader',
    email: 'rektor@vikariat.demo',
    firstName: 'Rita',
    lastName: 'Rektorsson',
    role: 'ledare',
    roles: ['ledare', 'teacher'],
    siteLang: 2,
    school: 'solbacka',
    moreSchools: ['solbacka', 'esbo'],
    phone: '0400000002',
  },
  {
    key: 'principal',
    email: 'rehtori@vikariat.demo',
    firstName: 'Pekka',
    lastName: 'Pääkkönen',
    role: 'principal',
    roles: ['principal'],
    siteLang: 1,
    school: 'vasa',
    phone: '0400000003',
  },
  {
    key: 'preschoolhead',
    email: 'daghem@vikariat.demo',
    firstName: 'Doris',
    lastName: 'Dagström',
    role: 'principal',
    roles: ['principal'],
    siteLang: 2,
    school: 'mumin',
    phone: '0400000004',
  },
  {
    key: 'teacher1',
    email: 'larare@vikariat.demo',
    firstName: 'Lars',
    lastName: 'Lindqvist',
    role: 'teacher',
    roles: ['teacher'],
    siteLang: 2,
    school: 'solbacka',
    phone: '0400000005',
    profile: { teacherType: 'Klasslärare och lärare i förskoleundervisningen' },
  },
  {
    key: 'teacher2',
    email: 'opettaja@vikariat.demo',
    firstName: 'Outi',
    lastName: 'Ojala',
    role: 'teacher',
    roles: ['teacher'],
    siteLang: 1,
    school: 'vasa',
    phone: '0400000006',
    profile: { teacherType: 'Lektorer' },
  },
  {
    key: 'sub1',
    email: 'vikarie@vikariat.demo',
    firstName: 'Vera',
    lastName: 'Vikström',
    role: 'user',
    roles: ['user'],
    siteLang: 2,
    phone: '0401000001',
    regions: ['091', '049', '638'],
    status: 'Lärare',
    birthDate: '19880412',
    policeRecordValid: true,
    hasEdited: true,
    profile: {
      languages: [language('Engelska', 'Englanti'), language('Finska', 'Suomi')],
      qualifications: [qualification('Klasslärare', 'Luokanopettaja'), qualification('Pedagogie magister', 'Kasvatustieteen maisteri')],
      education: 'Pedagogie magister, Åbo Akademi',
      examinationYear: '2013',
      mainsubject: 'Matematik',
      secondsubject: 'Fysik',
      experience: ['Solbackaskolan, klasslärare 2014–2020', 'Esbo svenska skola, timlärare 2021–'],
      occuGroup: { school: 'Åbo Akademi', studies: 'Pedagogiska studier för lärare 60 sp' },
    },
  },
  {
    key: 'sub2',
    email: 'sijainen@vikariat.demo',
    firstName: 'Sanna',
    lastName: 'Sijainen',
    role: 'user',
    roles: ['user'],
    siteLang: 1,
    phone: '0401000002',
    regions: ['905', '598'],
    status: 'Studerande',
    birthDate: '20010923',
    policeRecordValid: true,
    hasEdited: true,
    profile: {
      languages: [language('Engelska', 'Englanti'), language('Svenska', 'Ruotsi')],
      comingqualifications: [qualification('Klasslärare', 'Luokanopettaja')],
      mainsubject: 'Matematiikka',
      occuGroup: { school: 'Vaasan yliopisto', studyYear: '3.', points: '140', studyFocus: 'Luokanopettajakoulutus' },
    },
  },
  {
    key: 'sub3',
    email: 'student@vikariat.demo',
    firstName: 'Sebastian',
    lastName: 'Sundberg',
    role: 'user',
    roles: ['user'],
    siteLang: 2,
    phone: '0401000003',
    regions: ['091'],
    status: 'Studerande',
    birthDate: '20030105',
    policeRecordValid: false,
    hasEdited: false,
  },
  {
    key: 'sub4',
    email: 'annan@vikariat.demo',
    firstName: 'Anna',
    lastName: 'Andersson',
    role: 'user',
    roles: ['user'],
    siteLang: 2,
    phone: '0401000004',
    regions: ['091', '049', '905'],
    status: 'Annan',
    birthDate: '19750630',
    policeRecordValid: true,
    hasEdited: true,
    profile: { otherTxt: 'Fritidsledare', languages: [language('Engelska', 'Englanti'), language('Tyska', 'Saksa')], experience: ['Fritidsgården i Helsingfors 2010–'] },
  },
  {
    key: 'pendingprincipal',
    email: 'ny.rektor@vikariat.demo',
    firstName: 'Nils',
    lastName: 'Nyberg',
    role: 'principal',
    roles: ['principal'],
    siteLang: 2,
    school: 'esbo',
    phone: '0400000007',
    pending: true,
  },
];

/**
 * Unused school codes for trying teacher registration (/app/register-teacher): each is spent by one registration, so a
 * few per school. `npm start` prints the unused ones.
 */
export const DEMO_SCHOOL_CODES: ReadonlyArray<{ school: string; codes: readonly string[] }> = [
  { school: 'solbacka', codes: ['SOLBACKA-1', 'SOLBACKA-2', 'SOLBACKA-3', 'SOLBACKA-4', 'SOLBACKA-5'] },
  { school: 'vasa', codes: ['VASA-OVNING-1', 'VASA-OVNING-2', 'VASA-OVNING-3'] },
];
