import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';

afterEach(() => getToasts().forEach((toast) => dismissToast(toast.id)));

const SCHOOL = { id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a', name: 'Vasa övningsskola' };
const WAVES = '/api/principals/waves/settings';

function open(siteLang: 1 | 2 = 2) {
  setViewportWidth(1024);
  localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL, siteLang }));
  const calls = stubFetch((call) => {
    if (call.url === '/api/principals/get/principal') return { status: 200, body: { defaultDescription: '', defaults: { start: '', end: '', info: '', subjects: [] } } };
    if (call.url === WAVES) return { status: 200, body: { schools: [{ schoolId: SCHOOL.id, schoolName: SCHOOL.name, sosMinutes: 5, otherMinutes: 60 }] } };
    if (call.url === `${WAVES}/save`) return { status: 200, body: { school: { schoolId: SCHOOL.id, schoolName: SCHOOL.name, sosMinutes: 10, otherMinutes: 60 } } };
    return { status: 200, body: { success: true } };
  });
  renderApp('/principal/settings');
  return calls;
}

/** The texts a control's aria-describedby points at. */
const described = (control: HTMLElement) => (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('principal settings: each card says what it is for', () => {
  it('names the default description and the SOS defaults apart, each with what it fills in (both were "standard text for urgent jobs")', async () => {
    open();
    const description = await screen.findByRole('region', { name: 'Standardbeskrivning för nya vikariat' });
    expect(described(within(description).getByLabelText('Standardbeskrivning'))).toEqual([
      'Texten fylls i som tilläggsinformation när du skapar ett nytt vikariat. Du kan ändra den i varje vikariat.',
    ]);
    const sos = screen.getByRole('region', { name: 'Förval för SOS-vikariat' });
    expect(sos.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(sos.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/^Ett SOS-vikariat \(akut, i dag\) fylls i med/);
    expect(screen.queryByRole('region', { name: /brådskande/ })).toBeNull();
  });

  it('in Finnish too', async () => {
    open(1);
    const description = await screen.findByRole('region', { name: 'Uusien sijaisuuksien oletuskuvaus' });
    expect(described(within(description).getByLabelText('Oletuskuvaus'))[0]).toMatch(/^Teksti täytetään lisätiedoiksi/);
    expect(screen.getByRole('region', { name: 'SOS-sijaisuuden oletukset' })).toBeTruthy();
  });

  it('gives the offer-wave delays the app’s fields: labelled, styled, with hints, an error under its field', async () => {
    const calls = open();
    const card = await screen.findByRole('region', { name: 'Erbjudanden i vågor' });
    const sos = await within(card).findByLabelText<HTMLInputElement>('Minuter mellan vågorna, SOS');
    const other = within(card).getByLabelText<HTMLInputElement>('Minuter mellan vågorna, andra vikariat');
    for (const input of [sos, other]) expect(input.classList.contains('form-input')).toBe(true);
    expect(described(sos)).toEqual(['Akuta vikariat i dag: en kort väntan, till exempel 5.']);
    expect(described(other)).toEqual(['Alla andra vikariat, till exempel 60. Högst 1440 (ett dygn).']);
    const saveButton = within(card).getByRole('button', { name: 'Spara' });
    expect(saveButton.className).toBe('button button-primary');

    fireEvent.change(sos, { target: { value: '' } });
    fireEvent.change(other, { target: { value: '2000' } });
    fireEvent.click(saveButton);
    expect(await within(card).findAllByText('Ange minuter mellan 0 och 1440')).toHaveLength(2);
    expect(described(other)).toEqual(['Alla andra vikariat, till exempel 60. Högst 1440 (ett dygn).', 'Ange minuter mellan 0 och 1440']);
    expect(calls.some((c) => c.url === `${WAVES}/save`)).toBe(false);

    fireEvent.change(sos, { target: { value: '10' } });
    fireEvent.change(other, { target: { value: '60' } });
    fireEvent.click(saveButton);
    await waitFor(() => expect(calls.find((c) => c.url === `${WAVES}/save`)?.body).toEqual({ schoolId: SCHOOL.id, sosMinutes: 10, otherMinutes: 60 }));
    expect(within(card).queryByText('Ange minuter mellan 0 och 1440')).toBeNull();
  });
});
