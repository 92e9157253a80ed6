import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, expectEveryErrorShown, messageFor } from '../../../../test/field-errors.ts';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { DOCUMENTS_FORM } from './documents-card.tsx';

/**
 * The profile's "extra subjects" and "documents and files" (spec 01 §2, issue 22 item 15): shown on the card, extra
 * subjects edited with the additional information, documents added and removed at once, every upload error shown.
 */
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const DOC = { name: `${'a'.repeat(32)}examen.pdf`, title: 'Examensbevis.pdf', size: 245_000 };
const PROFILE = {
  email: 'anna.lind@example.fi',
  firstName: 'Anna',
  lastName: 'Lind',
  birthDate: '19900514',
  status: 'teacher',
  regions: [{ code: '091' }],
  mainsubject: 'Matematik',
  extrasubjects: ['Fysik', 'Kemi'],
  documents: [DOC],
};

function serve(extra: (call: RecordedCall) => { status: number; body?: unknown } | undefined = () => undefined) {
  return stubFetch((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/api/users/get/user') return { status: 200, body: PROFILE };
    if (call.url === '/api/shared/saveprofile') return { status: 200, body: { token: tokenFor({ email: PROFILE.email }) } };
    return { status: 200, body: { documents: [] } };
  });
}
const signIn = () => {
  setViewportWidth(1440);
  setToken(tokenFor({ email: PROFILE.email, hasEdited: true }));
};

describe('extra subjects and documents on the own profile', { timeout: 30_000 }, () => {
  it('shows both on the card, and saves the extra subjects with the additional information', async () => {
    signIn();
    const calls = serve();
    renderApp('/profile');
    const additional = await screen.findByRole('region', { name: 'Tilläggsinformation' }, { timeout: 15_000 });
    expect(within(additional).getByText('Fysik, Kemi')).toBeTruthy();
    const documents = screen.getByRole('region', { name: 'Dokument och filer' });
    expect(within(documents).getByRole('button', { name: 'Examensbevis.pdf' })).toBeTruthy();
    expect(within(documents).getByText('239 kB')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Redigera tilläggsinformation' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ta bort Kemi' }));
    fireEvent.change(screen.getByLabelText('Lägg till ett ämne'), { target: { value: 'Biologi' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Övriga ämnen' })).getByRole('button', { name: 'Lägg till' }));
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/shared/saveprofile')?.body).toMatchObject({ section: 'additional', extrasubjects: ['Fysik', 'Biologi'] }),
    );
  });

  it('adds documents at once; a file of another type is refused before any call', async () => {
    signIn();
    const calls = serve();
    renderApp('/profile');
    const input = await screen.findByLabelText('Lägg till dokument', {}, { timeout: 15_000 });
    fireEvent.change(input, { target: { files: [new File(['x'], 'virus.exe')] } });
    await screen.findByText('Filtypen stöds inte. Välj en PDF, en bild eller ett textdokument.');
    expect(calls.some((c) => c.url === '/api/users/documents')).toBe(false);
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.pdf')] } });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/users/documents' && c.method === 'POST')).toBe(true));
    await screen.findByText('Dokumentet är sparat.');
  });

  it('shows every error of the upload: under the file field, or in the card’s message', async () => {
    signIn();
    const fields = ['files', 'message'];
    serve((call) => (call.url === '/api/users/documents' ? errorAnswer(fields) : undefined));
    renderApp('/profile');
    fireEvent.change(await screen.findByLabelText('Lägg till dokument', {}, { timeout: 15_000 }), { target: { files: [new File(['x'], 'cv.pdf')] } });
    await expectEveryErrorShown(fields, (field) => DOCUMENTS_FORM.fields.includes(field as 'files'));
    expect(screen.getByRole('alert').textContent).toBe(messageFor('message'));
  });

  it('removes a document after asking', async () => {
    signIn();
    const calls = serve();
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Ta bort Examensbevis.pdf' }, { timeout: 15_000 }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Ta bort Examensbevis.pdf?' })).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(calls.some((c) => c.url === `/api/users/documents/delete/${DOC.name}`)).toBe(true));
  });
});
