import type { TLocale } from '#core/constants.ts';
import type { TCreateTradeInRequest } from '#core/contracts/trade-ins.ts';
import type { TContactDraft, TWizardState } from './wizard-state.ts';

/** What the customer types on the details step; everything else of the request comes from earlier steps. */
export interface TDetailsValues {
  fullName: string;
  phone: string;
  email: string;
  lineId: string;
  imeiSerial: string;
  preferredProduct: string;
  promoCode: string;
  dealerCode: string;
  remarks: string;
  pdpaConsent: boolean;
  marketingOptIn: boolean;
}

/** The fields in the order they are shown: the first one with an error gets the focus. */
export const DETAILS_FIELDS = [
  'fullName',
  'phone',
  'email',
  'lineId',
  'imeiSerial',
  'preferredProduct',
  'promoCode',
  'dealerCode',
  'remarks',
  'pdpaConsent',
  'marketingOptIn',
] as const satisfies readonly (keyof TDetailsValues)[];

export function isDetailsField(path: string): path is keyof TDetailsValues {
  return (DETAILS_FIELDS as readonly string[]).includes(path);
}

export function detailsDefaults(contact: TContactDraft): TDetailsValues {
  return {
    fullName: contact.fullName ?? '',
    phone: contact.phone ?? '',
    email: contact.email ?? '',
    lineId: contact.lineId ?? '',
    imeiSerial: contact.imeiSerial ?? '',
    preferredProduct: contact.preferredProduct ?? '',
    promoCode: contact.promoCode ?? '',
    dealerCode: contact.dealerCode ?? '',
    remarks: contact.remarks ?? '',
    // Consent is asked every time: a restored tick would not be a fresh, informed choice.
    pdpaConsent: false,
    marketingOptIn: contact.marketingOptIn ?? false,
  };
}

/**
 * The whole request as the contract takes it (ZCreateTradeInRequestSchema): the typed fields plus the
 * wizard's reference, quote, choices, photos, payee and the page language. Hand-over fields of the method
 * not chosen are left out, the preferred product only goes with a trade-in, and the payee only with an
 * option paid in money (not a voucher).
 */
export function toRequestInput(
  values: TDetailsValues,
  state: TWizardState,
  locale: TLocale,
): TCreateTradeInRequest {
  return {
    ...values,
    pdpaConsent: values.pdpaConsent as true,
    preferredProduct: state.option === 'tradeIn' ? values.preferredProduct : undefined,
    reference: state.reference,
    quoteId: state.quoteId as string,
    option: state.option as TCreateTradeInRequest['option'],
    fulfilment: state.fulfilment as TCreateTradeInRequest['fulfilment'],
    storeId: state.fulfilment === 'store' ? state.storeId : undefined,
    pickup:
      state.fulfilment === 'pickup'
        ? {
            address: state.pickup?.address ?? '',
            date: state.pickup?.date ?? '',
            timeSlot: state.pickup?.timeSlot as NonNullable<TCreateTradeInRequest['pickup']>['timeSlot'],
          }
        : undefined,
    province: state.province as TCreateTradeInRequest['province'],
    photoIds: state.photos.map((photo) => photo.id),
    payee: isPaidOption(state.option) ? state.payee : undefined,
    locale,
  };
}

/** Sale and trade-in are paid by transfer; a voucher is not (product decisions, step 4). */
export function isPaidOption(option: TWizardState['option']): boolean {
  return option === 'sale' || option === 'tradeIn';
}

/** Which earlier step holds a request path the details step has no field for. */
export function stepForPath(path: string): 'option' | 'fulfilment' | 'offer' | 'details' {
  const head = path.split('.')[0] ?? '';
  if (head === 'option') return 'option';
  if (head === 'quoteId' || head === 'reference') return 'offer';
  if (['fulfilment', 'storeId', 'pickup', 'province'].includes(head)) return 'fulfilment';
  return 'details';
}
