import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { usePermitted } from '@rewards/shared';
import { useGuardedNavigate, useLocation } from '@rewards/shared/router';
import { chakra, Text, VisuallyHidden } from '@rewards/shared/ui';
import { SimpleDialog } from '@rewards/shared/ui-admin';
import { ADMIN_SCREENS } from '../routes/route-table';
import { type JumpOption, screenOptions, userOptions } from './jump-options';
import { useJumpPalette } from './jump-palette-store';
import { focusAfterPalette, shownHeading } from './palette-focus';
import { JUMP_SEARCH_MIN, useUserMatches } from './use-user-matches';

interface JumpPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const Option = chakra('li', {
  base: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: '3',
    px: '3',
    py: '2',
    borderRadius: 'l2',
    cursor: 'pointer',
    '&[aria-selected=true]': { bg: 'blue.subtle', color: 'blue.fg' },
  },
});

/**
 * Ctrl+K / Cmd+K or the top bar's search button: any screen the admin may open, by label, page
 * title or search words, or a user by name, email, phone, ref code or id. A combobox
 * (WAI-ARIA 1.2): focus stays in the field, the arrows move the active option, Enter opens it,
 * Escape closes the dialog; the number of results is announced as it changes.
 */
export function JumpPalette({ open, onOpenChange }: JumpPaletteProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useGuardedNavigate();
  const { pathname } = useLocation();
  const listId = useId();
  const screens = usePermitted(ADMIN_SCREENS);
  const matches = useUserMatches(text);
  const options = useMemo<JumpOption[]>(
    () => [...screenOptions(screens, text), ...userOptions(text, matches.users)],
    [screens, text, matches.users],
  );
  const current = Math.min(active, options.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    // Out of the field first: the dialog does not restore the focus (focusAfterPalette does).
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    onOpenChange(false);
    setText('');
    setActive(0);
  };
  const dismiss = () => {
    const { opener } = useJumpPalette.getState();
    close();
    focusAfterPalette(opener, null);
  };
  /** Through the page's leave guard, as a link would; staying puts the focus back. */
  const go = async (option: JumpOption | undefined) => {
    if (!option) return;
    const { opener } = useJumpPalette.getState();
    const previous = shownHeading();
    const samePage = pathname === option.to;
    close();
    const went = await navigate(option.to);
    focusAfterPalette(went ? null : opener, went && !samePage ? previous : null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + count) % count);
    } else if (event.key === 'Home' || event.key === 'End') {
      if (count === 0) return;
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : count - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      void go(options[current]);
    }
  };

  const status = matches.searching
    ? 'Searching users...'
    : `${options.length} ${options.length === 1 ? 'result' : 'results'}`;
  return (
    <SimpleDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : dismiss())}
      title="Jump to"
      width="560px"
      restoreFocus={false}
    >
      <chakra.input
        // The dialog keeps the focus where it is when that is inside it: on the field.
        autoFocus
        type="text"
        role="combobox"
        aria-label="Screen or user (name, email, phone, ref code or id)"
        aria-expanded={options.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={options.length > 0 ? optionId(current) : undefined}
        placeholder="Screen, or a user's name, email, phone, ref code or id"
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        w="full"
        h="10"
        px="3"
        borderWidth="1px"
        borderRadius="l2"
        bg="bg"
        _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing' }}
      />
      <VisuallyHidden aria-live="polite" role="status">
        {status}
      </VisuallyHidden>
      <chakra.ul
        id={listId}
        role="listbox"
        aria-label="Results"
        mt="3"
        maxH="320px"
        overflowY="auto"
      >
        {options.map((option, index) => (
          <Option
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === current}
            onMouseMove={() => setActive(index)}
            // Pointer down would move focus out of the field; the click still goes through.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void go(option)}
          >
            <span>{option.label}</span>
            <Text as="span" color="fg.muted" fontSize="sm" truncate>
              {option.hint}
            </Text>
          </Option>
        ))}
      </chakra.ul>
      {matches.tooShort && (
        <Text color="fg.muted" mt="2">
          Type {JUMP_SEARCH_MIN} or more characters to search users
        </Text>
      )}
      {options.length === 0 && !matches.searching && !matches.tooShort && (
        <Text color="fg.muted" mt="2">
          Nothing matches “{text.trim()}”
        </Text>
      )}
    </SimpleDialog>
  );
}
