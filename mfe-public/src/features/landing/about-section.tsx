import { Link as RouterLink } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { Link, Stack, Text } from '@rewards/shared/ui';
import { Section } from './section';

export function AboutSection() {
  return (
    <Section id="about" title="About us">
      <Stack gap="4" maxW="3xl">
        <Text>
          We believe learning a little every day adds up. Our app turns that habit into something
          you can see: every quiz you finish and every lesson you watch earns coins in your wallet.
        </Text>
        <Text>
          Members choose a plan, learn at their own pace and withdraw what they earn. Our support
          and technical teams check every account and every payment by hand, so the community stays
          fair for everyone.
        </Text>
        <Link asChild colorPalette="blue" fontWeight="medium">
          <RouterLink to={ROUTES.aboutUs.path}>More about us</RouterLink>
        </Link>
      </Stack>
    </Section>
  );
}
