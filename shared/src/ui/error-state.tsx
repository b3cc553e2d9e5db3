import { Alert, Button } from '@chakra-ui/react';

interface ErrorStateProps {
  title: string;
  description?: string;
  onRetry?: () => void;
}

/** An inline, non-blocking error with an optional retry, so a failure never leaves a blank page. */
export function ErrorState({ title, description, onRetry }: ErrorStateProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description && <Alert.Description>{description}</Alert.Description>}
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Alert.Root>
  );
}
