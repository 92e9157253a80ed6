import { useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormError } from '../../../components/ui/form-field.tsx';
import '../../../components/ui/page.css';

interface FilterFormProps {
  /** from useFilterForm */
  formRef: RefObject<HTMLFormElement | null>;
  submit: (event: FormEvent) => void;
  formError: string | null;
  label: string;
  children: ReactNode;
}

/** The card of an admin screen's filter: its fields in the form grid, the form's own error, and "Visa". */
export function FilterForm({ formRef, submit, formError, label, children }: FilterFormProps) {
  const { t } = useLingui();
  return (
    <form ref={formRef} className="card stack" onSubmit={submit} aria-label={label} noValidate>
      <div className="form-grid">{children}</div>
      <FormError message={formError} />
      <div className="row">
        <button type="submit" className="button button-primary">
          {t`Visa`}
        </button>
      </div>
    </form>
  );
}
