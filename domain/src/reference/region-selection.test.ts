import { describe, expect, it } from 'vitest';
import { regionById } from './locations.ts';
import { deselectRegion, regionSelectionState, selectRegion, toggleMunicipality, toggleRegion } from './region-selection.ts';

const aland = regionById('FI-21');
if (!aland) throw new Error('Åland missing from the catalogue');
const alandCodes = aland.municipalities.map((m) => m.code);

describe('municipality picker selection', () => {
  it('picks every municipality of a region at once', () => {
    expect(alandCodes.length).toBe(16);
    const selected = toggleRegion(['091'], aland);
    expect(selected).toEqual(['091', ...alandCodes]);
    expect(regionSelectionState(selected, aland)).toBe('all');
  });

  it('clears the region when all its municipalities are picked', () => {
    expect(toggleRegion(['091', ...alandCodes], aland)).toEqual(['091']);
  });

  it('completes a partly picked region instead of clearing it', () => {
    const some = [alandCodes[3] ?? '', '091'];
    expect(regionSelectionState(some, aland)).toBe('some');
    const all = toggleRegion(some, aland);
    expect(regionSelectionState(all, aland)).toBe('all');
    expect(all.slice(0, 2)).toEqual(some);
    expect(new Set(all).size).toBe(all.length);
  });

  it('reports none, and select/deselect are idempotent', () => {
    expect(regionSelectionState(['091'], aland)).toBe('none');
    expect(selectRegion(selectRegion([], aland), aland)).toEqual(alandCodes);
    expect(deselectRegion(['091'], aland)).toEqual(['091']);
  });

  it('toggles single municipalities', () => {
    expect(toggleMunicipality(['091'], '478')).toEqual(['091', '478']);
    expect(toggleMunicipality(['091', '478'], '091')).toEqual(['478']);
  });
});
