import { type FormEvent, useEffect, useId, useState } from 'react';
import { VIEW_NAME_MAX } from '@rewards/contract/lists/view-query';
import { Button, Field, HStack, Input, Stack, Text } from '@rewards/shared/ui';
import { SimpleDialog } from '@rewards/shared/ui-admin';
import { Switch } from '@rewards/shared/ui-forms';
import type { ViewChanges } from './use-saved-views';

interface ViewDialogProps {
  /** 'Save view' for a new one, 'Edit view' for the owner's changes. */
  title: string;
  open: boolean;
  initial: ViewChanges;
  onClose: () => void;
  /** Resolves when saved; rejects with the message to show (a taken name, a refused query). */
  onSubmit: (changes: ViewChanges) => Promise<void>;
  busy: boolean;
  /** The owner's 'Delete view' (edit only). */
  onDelete?: () => void;
}

function nameProblem(name: string): string | null {
  if (name === '') return 'Enter a name';
  if (name.length > VIEW_NAME_MAX) return `At most ${VIEW_NAME_MAX} characters`;
  return null;
}

/** The name and sharing of a view: 'Save view' and the owner's edit use the same form. */
export function ViewDialog(props: ViewDialogProps) {
  const { open, initial, busy, onSubmit, onClose } = props;
  const [name, setName] = useState(initial.name);
  const [shared, setShared] = useState(initial.shared);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const hintId = useId();
  useEffect(() => {
    // Each opening starts from the view's values, not what an abandoned edit left.
    if (!open) return;
    setName(initial.name);
    setShared(initial.shared);
    setError(null);
    setTouched(false);
  }, [open, initial.name, initial.shared]);

  const problem = nameProblem(name.trim());
  const shown = error ?? (touched ? problem : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || busy) return;
    onSubmit({ name: name.trim(), shared }).then(onClose, (reason: unknown) =>
      setError(reason instanceof Error ? reason.message : 'Could not save the view'),
    );
  };

  return (
    <SimpleDialog
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title={props.title}
      onSubmit={submit}
      busy={busy}
      width="440px"
      footer={
        <HStack justify="space-between" width="full">
          {props.onDelete ? (
            <Button variant="ghost" colorPalette="red" onClick={props.onDelete} disabled={busy}>
              Delete view
            </Button>
          ) : (
            <span />
          )}
          <HStack>
            <Button variant="outline" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </HStack>
        </HStack>
      }
    >
      <Stack gap="4">
        <Field.Root invalid={shown !== null} required>
          <Field.Label>Name</Field.Label>
          <Input
            value={name}
            autoFocus
            maxLength={VIEW_NAME_MAX + 20}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            onBlur={() => setTouched(true)}
          />
          {shown && <Field.ErrorText role="alert">{shown}</Field.ErrorText>}
        </Field.Root>
        <Switch.Root
          checked={shared}
          onCheckedChange={(details) => setShared(details.checked)}
          aria-describedby={hintId}
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Share with all admins</Switch.Label>
        </Switch.Root>
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {shared
            ? 'Every admin sees this view; only you can change or delete it.'
            : 'Only you see this view.'}
        </Text>
      </Stack>
    </SimpleDialog>
  );
}
