import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { reportKeys } from '../api/report-keys.ts';
import { getLogisticsOverdue } from '../api/reports-api.ts';

/**
 * Work past its time now, whatever the period (decision 045): pick-ups past their slot and deliveries
 * open too long, each a link to its list filtered to the overdue ones.
 */
export function OverdueWork() {
  const { t } = useTranslation();
  const overdue = useQuery({ queryKey: reportKeys.overdue(), queryFn: getLogisticsOverdue });
  if (!overdue.data) return null;
  const { pickups, deliveries, deliveryDays } = overdue.data;
  const entries = [
    {
      key: 'pickups',
      count: pickups,
      to: '/logistics?tab=pickups&overdue=1',
      text: t('reports.overdue.pickups'),
    },
    {
      key: 'deliveries',
      count: deliveries,
      to: '/logistics?overdue=1',
      text: t('reports.overdue.deliveries', { days: deliveryDays }),
    },
  ];
  return (
    <section
      aria-labelledby="overdue-work"
      className={`rounded-xl border p-3 ${pickups + deliveries > 0 ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`}
      data-testid="overdue-work"
    >
      <h2 id="overdue-work" className="text-sm font-bold text-slate-900">
        {t('reports.overdue.title')}
      </h2>
      <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} className="underline-offset-2 hover:underline">
              <strong
                className={`text-lg tabular-nums ${entry.count > 0 ? 'text-red-700' : 'text-slate-900'}`}
              >
                {entry.count}
              </strong>{' '}
              {entry.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
