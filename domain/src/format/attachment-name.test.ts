import { describe, expect, it } from 'vitest';
import { attachmentDisplayName, attachmentNeedsSizeWarning } from './attachment-name.ts';

describe('attachmentDisplayName', () => {
  it('drops the first 32 characters of a stored name', () => {
    const prefix = '0123456789abcdef0123456789abcdef';
    expect(prefix).toHaveLength(32);
    expect(attachmentDisplayName(`${prefix}lektionsplan.pdf`)).toBe('lektionsplan.pdf');
  });
  it('shows short names whole', () => {
    expect(attachmentDisplayName('plan.pdf')).toBe('plan.pdf');
  });
});

describe('attachmentNeedsSizeWarning', () => {
  it('warns above 1 MB only', () => {
    expect(attachmentNeedsSizeWarning(1024 * 1024)).toBe(false);
    expect(attachmentNeedsSizeWarning(1024 * 1024 + 1)).toBe(true);
  });
});
