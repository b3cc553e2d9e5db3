import type { UpiSettings } from '@rewards/contract';
import { Card, Heading, Image, SimpleGrid, Text } from '@rewards/shared/ui';

/**
 * The UPI screen's view mode: the UPI ID users pay to and the QR image they scan, each with
 * the empty text of docs/product.md#upi-payment-details. Edit mode (QR upload, Save, Cancel)
 * is upi-edit-form.tsx.
 */
export function UpiDetailsView({ settings }: { settings: UpiSettings }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Card.Root variant="outline">
        <Card.Body gap="2">
          <Heading as="h2" size="md">
            UPI ID
          </Heading>
          {settings.upiId ? (
            <Text fontFamily="mono" fontSize="lg">
              {settings.upiId}
            </Text>
          ) : (
            <Text color="fg.muted">No UPI ID set</Text>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root variant="outline">
        <Card.Body gap="2">
          <Heading as="h2" size="md">
            QR Code
          </Heading>
          {settings.qrCode ? (
            <Image src={settings.qrCode} alt="UPI payment QR code" maxW="260px" borderRadius="md" />
          ) : (
            <Text color="fg.muted">No QR Code Found</Text>
          )}
        </Card.Body>
      </Card.Root>
    </SimpleGrid>
  );
}
