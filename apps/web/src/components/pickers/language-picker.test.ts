import { describe, expect, it } from 'vitest';
import { addLanguage, languageFromText, removeLanguage } from './language-picker.tsx';

describe('language picker', () => {
  it('recognises a listed language by its Swedish or Finnish name, any case', () => {
    expect(languageFromText('finska')).toEqual({ name: 'Finska', name_fi: 'Suomi' });
    expect(languageFromText(' RUOTSI ')).toEqual({ name: 'Svenska', name_fi: 'Ruotsi' });
  });

  it('takes a language of the full list with both names', () => {
    const estonian = languageFromText('viro');
    expect(estonian?.name_fi).toBe('Viro');
    expect(estonian?.name.toLowerCase()).toBe('estniska');
  });

  it('adds a language nobody listed as it was typed, once', () => {
    const klingon = languageFromText('Klingonska');
    expect(klingon).toEqual({ name: 'Klingonska', name_fi: 'Klingonska' });
    const list = addLanguage(addLanguage([], klingon ?? { name: '', name_fi: '' }), { name: 'klingonska', name_fi: 'x' });
    expect(list).toHaveLength(1);
    expect(removeLanguage(list, { name: 'KLINGONSKA', name_fi: '' })).toEqual([]);
    expect(languageFromText('   ')).toBeNull();
  });
});
