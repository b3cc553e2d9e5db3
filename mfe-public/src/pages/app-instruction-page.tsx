import { Link, Text, VisuallyHidden } from '@rewards/shared/ui';
import { PolicyList, PolicyPage, PolicySection } from '../features/policies/policy-page';
import { APP_DOWNLOAD_URL } from '../common/site';

/** /app-instruction, exposed as `mfe_public/AppInstructionPage` (default export: federation boundary). */
export default function AppInstructionPage() {
  return (
    <PolicyPage title="App Instructions">
      <Text>Getting started takes a few minutes. Follow these steps in order.</Text>
      <PolicySection title="1. Install the app">
        <Text>
          Download the app from the store on your Android phone:{' '}
          <Link
            href={APP_DOWNLOAD_URL}
            colorPalette="blue"
            target="_blank"
            rel="noopener noreferrer"
          >
            get the app from the store
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Link>
          . Open it once it has installed.
        </Text>
      </PolicySection>
      <PolicySection title="2. Sign up">
        <Text>Tap Sign Up and fill in:</Text>
        <PolicyList
          items={[
            'Full name',
            'Email',
            'Password',
            'Date of birth',
            'Country',
            'Phone number',
            'Gender',
          ]}
        />
      </PolicySection>
      <PolicySection title="3. Verify your email">
        <Text>
          We send a one-time password (OTP) to the email address you entered. Type it into the app
          to confirm the address is yours. If it does not arrive within a few minutes, check your
          spam folder and ask for a new code.
        </Text>
      </PolicySection>
      <PolicySection title="4. Wait for activation">
        <Text>
          Our technical team activates each new account manually after checking the details. You can
          sign in once your account is active.
        </Text>
      </PolicySection>
      <PolicySection title="5. Start learning and earning">
        <Text>
          Take the daily quiz, watch video lessons and share your referral code. Your coins appear
          in your wallet, and you can choose a plan from the app at any time.
        </Text>
      </PolicySection>
    </PolicyPage>
  );
}
