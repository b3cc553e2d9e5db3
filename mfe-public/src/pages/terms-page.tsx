import { Text } from '@rewards/shared/ui';
import {
  EFFECTIVE_DECEMBER_2024,
  MINIMUM_AGE_YEARS,
  PLAN_DAYS,
  REFUND_OUTAGE_WINDOW_HOURS,
} from '../features/policies/policy-constants';
import { PolicyList, PolicyPage, PolicySection } from '../features/policies/policy-page';

/** /terms-and-conditions, exposed as `mfe_public/TermsPage` (default export: federation boundary). */
export default function TermsPage() {
  return (
    <PolicyPage title="Terms & Conditions" effective={EFFECTIVE_DECEMBER_2024}>
      <Text>
        These terms govern your use of our app and website. By creating an account you agree to
        them.
      </Text>
      <PolicySection title="Eligibility and accounts">
        <Text>
          You must be at least {MINIMUM_AGE_YEARS} years old to use our services. You are
          responsible for the details you give us and for keeping your password secret. One person
          may hold one account; accounts are activated by our technical team after review.
        </Text>
      </PolicySection>
      <PolicySection title="Plans">
        <Text>
          Each plan runs for {PLAN_DAYS} days from activation. The Bronze plan is free; paid plans
          are bought with crypto. Plans are subscriptions, and there are no refunds for
          subscriptions; our Refund Policy explains the one exception, a technical outage reported
          within {REFUND_OUTAGE_WINDOW_HOURS} hours.
        </Text>
      </PolicySection>
      <PolicySection title="Rewards, referrals and withdrawals">
        <PolicyList
          items={[
            'Coins are credited for genuine activity in the app and have no value outside it until withdrawn.',
            'Referral bonuses are paid only for real people who join with your code.',
            'Every withdrawal is reviewed and may be approved or rejected; we may ask for identity checks first.',
          ]}
        />
      </PolicySection>
      <PolicySection title="Fair use">
        <Text>
          Using bots, multiple accounts, fake referrals or any attempt to game rewards is forbidden.
          We may pause or block an account that breaks these terms, and withhold rewards earned by
          breaking them.
        </Text>
      </PolicySection>
      <PolicySection title="Liability">
        <Text>
          We provide our services as they are. We are not liable for losses caused by events outside
          our control, by your own devices or connection, or by incorrect payment details you give
          us.
        </Text>
      </PolicySection>
      <PolicySection title="Changes to these terms">
        <Text>
          We may update these terms. The effective date above shows the current version; continued
          use after a change means you accept it.
        </Text>
      </PolicySection>
    </PolicyPage>
  );
}
