import type { Withdrawal } from '@rewards/contract';
import type { DetailItem } from './detail-section';

/** Where the money goes, by method (docs/product.md#withdrawals: 'Payment Details by method'). */
export function payoutItems(row: Withdrawal): readonly DetailItem[] {
  switch (row.method) {
    case 'upi':
      return [['UPI Address', row.upi_address]];
    case 'crypto':
      return [
        ['Crypto Address', row.crypto_address],
        ['Network', row.crypto_network],
      ];
    case 'bank':
      return [
        ['Account Holder', row.bank_holder_name],
        ['Bank Name', row.bank_name],
        ['IFSC Code', row.ifsc_code],
      ];
    default:
      return [];
  }
}

/** The same details on one line, for the CSV export. */
export function payoutSummary(row: Withdrawal): string {
  return payoutItems(row)
    .map(([label, value]) => `${label}: ${typeof value === 'string' ? value : '—'}`)
    .join('; ');
}
