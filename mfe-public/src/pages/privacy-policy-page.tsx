import { Text } from '@rewards/shared/ui';
import { EFFECTIVE_OCTOBER_2025, MINIMUM_AGE_YEARS } from '../features/policies/policy-constants';
import { PolicyList, PolicyPage, PolicySection } from '../features/policies/policy-page';

/** /privacy-policy, exposed as `mfe_public/PrivacyPolicyPage` (default export: federation boundary). */
export default function PrivacyPolicyPage() {
  return (
    <PolicyPage title="Privacy Policy" effective={EFFECTIVE_OCTOBER_2025}>
      <Text>
        This policy explains what personal information we collect when you use our app and website,
        why we collect it and the choices you have.
      </Text>
      <PolicySection title="Information we collect">
        <PolicyList
          items={[
            'Account details: full name, email, password, date of birth, country, phone number and gender.',
            'Activity: quizzes taken, lessons watched, your plan, referral code and referrals.',
            'Payments and withdrawals: amounts, method, UTR or transaction reference, payment screenshots, and the UPI, bank or crypto address you give for a withdrawal.',
            'Messages you send us through the contact form.',
          ]}
        />
      </PolicySection>
      <PolicySection title="How we use it">
        <PolicyList
          items={[
            'To create, verify and activate your account.',
            'To credit rewards, process plan payments and pay out withdrawals.',
            'To prevent fraud and meet our anti-money-laundering obligations.',
            'To reply to your messages and send notices about your account.',
          ]}
        />
      </PolicySection>
      <PolicySection title="Sharing">
        <Text>
          We do not sell your personal information. We share it only with payment providers needed
          to complete a payment or withdrawal, and with authorities when the law requires it.
        </Text>
      </PolicySection>
      <PolicySection title="Children">
        <Text>
          Our services are not meant for children under {MINIMUM_AGE_YEARS} years of age, and we do
          not knowingly collect personal information from them. If you believe a child under{' '}
          {MINIMUM_AGE_YEARS} has given us information, contact us and we will delete it.
        </Text>
      </PolicySection>
      <PolicySection title="Keeping and protecting your data">
        <Text>
          We keep account and payment records for as long as your account is open and afterwards for
          as long as the law requires. Access is limited to staff who need it for their work, and we
          use reasonable technical and organisational safeguards to protect it.
        </Text>
      </PolicySection>
      <PolicySection title="Your choices">
        <Text>
          You can ask to see, correct or delete your personal information through our contact page.
          We may keep records we are legally required to hold.
        </Text>
      </PolicySection>
      <PolicySection title="Changes">
        <Text>
          When we change this policy we update the effective date above and, for important changes,
          tell you in the app.
        </Text>
      </PolicySection>
    </PolicyPage>
  );
}
