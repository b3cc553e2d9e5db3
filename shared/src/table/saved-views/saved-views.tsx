import { memo, useState } from 'react';
import type { SavedView } from '@rewards/contract';
import type { SavedViewList } from '@rewards/contract/lists';
import { viewQueryOf } from '@rewards/contract/lists/view-query';
import { serverMessageOr } from '@rewards/shared';
import { useSearchParams } from '@rewards/shared/router';
import { Button, Flex, HStack, Spinner, Text } from '@rewards/shared/ui';
import { confirmAction, notify } from '@rewards/shared/ui-admin';
import { type ViewChanges, useSavedViews } from './use-saved-views';
import { ViewButton } from './view-button';
import { ViewDialog } from './view-dialog';

const NEW_VIEW: ViewChanges = { name: '', shared: false };

/**
 * The saved views of a list, above its table (decision 031): a view is a named URL query, so
 * opening one navigates to it and the one the URL shows is marked current. 'Save view' names
 * the URL's view; the owner of a view renames, shares or deletes it. Memoised: it follows
 * the URL and its views itself, so the page's other renders (rows arriving) pass it by.
 */
export const SavedViews = memo(function SavedViews({ list }: { list: SavedViewList }) {
  const { views, create, update, remove } = useSavedViews(list);
  const [params, setParams] = useSearchParams();
  const current = viewQueryOf(views.data?.keys ?? [], params.toString());
  // null: closed; 'new': saving the URL's view; a view: its owner's edit.
  const [editing, setEditingState] = useState<'new' | SavedView | null>(null);
  const editedView = editing !== 'new' ? editing : null;
  // The dialog's hidden form is mounted from its first opening only: every list page renders
  // this bar, and Chakra keeps a closed dialog's content mounted (rendered again per keystroke
  // in a filter that changes the URL).
  const [dialogMounted, setDialogMounted] = useState(false);
  const setEditing = (next: 'new' | SavedView | null) => {
    if (next !== null) setDialogMounted(true);
    setEditingState(next);
  };

  const open = (view: SavedView) => setParams(new URLSearchParams(view.query));
  const submit = async (changes: ViewChanges) => {
    try {
      if (editedView) await update.mutateAsync({ id: editedView.id, ...changes });
      else await create.mutateAsync({ ...changes, query: current });
      notify('success', editedView ? 'View saved' : `Saved view "${changes.name}"`);
    } catch (error) {
      throw new Error(serverMessageOr(error, 'Could not save the view. Try again.'));
    }
  };
  const deleteView = async (view: SavedView) => {
    const confirmed = await confirmAction({
      title: 'Delete view',
      message: `Delete the view "${view.name}"?${view.shared ? ' Other admins will no longer see it.' : ''}`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(view);
      setEditing(null);
      notify('success', `Deleted view "${view.name}"`);
    } catch (error) {
      notify('error', 'Error', serverMessageOr(error, 'Could not delete the view. Try again.'));
    }
  };

  return (
    <Flex as="nav" aria-label="Saved views" gap="2" wrap="wrap" align="center">
      <Text fontWeight="medium" fontSize="sm">
        Views
      </Text>
      {views.isPending && (
        <HStack role="status" gap="2">
          <Spinner size="xs" />
          <Text fontSize="sm" color="fg.muted">
            Loading views...
          </Text>
        </HStack>
      )}
      {views.isError && (
        <HStack role="alert" gap="2">
          <Text fontSize="sm" color="fg.error">
            Could not load saved views
          </Text>
          <Button size="xs" variant="outline" onClick={() => void views.refetch()}>
            Retry
          </Button>
        </HStack>
      )}
      {views.data?.views.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No saved views yet
        </Text>
      )}
      {views.data && views.data.views.length > 0 && (
        <HStack as="ul" gap="2" wrap="wrap" listStyleType="none" m="0" p="0">
          {views.data.views.map((view) => (
            <ViewButton
              key={view.id}
              view={view}
              current={view.query === current}
              onOpen={open}
              onEdit={view.mine ? setEditing : undefined}
            />
          ))}
        </HStack>
      )}
      {/* The list's keys come with its views: until then the URL's view is not known. */}
      <Button size="sm" variant="ghost" onClick={() => setEditing('new')} disabled={!views.data}>
        Save view
      </Button>
      {dialogMounted && (
        <ViewDialog
          title={editedView ? 'Edit view' : 'Save view'}
          open={editing !== null}
          initial={editedView ?? NEW_VIEW}
          onClose={() => setEditing(null)}
          onSubmit={submit}
          busy={create.isPending || update.isPending || remove.isPending}
          onDelete={editedView ? () => void deleteView(editedView) : undefined}
        />
      )}
    </Flex>
  );
});
