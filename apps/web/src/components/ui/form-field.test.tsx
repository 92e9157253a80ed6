import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import { TextField } from './form-field.tsx';

describe('FormField', () => {
  it('labels the control and announces the error under it', () => {
    renderUi(<TextField label="E-post" error="E-postadressen finns inte" hint="Din arbetsadress" />);
    const input = screen.getByRole('textbox', { name: 'E-post' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Din arbetsadress', 'E-postadressen finns inte']);
  });

  it('is valid and described by nothing without hint and error', () => {
    renderUi(<TextField label="Lösenord" />);
    const input = screen.getByLabelText('Lösenord');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });
});
