import type { Region } from './locations.ts';

/**
 * Selection logic of the municipality picker (spec 01 §2): picking a region picks all its
 * municipalities; a region shows as checked when all are picked and as mixed when some are.
 * Selections are lists of municipality codes; order of first selection is kept.
 */
export type RegionSelectionState = 'all' | 'some' | 'none';

export function regionSelectionState(selected: readonly string[], region: Region): RegionSelectionState {
  const chosen = new Set(selected);
  const count = region.municipalities.filter((m) => chosen.has(m.code)).length;
  if (count === 0) return 'none';
  return count === region.municipalities.length ? 'all' : 'some';
}

/** Adds every municipality of the region (those already picked stay where they are). */
export function selectRegion(selected: readonly string[], region: Region): string[] {
  const chosen = new Set(selected);
  return [...selected, ...region.municipalities.map((m) => m.code).filter((code) => !chosen.has(code))];
}

export function deselectRegion(selected: readonly string[], region: Region): string[] {
  const inRegion = new Set(region.municipalities.map((m) => m.code));
  return selected.filter((code) => !inRegion.has(code));
}

/** Clicking a region: when all its municipalities are picked it clears them, otherwise it picks them all. */
export const toggleRegion = (selected: readonly string[], region: Region): string[] =>
  regionSelectionState(selected, region) === 'all' ? deselectRegion(selected, region) : selectRegion(selected, region);

export const toggleMunicipality = (selected: readonly string[], code: string): string[] =>
  selected.includes(code) ? selected.filter((c) => c !== code) : [...selected, code];
