import { Alert, Button, Heading, HStack, Image, Stack, Text } from '@rewards/shared/ui';
import { UploadProgress } from '@rewards/shared/ui-forms';
import { formatFileSize } from './banner-rules';
import { BannerDropZone } from './banner-drop-zone';
import { useBannerUpload } from './use-banner-upload';
import { useObjectUrl } from './use-object-url';

/** Pick or drop one image, see it, upload it; the previous banner is replaced. */
export function BannerUpload({ onUploaded }: { onUploaded: () => void }) {
  const form = useBannerUpload(onUploaded);
  const preview = useObjectUrl(form.file);

  return (
    <Stack as="section" gap="3" maxW="2xl" aria-labelledby="banner-upload-heading">
      <Heading as="h2" size="lg" id="banner-upload-heading">
        Upload Banner
      </Heading>
      <BannerDropZone onFile={form.choose} disabled={form.uploading} />
      {form.file && (
        <HStack gap="3" borderWidth="1px" borderRadius="md" p="2" align="center">
          {preview && (
            <Image
              src={preview}
              alt="Chosen banner preview"
              h="16"
              w="28"
              objectFit="cover"
              borderRadius="sm"
            />
          )}
          <Stack gap="0" flex="1" minW="0">
            <Text fontWeight="medium" truncate>
              {form.file.name}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {formatFileSize(form.file.size)}
            </Text>
          </Stack>
          <Button size="xs" variant="ghost" onClick={form.discard} disabled={form.uploading}>
            Remove
          </Button>
        </HStack>
      )}
      <UploadProgress percent={form.percent} onCancel={form.cancel} label="Uploading banner" />
      {form.problem && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{form.problem}</Alert.Title>
        </Alert.Root>
      )}
      {form.notice && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{form.notice}</Alert.Title>
        </Alert.Root>
      )}
      <div>
        <Button
          colorPalette="blue"
          onClick={form.upload}
          loading={form.uploading}
          loadingText="Uploading..."
        >
          Upload Banner
        </Button>
      </div>
    </Stack>
  );
}
