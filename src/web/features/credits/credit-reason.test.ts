// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { setInterfaceLanguage } from '@/i18n/i18n.ts';
import { creditReasonText } from './credit-reason.ts';

describe('[I18N] a credit ledger entry’s reason', () => {
  afterEach(async () => {
    await setInterfaceLanguage('en', { remember: false });
  });

  it('reads the reasons the server writes from the catalogue, keeping a scenario’s name and an administrator’s words as they are', async () => {
    expect(creditReasonText('Welcome credits')).toBe('Welcome credits');
    expect(creditReasonText('Purchase: 1 credit')).toBe('Purchase: 1 credit');
    await setInterfaceLanguage('id', { remember: false });
    expect(creditReasonText('Welcome credits')).toBe('Kredit sambutan');
    expect(creditReasonText('Roleplay session: Renewal Under Price Pressure')).toBe('Sesi bermain peran: Renewal Under Price Pressure');
    expect(creditReasonText('Purchase: 50 credits')).toBe('Pembelian: 50 kredit');
    expect(creditReasonText('Refund: nothing was said')).toBe('Pengembalian: tidak ada yang diucapkan');
    expect(creditReasonText('Credits granted on request')).toBe('Kredit yang dikabulkan atas permintaan');
    expect(creditReasonText('Pilot group, spring term')).toBe('Pilot group, spring term');
  });
});
