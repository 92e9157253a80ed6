import { describe, expect, it } from 'vitest';
import { checkBasicBirthDate, latestPoliceRecordExpiry, policeRecordIsActive, saveProfileSchema } from './profile-schema.ts';

const TODAY = '2026-11-21';

describe('saveProfileSchema', () => {
  it('keeps only the fields of the chosen section', () => {
    const basic = saveProfileSchema(TODAY).parse({ section: 'basic', email: 'A@b.fi', firstName: 'Vera', education: 'FM' });
    expect(basic).toEqual({ email: 'a@b.fi', basic: { firstName: 'Vera' }, additional: null });
    const additional = saveProfileSchema(TODAY).parse({ section: 'additional', email: 'a@b.fi', firstName: 'Vera', education: 'FM', birthDate: 'x' });
    expect(additional).toEqual({ email: 'a@b.fi', basic: null, additional: { education: 'FM' } });
  });

  it('without a section (as the spec writes the call) saves each block the body has fields of', () => {
    const schema = saveProfileSchema(TODAY);
    expect(schema.parse({ email: 'a@b.fi', firstName: 'Vera', education: 'FM' })).toEqual({
      email: 'a@b.fi',
      basic: { firstName: 'Vera' },
      additional: { education: 'FM' },
    });
    expect(schema.parse({ email: 'a@b.fi', education: 'FM' })).toEqual({ email: 'a@b.fi', basic: null, additional: { education: 'FM' } });
    expect(schema.parse({ email: 'a@b.fi' })).toEqual({ email: 'a@b.fi', basic: null, additional: null });
  });

  it('refuses a police record that expired before today, accepts today', () => {
    const schema = saveProfileSchema(TODAY);
    expect(schema.safeParse({ section: 'additional', email: 'a@b.fi', policeRecord: { expirationDate: '2026-11-21' } }).success).toBe(true);
    const past = schema.safeParse({ section: 'additional', email: 'a@b.fi', policeRecord: { expirationDate: '2026-11-20' } });
    expect(past.error?.issues[0]?.path).toEqual(['policeRecord']);
  });

  it('refuses a police record more than six months ahead (an extract is valid six months), in both languages', () => {
    const schema = saveProfileSchema(TODAY);
    const at = (expirationDate: string) => schema.safeParse({ section: 'additional', email: 'a@b.fi', policeRecord: { expirationDate } });
    expect(latestPoliceRecordExpiry(TODAY)).toBe('2027-05-21');
    expect(at('2027-05-21').success).toBe(true);
    for (const far of ['2027-05-22', '9999-12-31']) {
      const refused = at(far);
      expect(refused.error?.issues.map((i) => [i.path, i.message])).toEqual([
        [
          ['policeRecord'],
          'Ett utdrag ur straffregistret gäller sex månader, så utgångsdatumet kan vara högst sex månader fram i tiden.|Rikosrekisteriote on voimassa kuusi kuukautta, joten viimeinen voimassaolopäivä voi olla enintään kuuden kuukauden päässä.',
        ],
      ]);
    }
    // the day clamped to the month's end: 31 August + 6 months = 28 February
    expect(latestPoliceRecordExpiry('2026-08-31')).toBe('2027-02-28');
  });

  it('refuses an unknown section in Swedish and Finnish', () => {
    const result = saveProfileSchema(TODAY).safeParse({ email: 'a@b.fi', section: 'other' });
    expect(result.error?.issues[0]?.message).toBe('Välj grundinformation eller tilläggsinformation.|Valitse perustiedot tai lisätiedot.');
  });
});

describe('profile rules', () => {
  it('a police record is active through its expiration day', () => {
    expect(policeRecordIsActive('2026-11-21', TODAY)).toBe(true);
    expect(policeRecordIsActive('2026-11-20', TODAY)).toBe(false);
  });

  it('checks the birth date of a basic save', () => {
    expect(checkBasicBirthDate('19900101', TODAY)).toEqual({ age: 36 });
    expect(checkBasicBirthDate(undefined, TODAY)).toHaveProperty('message');
    expect(checkBasicBirthDate('20100101', TODAY)).toHaveProperty('message');
  });
});
