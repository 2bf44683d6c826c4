import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { generateReference, isReference } from '#core/reference.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { ValuationWizard } from './valuation-wizard.tsx';
import { LoadingBlock } from './wizard-ui.tsx';

/**
 * /valuation: the reference (`?ref=`, made at "Start here") keys the wizard. Without a valid one the page
 * makes one and replaces the address, so a reload or Back finds the same wizard.
 */
export function ValuationPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const reference = searchParams.get('ref');
  const valid = isReference(reference);

  useEffect(() => {
    if (valid) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('ref', generateReference());
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [valid, setSearchParams]);

  if (!valid) return <LoadingBlock label={t('common.loading')} />;
  // Keyed by the reference: Back/Forward to another wizard's address starts that wizard afresh.
  return <ValuationWizard key={reference} reference={reference} />;
}
