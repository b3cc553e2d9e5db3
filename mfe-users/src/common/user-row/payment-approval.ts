import { formatDollars } from '@rewards/shared';
import type { User } from '@rewards/contract';
import { PLAN_PRICES_USD } from '@rewards/contract/limits';

/**
 * The question before approving a payment (one way, no undo): who, which plan and how much,
 * so an admin who clicked the wrong row sees it before anything is sent.
 */
export function approvalQuestion(user: User): string {
  const who = `${user.full_name} (${user.email})`;
  const price = user.business_plan ? PLAN_PRICES_USD[user.business_plan] : undefined;
  const what =
    user.business_plan && price !== undefined
      ? ` for the ${user.business_plan} plan, ${formatDollars(price)}`
      : user.business_plan
        ? ` for the ${user.business_plan} plan`
        : ' (no plan recorded)';
  return `Approve the payment of ${who}${what}? This cannot be undone.`;
}
