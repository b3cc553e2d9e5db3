import { Text } from '@rewards/shared/ui';
import {
  EFFECTIVE_OCTOBER_2025,
  REFUND_OUTAGE_WINDOW_HOURS,
} from '../features/policies/policy-constants';
import { PolicyList, PolicyPage, PolicySection } from '../features/policies/policy-page';

/** /refund-policy, exposed as `mfe_public/RefundPolicyPage` (default export: federation boundary). */
export default function RefundPolicyPage() {
  return (
    <PolicyPage title="Refund Policy" effective={EFFECTIVE_OCTOBER_2025}>
      <PolicySection title="Subscriptions">
        <Text>
          There are no refunds for subscriptions. Once a plan is activated, its price is not
          refunded, in whole or in part, including when you stop using the app before the plan ends.
        </Text>
      </PolicySection>
      <PolicySection title="Technical outages">
        <Text>
          If a technical outage on our side stops a payment from being credited, or charges you
          twice, report it within {REFUND_OUTAGE_WINDOW_HOURS} hours of the payment. We check the
          payment and either credit it to your account or refund it to the method you paid with.
        </Text>
        <Text>Reports made after {REFUND_OUTAGE_WINDOW_HOURS} hours cannot be considered.</Text>
      </PolicySection>
      <PolicySection title="How to report a problem">
        <PolicyList
          items={[
            'Use the contact form and give the email address of your account.',
            'Include the amount, the date and time, and the UTR number, order ID or transaction hash.',
            'Attach or describe the payment confirmation you received.',
          ]}
        />
      </PolicySection>
      <PolicySection title="Crypto payments">
        <Text>
          Crypto transactions cannot be reversed on the blockchain. A payment sent to the wrong
          address or on the wrong network cannot be recovered by us.
        </Text>
      </PolicySection>
    </PolicyPage>
  );
}
