import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { generateReference, isReference } from '#core/reference.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PUBLIC_CHANNEL, WizardChannelContext, type TWizardChannel } from '../wizard-channel.ts';
import { ValuationWizard } from './valuation-wizard.tsx';
import { LoadingBlock } from './wizard-ui.tsx';

/**
 * /valuation (and /assess/{code}): the reference (`?ref=`, made at "Start here") keys the wizard. Without
 * a valid one the page makes one and replaces the address, so a reload or Back finds the same wizard.
 * `channel`: who runs it (wizard-channel.ts); the route decides.
 */
export function ValuationPage({ channel = PUBLIC_CHANNEL }: { channel?: TWizardChannel }) {
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
  return (
    <WizardChannelContext value={channel}>
      {channel.kind !== 'public' && <ChannelBanner channel={channel} />}
      {/* Keyed by the reference: Back/Forward to another wizard's address starts that wizard afresh. */}
      <ValuationWizard key={reference} reference={reference} />
    </WizardChannelContext>
  );
}

/** Whose valuation this is: the shop's counter, or the customer at a shop. */
function ChannelBanner({ channel }: { channel: Exclude<TWizardChannel, { kind: 'public' }> }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 pt-4">
      <p
        data-testid="wizard-channel"
        className={`rounded-xl px-3 py-2 text-sm ring-1 ${
          channel.kind === 'counter' || channel.kind === 'sales'
            ? 'bg-amber-50 text-amber-950 ring-amber-200'
            : 'bg-brand-50 text-brand-900 ring-brand-200'
        }`}
      >
        {channel.kind === 'sales'
          ? t('salesConsole.counter.banner')
          : t(channel.kind === 'counter' ? 'dealerArea.counterBanner' : 'dealerArea.shopBanner', {
              shop: channel.shopName,
              code: channel.code,
            })}
      </p>
    </div>
  );
}
