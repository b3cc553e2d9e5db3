import { useEffect, useId, useRef, useState } from 'react';
import { ROLE_LABELS } from '@rewards/contract/permissions';
import { ROUTES } from '@rewards/contract/routes';
import { useSessionStore } from '@rewards/shared';
import { Link as RouterLink, useLocation } from '@rewards/shared/router';
import { Box, Button, chakra, Stack, Text } from '@rewards/shared/ui';
import { Avatar } from '@rewards/shared/ui-admin';
import { LogoutButton } from './logout-button';

/**
 * The profile picture opens a small panel: who is signed in (name, email, role), Settings
 * (which lists what the role may open) and Logout. A disclosure, not an ARIA menu: two items
 * reached with Tab; Escape or a click elsewhere closes it, and focus returns to the picture.
 * A page change closes it too.
 */
export function ProfileMenu() {
  const admin = useSessionStore((state) => state.admin);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <Box ref={root} position="relative">
      <chakra.button
        ref={trigger}
        type="button"
        aria-label="Profile and settings"
        aria-expanded={open}
        aria-controls={panelId}
        borderRadius="full"
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'blue.focusRing',
          outlineOffset: '2px',
        }}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar.Root size="sm" title={admin?.email}>
          <Avatar.Fallback name={admin?.name ?? 'Admin'} />
          <Avatar.Image src="/profile.svg" alt="" />
        </Avatar.Root>
      </chakra.button>
      {open && (
        <Stack
          id={panelId}
          gap="1"
          position="absolute"
          right="0"
          top="calc(100% + 0.5rem)"
          minW="56"
          p="2"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="md"
          zIndex="dropdown"
        >
          <Box px="3" py="2">
            <Text fontWeight="semibold">{admin?.name ?? 'Admin'}</Text>
            <Text fontSize="sm" color="fg.muted">
              {admin?.email}
            </Text>
            {admin && (
              <Text fontSize="sm" color="fg.muted">
                {ROLE_LABELS[admin.role]}
              </Text>
            )}
          </Box>
          <Button asChild variant="ghost" w="full" justifyContent="flex-start">
            <RouterLink to={ROUTES.settings.path}>{ROUTES.settings.label}</RouterLink>
          </Button>
          <LogoutButton />
        </Stack>
      )}
    </Box>
  );
}
