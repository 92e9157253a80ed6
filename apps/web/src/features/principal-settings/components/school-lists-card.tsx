import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDate, movedOrder, type SchoolListEntry } from '@vikariat/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';
import { useChangeSchoolList, useSchoolLists, type SchoolListChange } from '../../../lib/school-lists/school-lists-api.ts';
import '../../../components/ui/form-field.css';

type School = { id: string; name: string };

/**
 * The school's lists (issue 23): its preferred substitutes in order (moved up and down with buttons, so keyboard and
 * screen reader work alike) and those it blocked. People are added from their profile, where the school sees them.
 */
export function SchoolListsCard({ schools }: { schools: readonly School[] }) {
  const { t } = useLingui();
  const id = useId();
  const [schoolId, setSchoolId] = useState<string | undefined>(schools.length > 1 ? schools[0]?.id : undefined);
  const lists = useSchoolLists(schoolId);
  const change = useChangeSchoolList();

  const run = (request: SchoolListChange, done: string) =>
    change.mutate({ ...request, schoolId }, { onSuccess: () => toast.success(done), onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)) });
  const nameOf = (entry: SchoolListEntry) => `${entry.firstName} ${entry.lastName}`.trim() || entry.email;
  const workedText = (entry: SchoolListEntry) =>
    entry.workedHere === 0 || entry.lastWorked === null
      ? t`Har inte arbetat här ännu`
      : t({ message: plural(entry.workedHere, { one: 'Har arbetat här # gång', other: 'Har arbetat här # gånger' }) }) +
        ` · ${t`senast ${formatDate(entry.lastWorked)}`}`;

  const move = (from: number, by: number) => {
    const preferred = lists.data?.preferred ?? [];
    const entry = preferred[from];
    if (entry === undefined) return;
    run(
      {
        kind: 'order',
        emails: movedOrder(
          preferred.map((e) => e.email),
          from,
          by,
        ),
      },
      t`${nameOf(entry)} flyttades.`,
    );
  };
  const unblock = async (entry: SchoolListEntry) => {
    if (!(await confirm({ title: t`Häva spärren för ${nameOf(entry)}?`, message: t`Hen kan åter erbjudas skolans nya vikariat.`, confirmLabel: t`Häv spärren` }))) return;
    run({ kind: 'remove', list: 'blocked', email: entry.email }, t`Spärren är hävd.`);
  };

  const preferred = lists.data?.preferred ?? [];
  const blocked = lists.data?.blocked ?? [];
  return (
    <section className="card stack school-lists" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Skolans vikarier`}</h2>
      <p className="muted">{t`Föredragna vikarier märks med ★ bland era sökande. Spärrade vikarier ser inga nya vikariat från skolan och får inte veta om spärren. Lägg till någon från hens profil.`}</p>
      {schools.length > 1 ? (
        <label className="stack">
          <span>{t`Skola`}</span>
          <select className="form-input" value={schoolId} onChange={(e) => setSchoolId(e.target.value)}>
            {schools.map((school) => (
              <option key={school.id} value={school.id}>
                {school.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {lists.isPending ? <Spinner /> : null}
      {lists.isError ? <p role="alert">{messageForPerson(lists.error, t`Något gick fel`)}</p> : null}
      <h3 id={`${id}-preferred`}>{t`Föredragna`}</h3>
      {lists.isSuccess && preferred.length === 0 ? <p>{t`Inga föredragna vikarier ännu.`}</p> : null}
      {preferred.length > 0 ? (
        <ol className="school-list" aria-labelledby={`${id}-preferred`} data-testid="preferred-list">
          {preferred.map((entry, index) => (
            <li key={entry.email} className="school-list-row">
              <span className="school-list-place" aria-hidden="true">
                {index + 1}
              </span>
              <span className="school-list-person">
                <Link to={`/profile/${encodeURIComponent(entry.email)}`}>{nameOf(entry)}</Link>
                <span className="muted">{workedText(entry)}</span>
              </span>
              <span className="school-list-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={index === 0 || change.isPending}
                  aria-label={t`Flytta upp ${nameOf(entry)}`}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={index === preferred.length - 1 || change.isPending}
                  aria-label={t`Flytta ned ${nameOf(entry)}`}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={change.isPending}
                  aria-label={t`Ta bort ${nameOf(entry)} från föredragna`}
                  onClick={() => run({ kind: 'remove', list: 'preferred', email: entry.email }, t`${nameOf(entry)} togs bort från föredragna.`)}
                >
                  {t`Ta bort`}
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      <h3 id={`${id}-blocked`}>{t`Spärrade`}</h3>
      {lists.isSuccess && blocked.length === 0 ? <p>{t`Inga spärrade vikarier.`}</p> : null}
      {blocked.length > 0 ? (
        <ul className="school-list" aria-labelledby={`${id}-blocked`} data-testid="blocked-list">
          {blocked.map((entry) => (
            <li key={entry.email} className="school-list-row">
              <span className="school-list-person">
                <Link to={`/profile/${encodeURIComponent(entry.email)}`}>{nameOf(entry)}</Link>
                <span className="muted">{workedText(entry)}</span>
              </span>
              <span className="school-list-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={change.isPending}
                  aria-label={t`Häv spärren för ${nameOf(entry)}`}
                  onClick={() => void unblock(entry)}
                >
                  {t`Häv spärren`}
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
