import { useState, type FormEvent } from 'react';
import { ZSubscribeRequestSchema } from '#core/contracts/notifications.ts';
import type { TLocale } from '#core/constants.ts';
import { TextField } from '../../../components/form-field.tsx';
import { ApiError, publicApi } from '../../../lib/api.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { CheckboxField } from '../details-fields.tsx';
import { secondaryButtonClass } from './wizard-ui.tsx';

type TKind = 'quote' | 'priceAlert';

/**
 * "Send me this price" on the offer (issue 31, decision 043): the customer's e-mail and two separate boxes,
 * each its own request and consent — the price for this quote with one reminder the day before its lock
 * ends (a service message), and "tell me when the price of my model changes" (marketing, never ticked for
 * them). Each ticked box is one POST /api/quotes/:id/subscriptions. Shown only for a stored quote.
 */
export function PriceMessages({ quoteId }: { quoteId: string }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [wanted, setWanted] = useState<Record<TKind, boolean>>({ quote: false, priceAlert: false });
  const [errors, setErrors] = useState<{ email?: string; choice?: string; server?: string }>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ email: string; kinds: TKind[] } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const kinds = (['quote', 'priceAlert'] as const).filter((kind) => wanted[kind]);
    const locale = (i18n.language === 'en' ? 'en' : 'th') satisfies TLocale;
    const checked = ZSubscribeRequestSchema.safeParse({ kind: 'quote', email, locale, consent: true });
    const next = {
      email: checked.success ? undefined : checked.error.issues[0]?.message,
      choice: kinds.length === 0 ? 'wizard.offer.messages.chooseOne' : undefined,
    };
    setErrors(next);
    if (next.email || next.choice || !checked.success) return;
    setBusy(true);
    try {
      for (const kind of kinds) {
        await publicApi('POST /api/quotes/:id/subscriptions', {
          params: { id: quoteId },
          body: { kind, email: checked.data.email, locale, consent: true },
        });
      }
      setDone({ email: checked.data.email, kinds });
    } catch (error) {
      setErrors({ server: error instanceof ApiError ? error.messageKey : 'errors.internal' });
    } finally {
      setBusy(false);
    }
  }

  const toggle = (kind: TKind) => (input: { target: { checked: boolean } }) => {
    setWanted((current) => ({ ...current, [kind]: input.target.checked }));
    setErrors((current) => ({ ...current, choice: undefined, server: undefined }));
  };

  return (
    <section
      aria-labelledby="price-messages-title"
      className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="price-messages-title" className="text-lg font-bold">
        {t('wizard.offer.messages.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('wizard.offer.messages.lead')}</p>
      {done ? (
        <p role="status" className="mt-3 rounded-xl bg-brand-50 p-3 text-sm font-medium text-brand-900">
          {done.kinds.map((kind) => t(`wizard.offer.messages.done.${kind}`, { email: done.email })).join(' ')}
        </p>
      ) : !open ? (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-3`}
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          {t('wizard.offer.messages.open')}
        </button>
      ) : (
        <form noValidate onSubmit={submit} className="mt-3 grid gap-3">
          <TextField
            id="price-messages-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            label={t('wizard.offer.messages.email')}
            value={email}
            error={errors.email}
            onChange={(input) => {
              setEmail(input.target.value);
              setErrors((current) => ({ ...current, email: undefined, server: undefined }));
            }}
          />
          <fieldset
            className="grid min-w-0 gap-2"
            aria-describedby={errors.choice ? 'price-messages-choice-error' : undefined}
          >
            <legend className="mb-1 text-sm font-semibold text-slate-900">
              {t('wizard.offer.messages.what')}
            </legend>
            <CheckboxField
              id="price-messages-quote"
              label={t('wizard.offer.messages.quoteConsent')}
              checked={wanted.quote}
              onChange={toggle('quote')}
            />
            <CheckboxField
              id="price-messages-alert"
              label={t('wizard.offer.messages.alertConsent')}
              checked={wanted.priceAlert}
              onChange={toggle('priceAlert')}
            />
            {errors.choice && (
              <p id="price-messages-choice-error" className="text-sm font-medium text-red-700">
                {t(errors.choice)}
              </p>
            )}
          </fieldset>
          <p className="text-xs text-slate-600">
            {t('wizard.offer.messages.privacy')}{' '}
            <a
              href="/privacy"
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline"
            >
              {t('wizard.offer.messages.privacyLink')}
            </a>
          </p>
          {errors.server && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-900">
              {t(errors.server)}
            </p>
          )}
          <button type="submit" className={secondaryButtonClass} disabled={busy} aria-busy={busy}>
            {t('wizard.offer.messages.send')}
          </button>
        </form>
      )}
    </section>
  );
}
