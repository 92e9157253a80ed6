import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { msg } from '../messages/catalogue.ts';
import { isCommonPassword } from './common-passwords.ts';
import { checkPassword as check } from './password-policy.ts';

const checkPassword = (password: string) => check(password, isCommonPassword);

describe('checkPassword', () => {
  it('refuses fewer than 10 characters', () => {
    expect(checkPassword('Xk4!vr9Q_')).toEqual({ ok: false, reason: 'too_short', messageKey: 'password.tooShort' });
    expect(checkPassword('')).toMatchObject({ reason: 'too_short' });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPassword('ääöåÄÖÅéü9')).toEqual({ ok: true });
    expect(checkPassword('😀😀😀😀😀')).toMatchObject({ reason: 'too_short' });
  });

  it.each(['1234567890', 'qwertyuiop', 'password123', 'PassWord123', '1q2w3e4r5t'])('refuses the common %s', (pw) => {
    expect(checkPassword(pw)).toEqual({ ok: false, reason: 'too_common', messageKey: 'password.tooCommon' });
  });

  it('accepts a long uncommon password', () => {
    expect(checkPassword('Sommarstuga-i-Karis-2026')).toEqual({ ok: true });
  });

  // data/common-passwords.json is the head of the package's list: regenerate it from there if the package moves
  it('refuses exactly the first 10,000 entries of the list', () => {
    const list = dictionary.passwords;
    expect(list.length).toBeGreaterThan(10_000);
    expect(list.slice(0, 10_000).every(isCommonPassword)).toBe(true);
    const head = new Set(list.slice(0, 10_000));
    const beyond = list.slice(10_000).filter((pw) => !head.has(pw));
    expect(beyond.length).toBeGreaterThan(0);
    expect(beyond.some(isCommonPassword)).toBe(false);
  });

  it('has sv and fi messages', () => {
    expect(msg('password.tooShort', 'sv')).toContain('10');
    expect(msg('password.tooShort', 'fi')).toContain('10');
    expect(msg('password.tooCommon', 'fi')).not.toBe(msg('password.tooCommon', 'sv'));
  });
});
