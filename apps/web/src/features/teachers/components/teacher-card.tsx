import { useLingui } from '@lingui/react/macro';
import { formatPhone, phoneHref } from '@vikariat/domain';
import { useLocale } from '../../../lib/locale-context.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import type { Teacher } from '../api/get-teachers.ts';
import { gradeNames } from './grade-names.ts';

interface TeacherCardProps {
  teacher: Teacher;
  layout: 'list' | 'block';
  onEdit: (teacher: Teacher) => void;
  onRemove: (teacher: Teacher) => void;
  onToggleActive: (teacher: Teacher, active: boolean) => void;
  busy: boolean;
}

/** One teacher: photo, name, grades, address, phone (+358), e-mail; edit, remove and the active toggle. */
export function TeacherCard({ teacher, layout, onEdit, onRemove, onToggleActive, busy }: TeacherCardProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const name = `${teacher.firstName} ${teacher.lastName}`.trim();
  const initials = `${teacher.firstName.charAt(0)}${teacher.lastName.charAt(0)}`.toUpperCase();
  return (
    <article className={`card teacher-card teacher-card-${layout}`} aria-label={name}>
      <div className="teacher-photo" aria-hidden="true">
        {teacher.image ? <img src={`/api/shared/image/${encodeURIComponent(teacher.image)}`} alt="" /> : <span>{initials}</span>}
      </div>
      <div className="teacher-info">
        <h2 className="teacher-name">{name}</h2>
        {teacher.grades.length > 0 ? <p className="muted">{gradeNames(teacher.grades, locale)}</p> : null}
        {teacher.address ? <p>{teacher.address}</p> : null}
        {teacher.phone ? (
          <p>
            <a href={phoneHref(teacher.phone)}>{formatPhone(teacher.phone)}</a>
          </p>
        ) : null}
        <p className="teacher-email">
          <a href={`mailto:${teacher.email}`}>{teacher.email}</a>
        </p>
        {teacher.school ? <p className="muted">{teacher.school.name}</p> : null}
      </div>
      <div className="teacher-actions">
        <Switch checked={teacher.active} disabled={busy} label={teacher.active ? t`Aktiv` : t`Inte aktiv`} onChange={(active) => onToggleActive(teacher, active)} />
        <div className="row">
          <button type="button" className="button button-secondary" onClick={() => onEdit(teacher)}>
            {t`Redigera`}
            <span className="visually-hidden"> {name}</span>
          </button>
          <button type="button" className="button button-danger" onClick={() => onRemove(teacher)}>
            {t`Ta bort`}
            <span className="visually-hidden"> {name}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
