import type { FormEvent, ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

interface SimpleDialogProps {
  open: boolean;
  /** Called with false when Escape, the backdrop or the close button closes it. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Opens the dialog (e.g. an 'Add' button); omit when the caller sets `open` itself. */
  trigger?: ReactNode;
  /** Makes the dialog a <form>: Enter submits, the footer's submit button sends it. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** While saving, the close button is disabled so a request is not abandoned half-way. */
  busy?: boolean;
  /** CSS width, e.g. '500px'; it never exceeds the viewport. */
  width?: string;
  /**
   * False when the caller places the focus itself on close (the jump palette: on the new
   * page's heading); by default it goes back to what had it before the dialog opened.
   */
  restoreFocus?: boolean;
}

/**
 * The one modal for showing or editing one thing (details, a proof, a form): title, body,
 * optional footer and a close button; Escape and the backdrop close it too. Confirmations use
 * `confirmAction` instead.
 */
export function SimpleDialog(props: SimpleDialogProps) {
  const { title, children, footer, onSubmit, busy = false, width, restoreFocus = true } = props;
  const inner = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
      <Dialog.CloseTrigger asChild disabled={busy}>
        <CloseButton size="sm" aria-label="Close" />
      </Dialog.CloseTrigger>
    </>
  );
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      placement="center"
      restoreFocus={restoreFocus}
      // Closed, it is only its root: Chakra otherwise keeps a closed dialog's content mounted
      // and renders it again with every render of the page under it (a list page renders at
      // each sort, filter and arrival of rows; decision 048's addendum).
      lazyMount
      unmountOnExit
      // Long content (details, a tall screenshot) scrolls inside the dialog, the header stays.
      scrollBehavior="inside"
    >
      {props.trigger && <Dialog.Trigger asChild>{props.trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {onSubmit ? (
            <Dialog.Content asChild width={width} maxW={width && 'calc(100vw - 2rem)'}>
              <form onSubmit={onSubmit} noValidate>
                {inner}
              </form>
            </Dialog.Content>
          ) : (
            <Dialog.Content width={width} maxW={width && 'calc(100vw - 2rem)'}>
              {inner}
            </Dialog.Content>
          )}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
