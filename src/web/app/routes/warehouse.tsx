import { useSearchParams } from 'react-router';
import { recordId } from '#core/contracts/record-id.ts';
import { ConsolePage } from '../../components/console/console-page.tsx';
import { ItemPassport } from '../../features/warehouse/components/item-passport.tsx';
import { VatRule } from '../../features/warehouse/components/vat-rule.tsx';
import { WarehouseList } from '../../features/warehouse/components/warehouse-list.tsx';
import { accessForRoute, type TAccess } from '../../lib/auth/access.ts';
import { useAuthState } from '../../lib/auth/auth-store.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { RequireAuth } from '../require-auth.tsx';

const ANY_STAFF: TAccess = { kind: 'staff', roles: 'anyRole' };

/**
 * /warehouse: the stock for warehouse staff and admin; `?item=<id>` is an item's device passport (what
 * its label's QR opens), which any staff member may read (decision 022).
 */
export function WarehouseRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const parsed = recordId('x').safeParse(params.get('item') ?? '');
  const item = parsed.success ? parsed.data : null;
  const page = t('pages.warehouse');
  usePageMeta(t('meta.pageTitle', { page }));
  return (
    <RequireAuth access={item === null ? accessForRoute('/warehouse') : ANY_STAFF} pageName={page}>
      <ConsolePage title={t('warehouseConsole.title')}>
        {item !== null ? (
          <ItemPassport key={item} id={item} />
        ) : (
          <>
            <WarehouseList />
            <AdminOnly />
          </>
        )}
      </ConsolePage>
    </RequireAuth>
  );
}

function AdminOnly() {
  const auth = useAuthState();
  const roles = auth.session?.user.roles ?? [];
  return roles.includes('admin') ? <VatRule /> : null;
}
