/**
 * For an object's refinements that compare fields: zod skips them once any field has failed its type (a missing
 * name, an unticked terms box), so a form would show its errors in rounds. With this they run whenever the input is
 * an object at all; they read the fields defensively (a field may still be missing or of the wrong type).
 */
export const EVEN_WITH_FIELD_ERRORS = {
  when: (payload: { value: unknown }): boolean => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};
