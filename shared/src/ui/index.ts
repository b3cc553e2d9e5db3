/**
 * The UI kit (federated singleton `@rewards/shared/ui`). Apps import Chakra only from here:
 * re-exporting just the components in use keeps the shared chunk small (a shared module
 * cannot be tree-shaken), and ESLint forbids `@chakra-ui/react` outside this package.
 */
export {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Container,
  Dialog,
  Drawer,
  Field,
  Fieldset,
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
  NativeSelect,
  Portal,
  Progress,
  RadioGroup,
  SegmentGroup,
  Separator,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Textarea,
  VisuallyHidden,
  VStack,
  chakra,
} from '@chakra-ui/react';
export { AppProvider } from './app-provider';
export { AppToaster, notify, toaster, type NotifyKind } from './toaster';
export { confirmAction, ConfirmDialogHost, type ConfirmOptions } from './confirm-dialog';
export { PageHeader } from './page-header';
export { EmptyState } from './empty-state';
export { StatCard } from './stat-card';
export { LoadingState } from './loading-state';
export { ErrorState } from './error-state';
