/**
 * A Chakra system holding only the recipes the platform uses. The default system carries
 * every recipe of every component; this one keeps the first load of each page smaller.
 * Add a recipe here when a screen starts using a new Chakra component.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { accessibleButtonRecipe, accessibleSemanticTokens } from './accessible-colours';

const config = defineConfig({
  // Chakra's CSS reset and variable scope, as in its default config.
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: accessibleSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: accessibleButtonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      // The saved-view dialog's "Share with all admins" (without it: a 0 px switch, the admin review).
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const appSystem = createSystem(defaultBaseConfig, config);
