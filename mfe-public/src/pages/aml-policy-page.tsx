import { Text } from '@rewards/shared/ui';
import { EFFECTIVE_DECEMBER_2024, MINIMUM_AGE_YEARS } from '../features/policies/policy-constants';
import { PolicyList, PolicyPage, PolicySection } from '../features/policies/policy-page';

/** /aml-policy, exposed as `mfe_public/AmlPolicyPage` (default export: federation boundary). */
export default function AmlPolicyPage() {
  return (
    <PolicyPage title="AML/KYC Policy" effective={EFFECTIVE_DECEMBER_2024}>
      <Text>
        We do not allow our services to be used for money laundering, terrorist financing or fraud.
        This policy describes how we know our members and watch the money that moves through their
        accounts.
      </Text>
      <PolicySection title="Know your customer (KYC)">
        <PolicyList
          items={[
            'Every member gives their full name, date of birth, country, phone number and a verified email address.',
            `Members must be at least ${MINIMUM_AGE_YEARS} years old.`,
            'Accounts are activated only after a manual check by our technical team.',
            'We may ask for identity documents before approving a withdrawal.',
          ]}
        />
      </PolicySection>
      <PolicySection title="Monitoring">
        <Text>
          Payments and withdrawals are reviewed by a person. We look for unusual amounts, repeated
          small payments, mismatched names, shared payment details across accounts and referral
          abuse.
        </Text>
      </PolicySection>
      <PolicySection title="Crypto payments">
        <Text>
          We accept USDT, ETH and BTC on the TRON, BSC, POLYGON, ETH and AVALANCHE networks, and
          record the order ID and transaction hash of every payment.
        </Text>
      </PolicySection>
      <PolicySection title="Actions we may take">
        <PolicyList
          items={[
            'Pause or block an account while we investigate.',
            'Reject a withdrawal or hold funds connected to suspicious activity.',
            'Report suspicious activity to the authorities as the law requires.',
          ]}
        />
      </PolicySection>
      <PolicySection title="Records">
        <Text>
          We keep identity and transaction records for as long as the law requires, even after an
          account is closed.
        </Text>
      </PolicySection>
    </PolicyPage>
  );
}
