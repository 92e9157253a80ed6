import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { isGeneratedPasswordShape } from '@vikariat/domain';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';

const SCHOOL = { id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a', name: 'Vasa övningsskola' };
const OTHER = '0190a5b2-7c3d-7e4f-8a9b-00000000000b';

const fill = (label: string, value: string): void => {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
};

describe('/teachers/create', () => {
  it('sends a generated 10-character password with digits, then offers to mail or show that same login', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL }));
    const calls = stubFetch((call) =>
      call.url === '/api/principals/get/principal'
        ? { status: 200, body: { schoolId: SCHOOL.id, school: SCHOOL.name, moreSchools: [] } }
        : { status: 200, body: { success: true } },
    );
    renderApp('/teachers/create');
    await screen.findByRole('heading', { name: 'Lägg till lärare' });
    fill('Förnamn', 'Eva');
    fill('Efternamn', 'Berg');
    fill('E-post', 'Eva.Berg@Skola.fi');
    fill('Telefon', '040 123 4567');
    fireEvent.click(screen.getByLabelText('Årskurs 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));

    await waitFor(() => expect(calls.some((c) => c.url === '/api/principals/teacher/add')).toBe(true));
    const sent = calls.find((c) => c.url === '/api/principals/teacher/add')?.body as { password: string; school: string; grades: string[] };
    expect(sent.password).toHaveLength(10);
    expect(isGeneratedPasswordShape(sent.password)).toBe(true);
    expect(sent).toMatchObject({ firstName: 'Eva', lastName: 'Berg', school: SCHOOL.id, grades: ['2'] });

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/anteckna inloggningsuppgifterna/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Visa inloggning' }));
    expect(within(dialog).getByTestId('teacher-password').textContent).toBe(sent.password);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skicka inloggningen per e-post' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/principals/send/information')?.body).toEqual({
        email: 'eva.berg@skola.fi',
        firstName: 'Eva',
        lastName: 'Berg',
        password: sent.password,
      }),
    );
  });

  it('shows the server field errors and lets a leader over several schools pick the school', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'ledare', email: 'ledare@stad.fi', school: null, moreSchools: true }));
    const calls = stubFetch((call) => {
      if (call.url === '/api/principals/get/principal')
        return {
          status: 200,
          body: {
            schoolId: null,
            school: '',
            moreSchools: [
              { id: SCHOOL.id, name: 'Skola A' },
              { id: OTHER, name: 'Skola B' },
            ],
          },
        };
      return { status: 400, body: { code: 'validation', message: 'Fel', fields: { email: 'E-postadressen används redan' } } };
    });
    renderApp('/teachers/create');
    const select = await screen.findByLabelText(/^Skola/);
    await screen.findByRole('option', { name: 'Skola B' });
    fireEvent.change(select, { target: { value: OTHER } });
    fireEvent.change(screen.getByLabelText(/^Förnamn/), { target: { value: 'Eva' } });
    fireEvent.change(screen.getByLabelText(/^Efternamn/), { target: { value: 'Berg' } });
    fireEvent.change(screen.getByLabelText(/^E-post/), { target: { value: 'eva@skola.fi' } });
    fireEvent.change(screen.getByLabelText(/^Telefon/), { target: { value: '0401234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.getByLabelText(/^E-post/).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('E-postadressen används redan')).toBeTruthy();
    expect((calls.find((c) => c.url === '/api/principals/teacher/add')?.body as { school: string }).school).toBe(OTHER);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
