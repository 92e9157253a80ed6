import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../../test/fetch-stub.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { wipeSchoolDb } from '../../../../test/school-db.tsx';
import { answerSchoolScreens, SCHOOL_B } from '../../../../test/school-screens.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';

afterEach(wipeSchoolDb);

const DESCRIPTION = 'Klassen har läsro efter lunch. Nyckeln finns på expeditionen.';

/** The poster's own profile answers with their default description (their settings' "Standardbeskrivning"). */
const withDescription = (call: RecordedCall) => {
  if (call.url.endsWith('/api/teachers/get/teacher')) return { status: 200, body: { grade: ['3'], defaultDescription: DESCRIPTION } };
  const answer = answerSchoolScreens(call);
  if (call.url.endsWith('/api/principals/get/principal')) return { ...answer, body: { ...answer.body, defaultDescription: DESCRIPTION } };
  return answer;
};

/**
 * The default description a principal or a teacher keeps in their settings starts every new job's additional
 * information: saved, it did nothing anywhere, and its card read as a duplicate of the SOS defaults.
 */
describe('/jobs/new starts from the poster’s default description', () => {
  it.each(['teacher', 'principal'] as const)('%s: in the additional information, theirs to change before posting', async (role) => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: role }));
    const calls = stubFetch(withDescription);
    renderApp('/jobs/new');
    const info = await screen.findByLabelText<HTMLTextAreaElement>('Tilläggsinformation');
    await waitFor(() => expect(info.value).toBe(DESCRIPTION));
    fireEvent.change(info, { target: { value: `${DESCRIPTION} Rast 10.15.` } });
    fireEvent.change(screen.getByLabelText(/^Typ av vikariat/), { target: { value: '1' } });
    // the principal leads two schools: one is picked
    if (role === 'principal') fireEvent.change(await screen.findByLabelText(/^Skola/), { target: { value: SCHOOL_B } });
    fireEvent.click(screen.getByText('Publicera', { selector: 'button' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/teachers/addtemp'))?.body).toMatchObject({ additionalInfo: `${DESCRIPTION} Rast 10.15.` }));
  });
});
