/**
 * The UI kit (federated singleton `@rewards/shared/ui`). Apps import Chakra only from here
 * (or from `@rewards/shared/ui-admin` for admin-only widgets and overlays): re-exporting just
 * the components in use keeps the shared chunk small, since a shared module cannot be
 * tree-shaken. ESLint forbids `@chakra-ui/react` outside these two folders.
 */
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Container,
  Field,
  Flex,
  Grid,
  GridItem,
  Heading,
  HStack,
  Icon,
  IconButton,
  Image,
  Input,
  Link,
  Portal,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
  chakra,
} from '@chakra-ui/react';
export { AppProvider } from './app-provider';
export { useColorMode } from './use-color-mode';
export type { ColorMode } from './color-mode-script';
export { PageHeader } from './page-header';
export { EmptyState } from './empty-state';
export { StatCard } from './stat-card';
export { LoadingState } from './loading-state';
export { ErrorState } from './error-state';
export { FactorCodeField, isFactorCode } from './factor-code-field';
