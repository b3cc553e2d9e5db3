import type { Migration } from 'kysely';
import * as core from './001-core';
import * as money from './002-money';
import * as content from './003-content';
import * as adminRoles from './004-admin-roles';
import * as contactInbox from './005-contact-inbox';
import * as rateLimits from './006-rate-limits';
import * as userListIndexes from './007-user-list-indexes';
import * as changeEvents from './008-change-events';
import * as remoteHealth from './009-remote-health';
import * as auditEntityOrder from './011-audit-entity-order';
import * as storedUploads from './012-stored-uploads';
import * as userListStatusSince from './013-user-list-status-since';
import * as userListFilterColumns from './014-user-list-filter-columns';
import * as moneyListIndexes from './015-money-list-indexes';
import * as statCounters from './016-stat-counters';
import * as savedViews from './017-saved-views';
import * as walletChanges from './018-wallet-changes';
import * as apiTokens from './019-api-tokens';
import * as auditUserId from './021-audit-user-id';
import * as moneyTextSearch from './022-money-text-search';
import * as contentListIndexes from './025-content-list-indexes';
import * as dayCounters from './026-day-counters';
import * as walletChangeEvents from './027-wallet-change-events';
import * as messageTextSearch from './028-message-text-search';
import * as summaryBuckets from './029-summary-buckets';
import * as adminFactors from './030-admin-factors';
import * as passkeysAndFactorResets from './031-passkeys-and-factor-resets';
import * as reviewQueue from './032-review-queue';
import * as reviewClaimEvents from './033-review-claim-events';
import * as actorSkipsRowlessActions from './034-actor-skips-rowless-actions';

/**
 * In-code list (no filesystem scan) so the built dist/ and jest see the same migrations. A new
 * migration is appended; a merged one never changes (decision 026).
 */
export const migrations: Record<string, Migration> = {
  '001-core': core,
  '002-money': money,
  '003-content': content,
  '004-admin-roles': adminRoles,
  '005-contact-inbox': contactInbox,
  '006-rate-limits': rateLimits,
  '007-user-list-indexes': userListIndexes,
  '008-change-events': changeEvents,
  '009-remote-health': remoteHealth,
  '011-audit-entity-order': auditEntityOrder,
  '012-stored-uploads': storedUploads,
  '013-user-list-status-since': userListStatusSince,
  '014-user-list-filter-columns': userListFilterColumns,
  '015-money-list-indexes': moneyListIndexes,
  '016-stat-counters': statCounters,
  '017-saved-views': savedViews,
  '018-wallet-changes': walletChanges,
  '019-api-tokens': apiTokens,
  '021-audit-user-id': auditUserId,
  '022-money-text-search': moneyTextSearch,
  '025-content-list-indexes': contentListIndexes,
  '026-day-counters': dayCounters,
  '027-wallet-change-events': walletChangeEvents,
  '028-message-text-search': messageTextSearch,
  '029-summary-buckets': summaryBuckets,
  '030-admin-factors': adminFactors,
  '031-passkeys-and-factor-resets': passkeysAndFactorResets,
  '032-review-queue': reviewQueue,
  '033-review-claim-events': reviewClaimEvents,
  '034-actor-skips-rowless-actions': actorSkipsRowlessActions,
};
