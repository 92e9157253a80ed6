import { useLingui } from '@lingui/react/macro';
import {
  localName,
  locationPickerTree,
  matchedOtherName,
  municipalityByCode,
  namesMatch,
  regionSelectionState,
  toggleMunicipality,
  toggleRegion,
  type Locale,
  type Names,
  type Region,
} from '@vikariat/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import './pickers.css';
import '../ui/form-field.css';

interface MunicipalityPickerProps {
  locale: Locale;
  /** Selected municipality codes. */
  value: readonly string[];
  onChange: (codes: string[]) => void;
  /** Labelled by the surrounding field (e.g. a fieldset legend). */
  labelledBy?: string;
  /** The id of the error (or hint) under the group. */
  describedBy?: string | undefined;
  invalid?: boolean;
}

/** A region checkbox that shows "mixed" when only some of its municipalities are picked. */
function RegionCheckbox({ region, selected, locale, onToggle }: { region: Region; selected: readonly string[]; locale: Locale; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const state = regionSelectionState(selected, region);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="picker-region-label">
      <input ref={ref} type="checkbox" checked={state === 'all'} onChange={onToggle} />
      <span>{localName(region, locale)}</span>
    </label>
  );
}

/**
 * The municipality picker of spec 01 §2: country → region/county → municipalities. Picking a region picks all
 * its municipalities (domain/src/reference/region-selection.ts); a search box narrows the list.
 */
export function MunicipalityPicker({ locale, value, onChange, labelledBy, describedBy, invalid = false }: MunicipalityPickerProps) {
  const { t } = useLingui();
  const searchId = useId();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [openRegions, setOpenRegions] = useState<string[]>([]);
  const tree = useMemo(() => locationPickerTree(locale), [locale]);
  const needle = query.trim();
  // Swedish, Finnish and English names alike, with or without diacritics: "Vasa" finds Vaasa in Finnish too
  const matches = (names: Names): boolean => namesMatch(names, needle);

  return (
    <div className="picker" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} data-invalid={invalid}>
      {value.length > 0 ? (
        <ul className="picker-chips" aria-label={t`Valda kommuner`}>
          {value.map((code) => {
            const m = municipalityByCode(code);
            if (!m) return null;
            const name = localName(m, locale);
            return (
              <li key={code} className="picker-chip">
                {name}
                <button type="button" className="picker-chip-remove" aria-label={t`Ta bort ${name}`} onClick={() => onChange(toggleMunicipality(value, code))}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label htmlFor={searchId} className="picker-search-label">
        {t`Sök kommun`}
      </label>
      <input id={searchId} className="form-input" type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
      <div className="picker-tree">
        {needle !== '' && !tree.some((country) => country.regions.some((r) => matches(r) || r.municipalities.some(matches))) ? (
          <p className="picker-empty" role="status">
            {t`Ingen kommun hittades.`}
          </p>
        ) : null}
        {tree.map((country) => {
          const regions = country.regions.filter((r) => matches(r) || r.municipalities.some(matches));
          if (regions.length === 0) return null;
          return (
            <fieldset key={country.code} className="picker-country">
              <legend>{localName(country, locale)}</legend>
              {regions.map((region) => {
                const shown = matches(region) ? region.municipalities : region.municipalities.filter(matches);
                const picked = region.municipalities.filter((m) => value.includes(m.code)).length;
                const expanded = openRegions.includes(region.id) || needle.length >= 2;
                return (
                  <div key={region.id} className="picker-region">
                    <RegionCheckbox region={region} selected={value} locale={locale} onToggle={() => onChange(toggleRegion(value, region))} />
                    <button
                      type="button"
                      className="picker-expand"
                      aria-expanded={expanded}
                      aria-controls={`${listId}-${region.id}`}
                      onClick={() => setOpenRegions((o) => (o.includes(region.id) ? o.filter((id) => id !== region.id) : [...o, region.id]))}
                    >
                      {t`Kommuner`} ({picked}/{region.municipalities.length})
                    </button>
                    {/* Only opened regions (or search hits) render their municipalities: 600 checkboxes at once are slow on a phone. */}
                    {expanded ? (
                      <ul id={`${listId}-${region.id}`} className="picker-municipalities">
                        {shown.map((m) => {
                          const name = localName(m, locale);
                          const other = matchedOtherName(m, name, needle);
                          return (
                            <li key={m.code}>
                              <label>
                                <input type="checkbox" checked={value.includes(m.code)} onChange={() => onChange(toggleMunicipality(value, m.code))} />
                                {name}
                                {other ? <span className="picker-other-name"> ({other})</span> : null}
                              </label>
                            </li>
                          );
                        })}
                      </ul>
                    ) : null}
                  </div>
                );
              })}
            </fieldset>
          );
        })}
      </div>
    </div>
  );
}
