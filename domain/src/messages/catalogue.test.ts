import { describe, expect, it } from 'vitest';
import { MESSAGES, msg, messagePair, type MessageKey } from './catalogue.ts';

describe('message catalogue', () => {
  const keys = Object.keys(MESSAGES) as MessageKey[];

  it('answers in the asked language', () => {
    expect(msg('terms.notAccepted', 'sv')).toBe('Var god, godkänn användarvillkoren');
    expect(msg('terms.notAccepted', 'fi')).toBe('Ole hyvä, hyväksy ehdot');
    expect(messagePair('choose.alreadyChosenElsewhere').sv).toBe('Hoppsan! Vikarien valdes redan till ett annat vikariat.');
  });

  it.each(keys)('%s has two different, non-empty texts', (key) => {
    const { sv, fi } = MESSAGES[key];
    expect(sv.trim()).not.toBe('');
    expect(fi.trim()).not.toBe('');
    expect(fi).not.toBe(sv);
  });
});
