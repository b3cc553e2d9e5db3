import { Link as RouterLink } from '@rewards/shared/router';
import { ROUTES } from '@rewards/contract/routes';
import { Link, Stack } from '@rewards/shared/ui';
import { LANDING_SECTIONS, type LandingSectionId } from './site';

interface SectionLinksProps {
  /** The section in view on the landing page (scroll-spy); none on other pages. */
  activeSection?: LandingSectionId | null;
  direction: 'row' | 'column';
  /** Called after a link is followed, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

/**
 * The landing-page section links. Each points at `/#<section>`, so from any page it goes to
 * the landing page, which then scrolls to the section (see use-scroll-to-hash).
 */
export function SectionLinks({ activeSection, direction, onNavigate }: SectionLinksProps) {
  const isRow = direction === 'row';
  return (
    <Stack
      as="ul"
      direction={direction}
      gap={isRow ? { md: '4', lg: '6' } : '0'}
      listStyleType="none"
      align={isRow ? 'center' : 'stretch'}
    >
      {LANDING_SECTIONS.map((section) => {
        const active = section.id === activeSection;
        return (
          <li key={section.id}>
            <Link
              asChild
              display="block"
              fontSize={isRow ? 'sm' : 'md'}
              fontWeight={active ? 'semibold' : 'medium'}
              color={active ? 'blue.fg' : 'fg.muted'}
              // The highlight is a bar as well as a colour, so it does not rely on colour alone.
              borderBottomWidth={isRow ? '2px' : undefined}
              borderStartWidth={isRow ? undefined : '3px'}
              borderColor={active ? 'blue.600' : 'transparent'}
              py={isRow ? '1' : '3'}
              px={isRow ? undefined : '3'}
              _hover={{ color: 'blue.fg', textDecoration: 'none' }}
              aria-current={active ? 'true' : undefined}
              onClick={onNavigate}
            >
              <RouterLink to={{ pathname: ROUTES.landing.path, hash: `#${section.id}` }}>
                {section.label}
              </RouterLink>
            </Link>
          </li>
        );
      })}
    </Stack>
  );
}
