import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { AdjustmentsTab } from './catalogue-adjustments-tab.tsx';
import { BrandsTab } from './catalogue-brands-tab.tsx';
import { ModelsTab } from './catalogue-models-tab.tsx';
import { ImportTab } from './import-tab.tsx';
import { PricesTab } from './prices-tab.tsx';
import { RequestDetail } from './request-detail.tsx';
import { RequestsList } from './requests-list.tsx';
import { UsersTab } from './users-tab.tsx';

const TABS = ['requests', 'brands', 'models', 'prices', 'users', 'adjustments', 'import'] as const;
type TTab = (typeof TABS)[number];

/** /admin: the admin console; the tab (and everything each tab shows) lives in the URL. */
export function AdminPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const tab: TTab = TABS.find((name) => name === asked) ?? 'requests';
  const reference = tab === 'requests' ? params.get('ref') : null;

  return (
    <div className="mx-auto grid max-w-[96rem] gap-4 px-3 pt-6 pb-12 sm:px-6">
      <h1 className="text-2xl font-bold">{t('pages.admin')}</h1>
      <nav aria-label={t('admin.tabs.label')} className="-mx-3 overflow-x-auto px-3 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-slate-200">
          {TABS.map((name) => (
            <li key={name}>
              <Link
                to={{ search: `?tab=${name}` }}
                aria-current={tab === name ? 'page' : undefined}
                className={`block border-b-2 px-3 py-2 text-sm font-semibold ${
                  tab === name
                    ? 'border-brand-600 text-brand-700'
                    : 'border-transparent text-slate-700 hover:border-slate-300'
                }`}
              >
                {t(`admin.tabs.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'users' ? (
        <UsersTab />
      ) : tab === 'brands' ? (
        <BrandsTab />
      ) : tab === 'models' ? (
        <ModelsTab />
      ) : tab === 'prices' ? (
        <PricesTab />
      ) : tab === 'adjustments' ? (
        <AdjustmentsTab />
      ) : tab === 'import' ? (
        <ImportTab />
      ) : reference ? (
        <RequestDetail reference={reference} />
      ) : (
        <RequestsList />
      )}
    </div>
  );
}
