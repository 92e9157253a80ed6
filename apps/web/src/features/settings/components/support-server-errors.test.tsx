import { fireEvent, screen } from '@testing-library/react';
import { supportSchema } from '@vikariat/domain';
import { afterEach, describe, it, vi } from 'vitest';
import { errorAnswer, expectEveryErrorShown, schemaFields } from '../../../../test/field-errors.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { SUPPORT_FORM } from './support-panel.tsx';

/** Issue 22 item 4: every field error the support call can give is shown (the schema's names). */
afterEach(() => vi.unstubAllGlobals());

describe('support', { timeout: 30_000 }, () => {
  it('shows every field error the call can give', async () => {
    const fields = schemaFields(supportSchema);
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'user', email: 'anna.lind@example.fi' }));
    stubFetch((call) => (call.url === '/api/shared/email/support' ? errorAnswer(fields) : { status: 200, body: {} }));
    renderApp('/settings?tab=6');
    fireEvent.change(await screen.findByLabelText(/^Ämne/), { target: { value: 'Hjälp' } });
    fireEvent.change(screen.getByLabelText(/^Meddelande/), { target: { value: 'Kalendern syns inte.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skicka' }));
    await expectEveryErrorShown(fields, (field) => SUPPORT_FORM.fields.includes(field));
  });
});
