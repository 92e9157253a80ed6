import { describe, expect, it } from 'vitest';
import { accessibilityFeedbackSchema, feedbackDeadline } from './feedback.ts';

describe('accessibilityFeedbackSchema', () => {
  it('needs a message; name, e-mail and page may be empty', () => {
    expect(accessibilityFeedbackSchema.parse({ message: ' Knappen nås inte med tangentbordet ' })).toEqual({
      name: '',
      email: '',
      page: '',
      message: 'Knappen nås inte med tangentbordet',
    });
    const empty = accessibilityFeedbackSchema.safeParse({ message: '  ' });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.path.join('.'))).toEqual(['message']);
  });

  it('refuses an e-mail that is not one, and lower-cases one that is', () => {
    expect(accessibilityFeedbackSchema.safeParse({ message: 'x', email: 'nej' }).success).toBe(false);
    expect(accessibilityFeedbackSchema.parse({ message: 'x', email: ' Anna@Example.FI ' }).email).toBe('anna@example.fi');
  });
});

describe('feedbackDeadline', () => {
  const sent = new Date('2026-11-01T10:00:00Z');
  it('is due 14 days after it arrived', () => {
    const d = feedbackDeadline(sent, new Date('2026-11-05T09:00:00Z'));
    expect(d.dueAt.toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(d.ageDays).toBe(3);
    expect(d.daysLeft).toBe(11);
    expect(d.late).toBe(false);
  });
  it('is late once the 14 days have passed', () => {
    const d = feedbackDeadline(sent, new Date('2026-11-16T10:00:00Z'));
    expect(d.ageDays).toBe(15);
    expect(d.daysLeft).toBe(-1);
    expect(d.late).toBe(true);
  });
});
