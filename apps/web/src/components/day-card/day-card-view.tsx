import { DAY_CARD_FIELDS, formatPhone, phoneHref, type DayCard } from '@vikariat/domain';
import { useDayCardLabels } from './day-card-labels.ts';
import './day-card.css';
import '../ui/page.css';

/** A filled day card, read-only: the fields that have text, the contact's phone as a link to call. */
export function DayCardView({ card }: { card: Partial<DayCard> }) {
  const labels = useDayCardLabels();
  return (
    <dl className="details-list day-card-view">
      {DAY_CARD_FIELDS.filter((name) => (card[name] ?? '').trim() !== '').map((name) => (
        <div key={name} className="details-row" data-field={name}>
          <dt>{labels[name]}</dt>
          <dd>{name === 'contactPhone' ? <a href={phoneHref(card[name] ?? '')}>{formatPhone(card[name] ?? '')}</a> : card[name]}</dd>
        </div>
      ))}
    </dl>
  );
}
