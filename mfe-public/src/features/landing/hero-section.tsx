import { Link as RouterLink } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { Box, Button, Container, Heading, HStack, Text } from '@rewards/shared/ui';
import { SECTION_OFFSET_PX, SITE_NAME, SITE_TAGLINE } from '../../common/site';

/** The 'home' section: what the app is, in one screen. The page's only h1. */
export function HeroSection() {
  return (
    <Box
      as="section"
      id="home"
      aria-labelledby="home-heading"
      tabIndex={-1}
      outline="none"
      py={{ base: '16', md: '24' }}
      bgGradient="to-br"
      gradientFrom={{ base: 'blue.50', _dark: 'blue.950' }}
      gradientTo={{ base: 'teal.50', _dark: 'teal.950' }}
      scrollMarginTop={`${SECTION_OFFSET_PX}px`}
    >
      <Container maxW="6xl">
        <Text fontWeight="semibold" color="blue.fg" mb="2">
          {SITE_NAME}
        </Text>
        <Heading as="h1" id="home-heading" size={{ base: '3xl', md: '5xl' }} maxW="3xl" mb="4">
          {SITE_TAGLINE}: quizzes, video lessons and rewards in one app
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl" mb="8">
          Take a daily quiz, watch short lessons and earn coins in your wallet. Invite friends with
          your referral code and grow your rewards with a plan that suits you.
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="blue" size="lg">
            <RouterLink to={{ pathname: ROUTES.landing.path, hash: '#pricing' }}>
              See the plans
            </RouterLink>
          </Button>
          <Button asChild variant="outline" size="lg">
            <RouterLink to={ROUTES.appInstruction.path}>How to get started</RouterLink>
          </Button>
        </HStack>
      </Container>
    </Box>
  );
}
