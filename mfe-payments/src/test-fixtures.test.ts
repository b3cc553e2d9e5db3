import {
  CryptoPayment,
  ReviewContext,
  ReviewItem,
  WalletTransaction,
  Withdrawal,
} from '@rewards/contract';
import { schemaErrors } from '@rewards/contract/testing';
import {
  makeCryptoPayment,
  makeReviewContext,
  makeReviewItem,
  makeWalletTransaction,
  makeWithdrawal,
} from './test-fixtures';

// Every test here stands the fixtures in for the API: they must be what the API answers, or a
// test passes against data the screen never gets.
describe('test fixtures follow the API contract', () => {
  it.each([
    ['makeWalletTransaction()', WalletTransaction, makeWalletTransaction()],
    ['makeWithdrawal()', Withdrawal, makeWithdrawal()],
    ['makeCryptoPayment()', CryptoPayment, makeCryptoPayment()],
    ['makeReviewItem()', ReviewItem, makeReviewItem()],
    ['makeReviewContext()', ReviewContext, makeReviewContext()],
  ])('%s', (_name, schema, value) => {
    expect(schemaErrors(schema, value)).toEqual([]);
  });
});
