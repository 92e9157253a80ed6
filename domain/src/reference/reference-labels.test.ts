import { describe, expect, it } from 'vitest';
import { referenceLabel, referenceList } from './reference-labels.ts';

describe('reference values in the reader language', () => {
  it('shows a language stored as {name, name_fi} (the profile form) in either language', () => {
    const english = { name: 'Engelska', name_fi: 'Englanti' };
    expect(referenceLabel('language', english, 'sv')).toBe('Engelska');
    expect(referenceLabel('language', english, 'fi')).toBe('Englanti');
  });

  it('shows a native language stored as a Swedish name in Finnish, and a Finnish or English one in Swedish', () => {
    expect(referenceLabel('language', 'Finska', 'fi')).toBe('Suomi');
    expect(referenceLabel('language', 'Finska', 'sv')).toBe('Finska');
    expect(referenceLabel('language', 'englanti', 'sv')).toBe('Engelska');
    expect(referenceLabel('language', 'German', 'fi')).toBe('Saksa');
  });

  it('finds an object that carries only one language, under any of the spec keys', () => {
    expect(referenceLabel('language', { name_fi: 'Ranska' }, 'sv')).toBe('Franska');
    expect(referenceLabel('qualification', { name_swe: 'Klasslärare' }, 'fi')).toBe('Luokanopettaja');
    expect(referenceLabel('qualification', { name_sv: 'Klasslärare', name_fi: 'Luokanopettaja' }, 'sv')).toBe('Klasslärare');
  });

  it('shows a subject in the reader language, whichever language the poster wrote it in', () => {
    expect(referenceLabel('subject', 'Matematik', 'fi')).toBe('Matematiikka');
    expect(referenceLabel('subject', 'matematiikka', 'sv')).toBe('Matematik');
    expect(referenceLabel('subject', 'Engelska', 'fi')).toBe('Englanti');
    expect(referenceList('subject', ['Matematik', 'Fysik'], 'fi')).toBe('Matematiikka, Fysiikka');
  });

  it('shows a teacher type stored as its Swedish name in Finnish', () => {
    expect(referenceLabel('teacherType', 'Klasslärare och lärare i förskoleundervisningen', 'fi')).toBe('Luokanopettajat ja esiopetuksen opettajat');
  });

  it('keeps what no list knows as it was written, and the stored name of the reader language when there is one', () => {
    expect(referenceLabel('subject', 'Robotik', 'fi')).toBe('Robotik');
    expect(referenceLabel('language', { name: 'Klingonska', name_fi: 'Klingon' }, 'fi')).toBe('Klingon');
    expect(referenceLabel('language', { name: 'Klingonska' }, 'fi')).toBe('Klingonska');
    expect(referenceLabel('language', null, 'fi')).toBe('');
    expect(referenceList('language', undefined, 'fi')).toBe('');
  });
});
