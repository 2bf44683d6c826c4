import { formatDateTime } from '../../../lib/format.ts';
import { actorLabel } from '../../../lib/enum-labels.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { RecordSection } from './record-section.tsx';
import { Arrow } from '../../arrow.tsx';

/** One change of a record's state, oldest first (the workflow's append-only history). */
export interface THistoryEntry {
  from: string | null;
  to: string;
  /** Who made it: an account's e-mail or phone, or an actor kind (customer, staff, system, dealer). */
  who: string;
  at: string;
  note: string | null;
}

/** The record's history: from → to, when, who, and the note. */
export function HistoryTimeline({
  title,
  entries,
  stateLabel,
}: {
  title: string;
  entries: readonly THistoryEntry[];
  stateLabel: (state: string) => string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <RecordSection title={title}>
      <ol className="grid gap-2 text-sm">
        {entries.map((entry, index) => (
          <li key={index} className="border-l-2 border-brand-200 pl-3">
            <p className="font-semibold">
              {entry.from ? (
                <>
                  {stateLabel(entry.from)} <Arrow /> <span className="sr-only">→ </span>
                </>
              ) : null}
              {stateLabel(entry.to)}
            </p>
            <p className="text-xs text-slate-600">
              <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time> ·{' '}
              {actorLabel(t, entry.who)}
            </p>
            {entry.note && <p className="text-xs whitespace-pre-line text-slate-700">{entry.note}</p>}
          </li>
        ))}
      </ol>
    </RecordSection>
  );
}
