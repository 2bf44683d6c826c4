import type { TDb } from '../../db/client.ts';
import type { TPrincipal } from '../../http/context.ts';
import { commissionLines } from './dealer-area.repository.ts';
import type { TDealerAreaService } from './dealer-area.service.ts';
import { renderShopPoster, renderStatementPdf, statementCsv, type TStatement } from './dealer-documents.ts';

/** The poster (an approved shop only: a suspended code must not be printed again) and the monthly statements. */
export function createDealerDocumentsService(deps: { db: TDb; area: TDealerAreaService; publicUrl: string }) {
  async function statementOf(principal: TPrincipal, month: string): Promise<TStatement> {
    const shop = await deps.area.ownShop(principal);
    const lines = await commissionLines(deps.db, shop.id, month);
    return { shopName: shop.shopName, code: shop.code, month, lines };
  }

  return {
    async poster(principal: TPrincipal) {
      const shop = await deps.area.approvedShop(principal);
      const data = await renderShopPoster(shop, deps.publicUrl);
      return { data: new Uint8Array(data), fileName: `poster-${shop.code}.pdf` };
    },
    async statementPdf(principal: TPrincipal, month: string) {
      const statement = await statementOf(principal, month);
      const data = await renderStatementPdf(statement);
      return { data: new Uint8Array(data), fileName: `commission-${statement.code}-${month}.pdf` };
    },
    async statementCsv(principal: TPrincipal, month: string) {
      const statement = await statementOf(principal, month);
      return { data: statementCsv(statement), fileName: `commission-${statement.code}-${month}.csv` };
    },
  };
}

export type TDealerDocumentsService = ReturnType<typeof createDealerDocumentsService>;
