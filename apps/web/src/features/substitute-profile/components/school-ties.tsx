import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatDate, isLeaderRole, type SchoolListName, type SchoolTie } from '@vikariat/domain';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';
import { useChangeSchoolList } from '../../../lib/school-lists/school-lists-api.ts';
import { useSession } from '../../../lib/use-session.ts';

/**
 * The substitute at each of the reader's schools (issue 23): worked here before, and — for the school's principals and
 * leaders — its lists: add to or take off the preferred list, block or lift the block. The person is never told.
 */
export function SchoolTies({ email, name, ties }: { email: string; name: string; ties: readonly SchoolTie[] }) {
  const { t } = useLingui();
  const session = useSession();
  const leader = session ? isLeaderRole(session.typeOfUser) : false;
  const change = useChangeSchoolList();
  if (ties.length === 0) return null;

  const run = (tie: SchoolTie, kind: 'add' | 'remove', list: SchoolListName, done: string) =>
    change.mutate(
      { kind, list, email, schoolId: tie.schoolId },
      { onSuccess: () => toast.success(done), onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)) },
    );
  const block = async (tie: SchoolTie) => {
    const confirmed = await confirm({
      title: t`Spärra ${name}?`,
      message: t`${tie.schoolName} erbjuds inte längre hen: hen får inga nya vikariat från skolan och får inte veta om spärren. Ansökningar hen redan gjort finns kvar.`,
      confirmLabel: t`Spärra`,
      danger: true,
    });
    if (confirmed) run(tie, 'add', 'blocked', t`${name} är spärrad.`);
  };
  const workedText = (tie: SchoolTie) =>
    tie.workedHere === 0 || tie.lastWorked === null
      ? t`Har inte arbetat här ännu`
      : t({ message: plural(tie.workedHere, { one: 'Har arbetat här # gång', other: 'Har arbetat här # gånger' }) }) + ` · ${t`senast ${formatDate(tie.lastWorked)}`}`;
  const listText = (list: SchoolListName | null) => (list === 'preferred' ? t`Föredragen vikarie` : list === 'blocked' ? t`Spärrad` : null);

  return (
    <>
      {ties.map((tie) => (
        <div key={tie.schoolId} className="sp-row" data-testid="school-tie">
          <dt>{tie.schoolName}</dt>
          <dd>
            <span className="sp-tie-text">{[workedText(tie), listText(tie.list)].filter(Boolean).join(' · ')}</span>
            {leader ? (
              <span className="sp-tie-actions">
                {tie.list === 'preferred' ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-pressed="true"
                    disabled={change.isPending}
                    onClick={() => run(tie, 'remove', 'preferred', t`${name} togs bort från föredragna.`)}
                  >
                    {t`Föredragen ★`}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-pressed="false"
                    disabled={change.isPending}
                    onClick={() => run(tie, 'add', 'preferred', t`${name} är föredragen.`)}
                  >
                    {t`Lägg till bland föredragna ☆`}
                  </button>
                )}
                {tie.list === 'blocked' ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={change.isPending}
                    onClick={() => run(tie, 'remove', 'blocked', t`Spärren är hävd.`)}
                  >
                    {t`Häv spärren`}
                  </button>
                ) : (
                  <button type="button" className="button button-secondary" disabled={change.isPending} onClick={() => void block(tie)}>
                    {t`Spärra`}
                  </button>
                )}
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </>
  );
}
