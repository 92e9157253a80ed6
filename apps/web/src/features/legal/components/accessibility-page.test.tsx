import { fireEvent, screen, waitFor } from '@testing-library/react';
import { accessibilityFeedbackSchema } from '@vikariat/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, expectEveryErrorShown, schemaFields } from '../../../../test/field-errors.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { FEEDBACK_FORM } from './accessibility-feedback-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('the accessibility statement', { timeout: 30_000 }, () => {
  it('says how the service conforms, its gaps, the feedback channel and the supervising authority', async () => {
    stubFetch(() => ({ status: 200, body: {} }));
    renderApp('/accessibility');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tillgänglighetsutlåtande' })).toBeTruthy();
    for (const name of ['Hur tjänsten uppfyller kraven', 'Kända brister', 'Ge respons', 'Tillsynsmyndighet']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getByText(/Transport- och kommunikationsverket Traficom/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'saavutettavuus@traficom.fi' }).getAttribute('href')).toBe('mailto:saavutettavuus@traficom.fi');
    expect(screen.getByText(/Utlåtandet har utarbetats 28\.11\.2026/)).toBeTruthy();
  });

  it('sends feedback without a sign-in and says on the page that it arrived', async () => {
    const calls = stubFetch((call) => (call.url === '/api/accessibility/feedback' ? { status: 201, body: { success: true, id: 'x' } } : { status: 200, body: {} }));
    renderApp('/accessibility');
    fireEvent.click(await screen.findByRole('button', { name: 'Skicka respons' }));
    // the schema's message, under the field, before any call
    expect(await screen.findByText('Beskriv problemet')).toBeTruthy();
    expect(calls.filter((c) => c.url === '/api/accessibility/feedback')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText(/^Vad fungerade inte/), { target: { value: 'Fokus syns inte' } });
    fireEvent.change(screen.getByLabelText(/^Sida eller funktion/), { target: { value: 'Inloggning' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka respons' }));
    expect(await screen.findByText(/Vi har tagit emot din respons och svarar inom 14 dagar/)).toBeTruthy();
    const sent = calls.find((c) => c.url === '/api/accessibility/feedback');
    expect(sent?.body).toEqual({ name: '', email: '', page: 'Inloggning', message: 'Fokus syns inte' });
    expect(sent?.headers['authorization']).toBeUndefined();
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>(/^Vad fungerade inte/).value).toBe(''));
  });

  it('shows every field error the call can give', async () => {
    const fields = schemaFields(accessibilityFeedbackSchema);
    stubFetch((call) => (call.url === '/api/accessibility/feedback' ? errorAnswer(fields) : { status: 200, body: {} }));
    renderApp('/accessibility');
    fireEvent.change(await screen.findByLabelText(/^Vad fungerade inte/), { target: { value: 'Fokus syns inte' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka respons' }));
    await expectEveryErrorShown(fields, (field) => FEEDBACK_FORM.fields.includes(field));
  });
});

describe('the privacy notice', { timeout: 30_000 }, () => {
  it('opens in Swedish, and in Finnish for a reader whose app is in Finnish; its switch changes it', async () => {
    stubFetch(() => ({ status: 200, body: {} }));
    const swedish = renderApp('/gdpr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dataskyddsbeskrivning för Vikariat' })).toBeTruthy();
    swedish.unmount();

    document.cookie = '_lang=fi; path=/';
    renderApp('/gdpr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vikariat-palvelun tietosuojaseloste' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Suomi' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Svenska' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dataskyddsbeskrivning för Vikariat' })).toBeTruthy();
  });
});
