import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import { SortSelect } from './sort-select.tsx';
import { ViewToggle } from './view-toggle.tsx';

describe('list controls', () => {
  it('the view toggle marks the current layout and reports the other', () => {
    const onChange = vi.fn();
    renderUi(<ViewToggle value="list" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Block' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(onChange).toHaveBeenCalledWith('block');
  });

  it('the sort dropdown is labelled and reports the chosen option', () => {
    const onChange = vi.fn();
    renderUi(
      <SortSelect
        value="newest"
        options={[
          { value: 'newest', label: 'Nyaste' },
          { value: 'oldest', label: 'Äldsta' },
        ]}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Sortera' }), { target: { value: 'oldest' } });
    expect(onChange).toHaveBeenCalledWith('oldest');
  });
});
