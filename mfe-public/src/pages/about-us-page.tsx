import { Text } from '@rewards/shared/ui';
import { PolicyList, PolicyPage, PolicySection } from '../features/policies/policy-page';
import { SITE_NAME } from '../common/site';

/** /about-us, exposed as `mfe_public/AboutUsPage` (default export: the federation boundary). */
export default function AboutUsPage() {
  return (
    <PolicyPage title="About Us">
      <PolicySection title="Who we are">
        <Text>
          {SITE_NAME} is an education-themed rewards app. We make a daily learning habit worth
          keeping: short quizzes and video lessons build knowledge, and every finished activity adds
          coins to your wallet.
        </Text>
      </PolicySection>
      <PolicySection title="What we offer">
        <PolicyList
          items={[
            'A daily quiz with four options per question.',
            'Video lessons you can watch in the app.',
            'A wallet that shows your coins, with withdrawals to UPI, a bank account or crypto.',
            'A referral code to invite friends, with a bonus when they join.',
            'Plans from the free Bronze plan to Premium 5, each running for 45 days.',
          ]}
        />
      </PolicySection>
      <PolicySection title="How we work">
        <Text>
          Every new account is checked and activated by our technical team, and every payment and
          withdrawal is reviewed by a person before it is completed. This keeps the community fair
          and protects members from fraud.
        </Text>
        <Text>
          We follow our Privacy Policy, Terms &amp; Conditions, Refund Policy and AML/KYC Policy,
          all linked at the bottom of every page.
        </Text>
      </PolicySection>
    </PolicyPage>
  );
}
