import { z } from 'zod';
import { HEAD_OFFICE_BRANCH, isValidThaiTaxId } from '../tax-id.ts';
import { text } from './text.ts';

/**
 * The company's profile (decision 029): what every tax document, receipt, voucher and certificate prints
 * as the seller or issuer. One record, edited by admin; each edit carries the version it was made on
 * (409 when someone saved meanwhile). Tax documents are refused while it is incomplete.
 */
const line = (max: number) =>
  text({ error: 'errors.company.required' })
    .trim()
    .min(1, 'errors.company.required')
    .max(max, 'errors.text.tooLong');
const optional = (max: number) => text().trim().max(max, 'errors.text.tooLong');

export const ZCompanyProfileFieldsSchema = z.object({
  legalNameTh: line(200),
  legalNameEn: line(200),
  addressTh: line(500),
  addressEn: line(500),
  /** 13 digits with a valid check digit; empty until admin enters it. */
  taxId: text()
    .trim()
    .refine((value) => value === '' || isValidThaiTaxId(value), 'errors.company.taxId'),
  /** Five digits; 00000 is the head office. */
  branch: text()
    .trim()
    .regex(/^\d{5}$/, 'errors.company.branch'),
  phone: optional(40),
  email: z.union([z.literal(''), z.email({ error: 'errors.email.invalid' }).max(200)]),
});

/** As stored: a new installation's profile has empty fields until admin fills them in. */
export const ZCompanyProfileSchema = z.object({
  legalNameTh: text(),
  legalNameEn: text(),
  addressTh: text(),
  addressEn: text(),
  taxId: text(),
  branch: text(),
  phone: text(),
  email: text(),
  version: z.number().int(),
  /** Whether a tax document may be issued: names, addresses and the tax ID are filled in. */
  complete: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfileSchema>;

export const ZCompanyProfileUpdateSchema = ZCompanyProfileFieldsSchema.extend({
  version: z.number().int().min(1),
});
export type TCompanyProfileUpdate = z.input<typeof ZCompanyProfileUpdateSchema>;

export const COMPANY_PROFILE_DEFAULTS = { branch: HEAD_OFFICE_BRANCH } as const;

/** What a tax document needs of the profile. */
export function isCompanyProfileComplete(
  profile: Pick<TCompanyProfile, 'legalNameTh' | 'legalNameEn' | 'addressTh' | 'addressEn' | 'taxId'>,
): boolean {
  return (
    [profile.legalNameTh, profile.legalNameEn, profile.addressTh, profile.addressEn].every(
      (value) => value.trim() !== '',
    ) && isValidThaiTaxId(profile.taxId)
  );
}
