import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { TLocale } from '../../../src/core/constants.ts';
import type { TCreatePickupRequest, TTradeInReceipt } from '../../../src/core/contracts/trade-ins.ts';
import { addDays } from '../../../src/core/bangkok-time.ts';
import { pickupDateRange } from '../../../src/core/pickup-dates.ts';
import { generateReference } from '../../../src/core/reference.ts';
import { t } from './i18n.ts';
import { expect } from './test.ts';

export const REFERENCE_PATTERN = /^TRD-\d{6}-[A-Z0-9]{4}$/;

/** A bookable pick-up day: two days after the first one the form allows (Bangkok dates). */
export function bookableDate(): string {
  return addDays(pickupDateRange().min, 2);
}

export interface TPickupDetails {
  fullName: string;
  phone: string;
  brandModel: string;
  address: string;
  consent?: boolean;
}

export function pickupForm(page: Page, locale: TLocale): Locator {
  return page.getByRole('form', { name: t(locale, 'pickup.formTitle') });
}

/** Fills every required field of /pickup the way a customer would (labels in `locale`). */
export async function fillPickupForm(page: Page, locale: TLocale, details: TPickupDetails): Promise<void> {
  const form = pickupForm(page, locale);
  await form.getByLabel(t(locale, 'pickup.field.category')).selectOption('phone');
  await form.getByLabel(t(locale, 'pickup.field.brandModel')).fill(details.brandModel);
  await form.getByLabel(t(locale, 'pickup.field.address')).fill(details.address);
  await form
    .getByLabel(t(locale, 'pickup.field.province'))
    .selectOption({ label: locale === 'th' ? 'เชียงใหม่' : 'Chiang Mai' });
  await form.getByLabel(t(locale, 'pickup.field.date')).fill(bookableDate());
  await form.getByRole('radio', { name: new RegExp(t(locale, 'pickup.slot.midday')) }).check();
  await form.getByLabel(t(locale, 'pickup.field.fullName')).fill(details.fullName);
  await form.getByLabel(t(locale, 'pickup.field.phone')).fill(details.phone);
  if (details.consent !== false) {
    await form.getByRole('checkbox', { name: new RegExp(t(locale, 'pickup.consent.privacyLink')) }).check();
  }
}

/** Sends the form and returns the reference the confirmation panel shows. */
export async function submitPickupForm(page: Page, locale: TLocale): Promise<string> {
  await pickupForm(page, locale)
    .getByRole('button', { name: t(locale, 'pickup.submit') })
    .click();
  const confirmation = page.getByTestId('pickup-confirmation');
  await expect(confirmation.getByRole('heading', { name: t(locale, 'pickup.done.title') })).toBeVisible();
  const reference = (await confirmation.getByTestId('pickup-reference').textContent())?.trim() ?? '';
  expect(reference).toMatch(REFERENCE_PATTERN);
  return reference;
}

/** A pick-up request made straight through the API (for tests about what comes after it). */
export async function createPickupThroughApi(
  request: APIRequestContext,
  baseUrl: string,
  overrides: Partial<TCreatePickupRequest> = {},
): Promise<TTradeInReceipt> {
  const body: TCreatePickupRequest = {
    reference: generateReference(),
    fullName: 'Suda Wongsa',
    phone: '0891234567',
    province: 'khon-kaen',
    pdpaConsent: true,
    marketingOptIn: false,
    locale: 'th',
    deviceDescription: 'Phone · Samsung Galaxy S22 Ultra',
    pickup: {
      address: '12 Moo 3, Nai Mueang, Mueang Khon Kaen 40000',
      date: bookableDate(),
      timeSlot: '09:00-12:00',
    },
    ...overrides,
  };
  const response = await request.post(`${baseUrl}/api/pickups`, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as TTradeInReceipt;
}
