import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { TEACHERS_UPDATED_EVENT } from '../hooks/use-teachers-live.ts';

const SCHOOL = { id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a', name: 'Vasa övningsskola' };
const teacher = (email: string, active: boolean) => ({
  id: `id-${email}`,
  firstName: 'Eva',
  lastName: email.startsWith('a') ? 'Aalto' : 'Berg',
  email,
  phone: '040 123 4567',
  address: 'Skolgatan 1',
  image: null,
  grades: ['3', 'forskola'],
  active,
  school: SCHOOL,
});

const signInPrincipal = (moreSchools = false): void => {
  localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL, moreSchools }));
};

const answer = (call: RecordedCall) => {
  if (call.url === '/api/principals/teachers/getall')
    return { status: 200, body: { teachers: [teacher('a@skola.fi', true), teacher('b@skola.fi', false)], preschool: false } };
  if (call.url === '/api/principals/get/principal') return { status: 200, body: { schoolId: SCHOOL.id, school: SCHOOL.name, moreSchools: [] } };
  if (call.url === '/api/principals/codes') return { status: 200, body: { codes: ['VASA-2026'], names: [SCHOOL.name], schools: [SCHOOL.id] } };
  return { status: 200, body: { success: true } };
};

describe('/teachers', () => {
  it('shows the school code and each teacher with +358 phone and sorted grade names', async () => {
    setViewportWidth(1024);
    signInPrincipal();
    stubFetch(answer);
    renderApp('/teachers');
    const card = await screen.findByRole('article', { name: 'Eva Aalto' });
    expect(within(card).getByText('+358401234567')).toBeTruthy();
    expect(within(card).getByText('Förskola, Årskurs 3')).toBeTruthy();
    await screen.findByText('VASA-2026');
  });

  it('deactivates one teacher and activates all teachers of the school with a toast', async () => {
    setViewportWidth(1024);
    signInPrincipal();
    const calls = stubFetch(answer);
    renderApp('/teachers');
    const card = await screen.findByRole('article', { name: 'Eva Aalto' });
    fireEvent.click(within(card).getByRole('switch'));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/principals/deactivate/teacher')).toBe(true));
    expect(calls.find((c) => c.url === '/api/principals/deactivate/teacher')?.body).toEqual({ email: 'a@skola.fi' });

    fireEvent.click(screen.getByRole('button', { name: 'Aktivera alla' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/principals/activate/all')?.body).toEqual({ school: SCHOOL.id }));
    await screen.findByText('Alla lärare är aktiverade');
  });

  it('edits with empty fields kept empty, so the server keeps the existing values', async () => {
    setViewportWidth(1024);
    signInPrincipal();
    const calls = stubFetch(answer);
    renderApp('/teachers');
    const card = await screen.findByRole('article', { name: 'Eva Berg' });
    fireEvent.click(within(card).getByRole('button', { name: /Redigera/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Telefon'), { target: { value: '050 999 8888' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/principals/edit/teacher')).toBe(true));
    expect(calls.find((c) => c.url === '/api/principals/edit/teacher')?.body).toMatchObject({
      oldEmail: 'b@skola.fi',
      firstName: '',
      lastName: '',
      email: '',
      phone: '050 999 8888',
    });
  });
});

describe('/teachers live updates', () => {
  it('refetches the list when the server signals updateteachers', async () => {
    setViewportWidth(1024);
    signInPrincipal();
    const calls = stubFetch(answer);
    renderApp('/teachers');
    await screen.findByRole('article', { name: 'Eva Aalto' });
    const before = calls.filter((c) => c.url === '/api/principals/teachers/getall').length;
    window.dispatchEvent(new CustomEvent(TEACHERS_UPDATED_EVENT));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/principals/teachers/getall').length).toBe(before + 1));
  });
});
