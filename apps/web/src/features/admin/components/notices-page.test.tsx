import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('/admin/notices', () => {
  it('starts the dates at today in Finland, which near midnight is not the UTC date', async () => {
    // 22:30 UTC on the 21st is 00:30 on the 22nd in Helsinki: the server refuses a start on the 21st
    vi.useFakeTimers({ now: new Date('2026-11-21T22:30:00.000Z'), toFake: ['Date'] });
    setViewportWidth(1440);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'admin', email: 'admin@vikariat.fi' }));
    renderApp('/admin/notices');
    expect(await screen.findByRole('heading', { name: 'Meddelanden' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Visas från').value).toBe('2026-11-22');
    expect(screen.getByLabelText<HTMLInputElement>('Visas till').value).toBe('2026-11-22');
  });
});
