import type { UserRef, UserReferrals } from '@rewards/contract';
import { userPath } from '@rewards/contract/routes';
import { Link as RouterLink } from '@rewards/shared/router';
import { Box, Heading, Link, Stack, Text } from '@rewards/shared/ui';

const count = (n: number) => n.toLocaleString('en-IN');

function UserLink({ user }: { user: UserRef }) {
  return (
    <Link asChild>
      <RouterLink to={userPath(user.id)}>
        {user.full_name} (#{user.id})
      </RouterLink>
    </Link>
  );
}

interface UserReferralsProps {
  underRef: string | null;
  referrals: UserReferrals | undefined;
}

/** Who referred the user and whom they referred, each a link to that user's page. */
export function UserReferralsPanel({ underRef, referrals }: UserReferralsProps) {
  if (!referrals) return <Text color="fg.muted">Loading referrals...</Text>;
  const { referrer, referred } = referrals;
  const more = referred.count - referred.users.length;
  return (
    <Stack as="section" gap="2" aria-labelledby="user-referrals">
      <Heading as="h2" size="md" id="user-referrals">
        Referrals
      </Heading>
      <Text>
        Referred by:{' '}
        {referrer ? (
          <UserLink user={referrer} />
        ) : underRef ? (
          // The code's owner is gone (deleted) or the code was never anyone's.
          `${underRef} (no user has this code)`
        ) : (
          'nobody'
        )}
      </Text>
      <Text>
        Referred {count(referred.count)} {referred.count === 1 ? 'user' : 'users'}
        {more > 0 ? `; the first ${count(referred.users.length)}:` : referred.count > 0 ? ':' : ''}
      </Text>
      {referred.users.length > 0 && (
        <Box as="ul" ps="5" listStyleType="disc" columns={{ base: 1, md: 2, xl: 3 }}>
          {referred.users.map((user) => (
            <li key={user.id}>
              <UserLink user={user} />
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
