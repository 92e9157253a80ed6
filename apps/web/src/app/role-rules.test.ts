import { describe, expect, it } from 'vitest';
import { homeOf, redirectFor } from './role-rules.ts';

const desktop = { mobile: false };
const mobile = { mobile: true };

describe('role guards (spec 02 §2)', () => {
  it('sends a substitute from the school screens to their own', () => {
    expect(redirectFor('/jobs/overview', 'user', desktop)).toBe('/jobs/all');
    expect(redirectFor('/jobs', 'user', desktop)).toBe('/profile');
    expect(redirectFor('/jobs/new', 'user', desktop)).toBe('/');
    expect(redirectFor('/manage/abc', 'user', desktop)).toBe('/');
    expect(redirectFor('/teachers', 'user', desktop)).toBe('/profile');
    expect(redirectFor('/code/creation', 'user', desktop)).toBe('/profile');
    expect(redirectFor('/principal/settings', 'user', desktop)).toBe('/profile');
    expect(redirectFor('/jobs/all', 'user', desktop)).toBeNull();
    expect(redirectFor('/jobs/personal', 'user', desktop)).toBeNull();
    expect(redirectFor('/specific/abc', 'user', desktop)).toBeNull();
  });

  it('keeps the availability calendar for substitutes only', () => {
    expect(redirectFor('/availability', 'user', desktop)).toBeNull();
    expect(redirectFor('/availability', 'admin', desktop)).toBe('/admin/schools');
  });

  it('sends teachers and principals away from the substitute screens', () => {
    for (const role of ['teacher', 'principal', 'ledare'] as const) {
      expect(redirectFor('/jobs/all', role, desktop)).toBe('/jobs/overview');
      expect(redirectFor('/jobs/personal', role, desktop)).toBe('/jobs/overview');
      expect(redirectFor('/availability', role, desktop)).toBe('/jobs/overview');
      expect(redirectFor('/jobs/overview', role, desktop)).toBeNull();
      expect(redirectFor('/jobs/new', role, desktop)).toBeNull();
      expect(redirectFor('/manage/abc', role, desktop)).toBeNull();
    }
  });

  it('keeps the principal pages for principals and leaders', () => {
    expect(redirectFor('/teachers', 'teacher', desktop)).toBe('/');
    expect(redirectFor('/teachers/create', 'teacher', desktop)).toBe('/');
    expect(redirectFor('/code/creation', 'teacher', desktop)).toBe('/profile');
    expect(redirectFor('/principal/settings', 'teacher', desktop)).toBe('/profile');
    for (const role of ['principal', 'ledare'] as const) {
      expect(redirectFor('/teachers', role, desktop)).toBeNull();
      expect(redirectFor('/teachers/create', role, desktop)).toBeNull();
      expect(redirectFor('/code/creation', role, desktop)).toBeNull();
      expect(redirectFor('/principal/settings', role, desktop)).toBeNull();
    }
  });

  it('sends /jobs on a phone to the bulletin board', () => {
    expect(redirectFor('/jobs', 'principal', mobile)).toBe('/jobs/overview');
    expect(redirectFor('/jobs/', 'teacher', mobile)).toBe('/jobs/overview');
    expect(redirectFor('/jobs', 'principal', desktop)).toBeNull();
  });

  it('lets only admins into /admin and sends the landing routes home', () => {
    expect(redirectFor('/admin/sync-log', 'principal', desktop)).toBe('/');
    expect(redirectFor('/admin/sync-log', 'admin', desktop)).toBeNull();
    expect(redirectFor('/', 'user', desktop)).toBe(homeOf('user'));
    expect(redirectFor('/dashboard', 'teacher', desktop)).toBe('/jobs/overview');
    expect(redirectFor('/jobs/overview', 'admin', desktop)).toBe('/admin/schools');
  });

  it('leaves shared screens alone', () => {
    for (const role of ['user', 'teacher', 'principal', 'ledare', 'admin'] as const) {
      expect(redirectFor('/settings', role, desktop)).toBeNull();
      expect(redirectFor('/profile', role, desktop)).toBeNull();
    }
  });
});
