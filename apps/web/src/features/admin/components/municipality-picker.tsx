import { useLingui } from '@lingui/react/macro';
import { localName, locationPickerTree } from '@vikariat/domain';
import { useMemo } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import '../../../components/ui/form-field.css';

/** The school's municipality: grouped by country, then region/county (DESIGN.md "Locations"). */
export function MunicipalityPicker({ value, onChange, error }: { value: string; onChange: (code: string) => void; error?: string | undefined }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const tree = useMemo(() => locationPickerTree(locale), [locale]);
  return (
    <FormField label={t`Kommun och region`} error={error} required>
      {(control) => (
        <select className="form-input" value={value} onChange={(e) => onChange(e.target.value)} {...control}>
          <option value="">{t`Välj kommun`}</option>
          {tree.flatMap((country) =>
            country.regions.map((region) => (
              <optgroup key={region.id} label={`${localName(country, locale)} – ${localName(region, locale)}`}>
                {region.municipalities.map((m) => (
                  <option key={m.code} value={m.code}>
                    {localName(m, locale)}
                  </option>
                ))}
              </optgroup>
            )),
          )}
        </select>
      )}
    </FormField>
  );
}
