import { Link } from '@rewards/shared/ui';

/** The id of the admin layout's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** Off-screen until focused: sighted keyboard users see it on their first Tab. */
const HIDDEN_UNTIL_FOCUSED = {
  '&:not(:focus)': {
    clipPath: 'inset(50%)',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    padding: '0',
    borderWidth: '0',
  },
} as const;

/**
 * The first stop of every admin page (WCAG 2.4.1): without it a keyboard admin tabbed through
 * the 13 sidebar and header stops before reaching the page. It moves the focus into
 * <main> itself instead of following the #hash, which would add a history entry.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      css={HIDDEN_UNTIL_FOCUSED}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      Skip to main content
    </Link>
  );
}
