import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useFormErrors } from '../../../lib/use-form-errors.ts';

/** The filled-in fields only: an empty field means "any" to the server's query schema. */
const filled = (values: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));

/**
 * An admin screen's filter (the audit log, the fill figures): the fields as typed (`draft`), and the filter the
 * screen shows (`applied`), which changes only when "Visa" finds the draft valid by the route's own query schema —
 * field errors in the reader's language, and nothing asked of the server meanwhile.
 */
export function useFilterForm<F extends Record<string, string>>(schema: z.ZodType, form: FormFields, initial: F) {
  const { locale } = useLocale();
  const [draft, setDraft] = useState<F>(initial);
  const [applied, setApplied] = useState<F>(initial);
  const { errors, formError, formRef, show, clear } = useFormErrors(form);
  const set = (key: keyof F) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const found = checkWithSchema(schema, filled(draft), locale, form);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    setApplied(draft);
  };
  return { draft, set, applied, submit, errors, formError, formRef };
}
