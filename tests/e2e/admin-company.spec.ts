import type { TCompanyProfile } from '../../src/core/contracts/company.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { signInThroughApi } from './support/auth.ts';
import { localized, t } from './support/i18n.ts';
import { expect, test } from './support/test.ts';
import { E2E_STAFF } from './support/users.ts';

const pickFields = ({ version: _v, complete: _c, updatedAt: _u, ...fields }: TCompanyProfile) => fields;

test.describe('Admin › Company', () => {
  test('the admin completes the profile documents print, the tax ID’s check digit caught on the field', async ({
    page,
  }, testInfo) => {
    const locale = 'th' as const;
    const session = await signInThroughApi(page, E2E_STAFF.admin.email);
    // From an incomplete profile (the tax ID cleared), whatever an earlier run left.
    const headers = { Authorization: `Bearer ${session.accessToken}` };
    const current = (await (await page.request.get('/api/company', { headers })).json()) as TCompanyProfile;
    const cleared = await page.request.put('/api/admin/company', {
      headers,
      data: {
        ...pickFields(current),
        addressTh: 'ที่อยู่เดิม',
        addressEn: 'Old address',
        taxId: '',
        version: current.version,
      },
    });
    expect(cleared.status(), await cleared.text()).toBe(200);
    await page.goto(localized('/admin?tab=company', locale));
    const form = page.getByRole('region', { name: t(locale, 'companyProfile.title') });
    await expect(form.getByLabel(t(locale, 'companyProfile.legalNameEn'))).toHaveValue(
      'Khumkha Trade Co., Ltd.',
    );
    await expect(form.getByText(t(locale, 'companyProfile.incomplete'))).toBeVisible();

    await form
      .getByLabel(t(locale, 'companyProfile.addressTh'))
      .fill('99 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110');
    await form
      .getByLabel(t(locale, 'companyProfile.addressEn'))
      .fill('99 Sukhumvit Road, Khlong Toei, Bangkok 10110');
    const taxId = form.getByLabel(t(locale, 'companyProfile.taxId'));
    await taxId.fill('0105536092642');
    await form.getByRole('button', { name: t(locale, 'companyProfile.save') }).click();
    await expect(form.getByText(t(locale, 'errors.company.taxId'))).toBeVisible();
    await expect(taxId).toBeFocused();
    await expectNoSeriousViolations(page, testInfo, 'admin-company');

    await taxId.fill('0105536092641');
    await form.getByRole('button', { name: t(locale, 'companyProfile.save') }).click();
    await expect(page.getByTestId('toast')).toContainText(t(locale, 'companyProfile.saved'));
    await expect(form.getByText(t(locale, 'companyProfile.complete'))).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(t(locale, 'companyProfile.taxId'))).toHaveValue('0105536092641');
  });
});
