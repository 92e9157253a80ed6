import { describe, expect, it } from 'vitest';
import { labelOf } from './profile-labels.ts';

describe('labelOf', () => {
  it('reads {name, name_fi} (name is the Swedish one) in the reader language', () => {
    expect(labelOf({ name: 'Engelska', name_fi: 'Englanti' }, 'sv')).toBe('Engelska');
    expect(labelOf({ name: 'Engelska', name_fi: 'Englanti' }, 'fi')).toBe('Englanti');
  });

  it('shows free text as written', () => {
    expect(labelOf('Solbackaskolan 2014–2020', 'fi')).toBe('Solbackaskolan 2014–2020');
    expect(labelOf(null, 'sv')).toBe('');
  });
});
