import { useLingui } from '@lingui/react/macro';
import { addDays, fillFiguresQuerySchema, formatMinutes, municipalityName, todayInFinland, type FillFigures, type FillFiguresRow } from '@vikariat/domain';
import { uiLocale } from '../../../lib/format.ts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { messageForPerson, type FormFields } from '../../../lib/form-errors.ts';
import { useFilterForm } from '../hooks/use-filter-form.ts';
import { FilterForm } from './filter-form.tsx';
import { downloadFillFiguresCsv, useFillFigures, type FillPeriod } from '../api/fill-figures.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import '../../../components/ui/page.css';
import './admin.css';

const PERIOD_FORM: FormFields = { fields: ['from', 'to'] };

/** A period may be a school year or lie years back: the calendar has month and year menus. */
const PERIOD_YEARS = { back: 10, ahead: 0 };

/**
 * /admin/fill-figures (issue 23, decision 037): for the jobs posted in a period, per municipality and per school, the
 * share filled before the start and the median and p90 time from posting to the choice, SOS and normal jobs apart.
 */
export function FillFiguresPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const today = todayInFinland();
  const {
    draft,
    set,
    errors,
    applied: period,
    submit,
    formError,
    formRef,
  } = useFilterForm<FillPeriod>(fillFiguresQuerySchema, PERIOD_FORM, {
    from: addDays(today, -30),
    to: today,
  });
  const report = useFillFigures(period);
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Tillsättning`}</h1>
        <div className="page-actions">
          {/* the period shown, not the draft: the file holds what is on the screen */}
          <button
            type="button"
            className="button button-secondary"
            disabled={!report.data}
            onClick={() => void downloadFillFiguresCsv(period).catch((error: unknown) => toast.error(messageForPerson(error, t`Exporten misslyckades.`)))}
          >
            {t`Exportera CSV`}
          </button>
        </div>
      </header>
      <p className="muted">{t`Vikariat som publicerats under perioden: andel tillsatta före start och tid från publicering till val (median och 90:e percentil).`}</p>
      <FilterForm formRef={formRef} submit={submit} formError={formError} label={t`Period`}>
        {/* the app's own date field (dd.MM.yyyy, a calendar in the app's language), not the browser's (mm/dd/yyyy);
            a period has both ends, so neither is emptied */}
        <DateField label={t`Från och med`} value={draft.from} years={PERIOD_YEARS} onChange={(from) => set('from')({ target: { value: from } })} error={errors['from']} />
        <DateField label={t`Till och med`} value={draft.to} years={PERIOD_YEARS} onChange={(to) => set('to')({ target: { value: to } })} error={errors['to']} />
      </FilterForm>
      {report.isPending ? <Spinner /> : null}
      {report.isError ? <p className="card admin-error">{messageForPerson(report.error, t`Siffrorna kunde inte hämtas.`)}</p> : null}
      {report.data?.schools.length === 0 ? <p className="card empty-state">{t`Inga vikariat under perioden.`}</p> : null}
      {report.data && report.data.schools.length > 0 ? (
        <>
          <FiguresTable
            id="fill-municipalities"
            caption={t`Per kommun`}
            rows={report.data.municipalities.map((r) => ({ key: r.municipality, ...r, name: municipalityName(r.municipality, locale) }))}
          />
          <FiguresTable
            id="fill-schools"
            caption={t`Per skola`}
            rows={report.data.schools.map((r) => ({ key: r.schoolId, ...r, name: `${r.name} (${municipalityName(r.municipality, locale)})` }))}
          />
        </>
      ) : null}
    </div>
  );
}

function FiguresTable({ id, caption, rows }: { id: string; caption: string; rows: (FillFiguresRow & { key: string })[] }) {
  const { t, i18n } = useLingui();
  const percent = (f: FillFigures): string => (f.shareFilledBeforeStart === null ? '–' : `${Math.round(f.shareFilledBeforeStart * 100)} %`);
  const minutes = (m: number | null): string => (m === null ? '–' : formatMinutes(m, uiLocale(i18n.locale)));
  const cells = (f: FillFigures) => [String(f.posted), percent(f), minutes(f.medianMinutes), minutes(f.p90Minutes)];
  return (
    // a region keyboard users can scroll sideways (axe scrollable-region-focusable)
    <div className="table-scroll" role="region" tabIndex={0} aria-labelledby={id}>
      <table className="data-table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {t`Namn`}
            </th>
            <th scope="colgroup" colSpan={4}>{t`SOS`}</th>
            <th scope="colgroup" colSpan={4}>{t`Vanliga`}</th>
          </tr>
          <tr>
            {[0, 1].map((i) => [
              <th key={`p${i}`} scope="col">{t`Publicerade`}</th>,
              <th key={`s${i}`} scope="col">{t`Tillsatta före start`}</th>,
              <th key={`m${i}`} scope="col">{t`Median`}</th>,
              <th key={`q${i}`} scope="col">{t`90:e percentil`}</th>,
            ])}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.name}</th>
              {[...cells(r.sos), ...cells(r.normal)].map((c, i) => (
                <td key={i}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
