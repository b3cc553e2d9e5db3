import { Alert, Button, Field, HStack, Input, Stack, Text } from '@rewards/shared/ui';
import { UploadProgress } from '@rewards/shared/ui-forms';
import { useVideoForm, VIDEO_ACCEPT } from './use-video-form';

/** Create Task, video side: a title and either a video URL or a video file. */
export function VideoForm() {
  const form = useVideoForm();

  return (
    <Stack asChild gap="4" maxW="2xl">
      <form onSubmit={(event) => void form.submit(event)} noValidate aria-label="Add video">
        <Field.Root>
          <Field.Label>Title</Field.Label>
          <Input value={form.title} onChange={(e) => form.changeTitle(e.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Video URL</Field.Label>
          <Input
            type="url"
            placeholder="https://www.youtube.com/watch?v=..."
            value={form.url}
            onChange={(e) => form.changeUrl(e.target.value)}
          />
          <Field.HelperText>A YouTube link or a direct link to a video file.</Field.HelperText>
        </Field.Root>
        <Text color="fg.muted" fontSize="sm">
          or
        </Text>
        <Field.Root>
          <Field.Label>Video file</Field.Label>
          <Input
            ref={form.fileInput}
            type="file"
            accept={VIDEO_ACCEPT}
            p="1"
            onChange={(e) => form.changeFile(e.target.files?.[0] ?? null)}
          />
        </Field.Root>
        <UploadProgress percent={form.percent} onCancel={form.cancelUpload} />
        {form.problem && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{form.problem}</Alert.Title>
          </Alert.Root>
        )}
        <HStack>
          <Button
            type="submit"
            colorPalette="blue"
            loading={form.saving}
            loadingText={form.file ? 'Uploading...' : 'Saving...'}
          >
            Add Video
          </Button>
          <Button type="button" variant="outline" onClick={form.clear} disabled={form.saving}>
            Clear
          </Button>
        </HStack>
      </form>
    </Stack>
  );
}
