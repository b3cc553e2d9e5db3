import { formatDateTime } from '@rewards/shared';
import { Badge, Button, HStack, Link, Stack, Text } from '@rewards/shared/ui';
import { SimpleDialog } from '@rewards/shared/ui-admin';
import { inboxStatus, replyHref } from './inbox-rules';
import { STATUS_PALETTE } from './message-columns';
import type { Inbox } from './use-inbox';

/** One message in full, with Reply (mailto:), Mark handled / Mark open and Delete. */
export function MessageDialog({ inbox }: { inbox: Inbox }) {
  const message = inbox.open;
  const busy = message ? inbox.isBusy(message.id) : false;
  return (
    <SimpleDialog
      open={message !== null}
      onOpenChange={(open) => !open && inbox.close()}
      title={message ? `Message from ${message.name}` : ''}
      width="600px"
      footer={
        message && (
          <HStack gap="2" wrap="wrap" justify="flex-end">
            <Button
              variant="outline"
              colorPalette="red"
              disabled={busy}
              onClick={() => void inbox.remove(message)}
            >
              Delete
            </Button>
            <Button
              variant="outline"
              disabled={busy}
              onClick={() => void inbox.setHandled(message, !message.handled_at)}
            >
              {message.handled_at ? 'Mark open' : 'Mark handled'}
            </Button>
            <Button asChild colorPalette="blue">
              <a href={replyHref(message)}>Reply by email</a>
            </Button>
          </HStack>
        )
      }
    >
      {message && (
        <Stack gap="3">
          <HStack gap="3" wrap="wrap">
            <Link href={`mailto:${message.email}`} color="blue.fg">
              {message.email}
            </Link>
            <Text color="fg.muted" fontSize="sm">
              {formatDateTime(message.created_at)}
            </Text>
            <Badge colorPalette={STATUS_PALETTE[inboxStatus(message)]}>
              {inboxStatus(message)}
            </Badge>
          </HStack>
          <Text whiteSpace="pre-wrap" wordBreak="break-word">
            {message.message}
          </Text>
        </Stack>
      )}
    </SimpleDialog>
  );
}
