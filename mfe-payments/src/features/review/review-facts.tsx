import type { ReactNode } from 'react';
import { formatDate, formatDateTime, formatRupees } from '@rewards/shared';
import { Box, Heading, Text } from '@rewards/shared/ui';
import type { ReviewContext } from '@rewards/contract';

function Facts({
  title,
  rows,
}: {
  title: string;
  rows: readonly (readonly [string, ReactNode])[];
}) {
  return (
    <Box>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <Box
        as="dl"
        display="grid"
        gridTemplateColumns="max-content 1fr"
        columnGap="4"
        rowGap="1"
        fontSize="sm"
      >
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd" m="0" wordBreak="break-all">
              {value}
            </Text>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The item's own fields, as the list screens' details show them. */
export function ItemFacts({ context }: { context: ReviewContext }) {
  const { item } = context;
  const rows: [string, ReactNode][] = [
    ['Amount', formatRupees(item.amount)],
    ['Waiting since', formatDateTime(item.at)],
  ];
  if (item.method) rows.push(['Method', item.method]);
  if (item.destination)
    rows.push([item.kind === 'wallet_topup' ? 'UTR' : 'Pay to', item.destination]);
  if (context.network) rows.push(['Network', context.network]);
  if (context.bank) rows.push(['Bank', context.bank]);
  if (item.from !== null && item.to !== null)
    rows.push(['Balance', `${formatRupees(item.from)} → ${formatRupees(item.to)}`]);
  if (item.requested_by) rows.push(['Asked by', item.requested_by]);
  if (item.first_approved_by) rows.push(['First approval', item.first_approved_by]);
  if (context.message) rows.push(['Message', context.message]);
  return <Facts title="Request" rows={rows} />;
}

/** Who the user is and their money so far. */
export function UserFacts({ context }: { context: ReviewContext }) {
  const { user } = context;
  return (
    <Facts
      title="User"
      rows={[
        ['Name', `${user.full_name} (#${user.id})`],
        ['Email', user.email],
        ['Account age', `${context.account_age_days} days (since ${formatDate(user.created_at)})`],
        ['Verified', yesNo(user.verified)],
        ['Trusted', yesNo(user.trust)],
        ['Balance', formatRupees(user.coin)],
        ['Lifetime top-ups', formatRupees(context.lifetime_top_ups)],
        ['Lifetime withdrawals', formatRupees(context.lifetime_withdrawals)],
        [
          'Referred by',
          context.referred_by
            ? `${context.referred_by.full_name} (#${context.referred_by.id})`
            : 'Nobody',
        ],
        ['Referred', `${context.referred_count} users`],
      ]}
    />
  );
}

/** The user's latest withdrawals and how each was decided. */
export function PastWithdrawals({ context }: { context: ReviewContext }) {
  const past = context.past_withdrawals;
  return (
    <Facts
      title="Past withdrawals"
      rows={
        past.length === 0
          ? [['None', 'No other withdrawals']]
          : past.map((w) => [
              `#${w.id}`,
              `${formatRupees(w.amount)} · ${w.status}${w.decided_by ? ` by ${w.decided_by}` : ''} · ${formatDate(w.created_at)}`,
            ])
      }
    />
  );
}
