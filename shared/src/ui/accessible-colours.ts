/**
 * Contrast fixes on top of Chakra's defaults, so every solid button keeps white text at WCAG AA
 * (4.5:1) in every state: Chakra's green.600 is only 3.3:1, and its solid hover lightens the
 * background to 90% opacity (blue drops to 4.3:1). Hover darkens instead.
 */
import { buttonRecipe, semanticTokens } from '@chakra-ui/react/theme';

const solidHover = { bg: 'colorPalette.solid', filter: 'brightness(0.85)' };

export const accessibleButtonRecipe = {
  ...buttonRecipe,
  variants: {
    ...buttonRecipe.variants,
    variant: {
      ...buttonRecipe.variants?.variant,
      solid: {
        ...buttonRecipe.variants?.variant?.solid,
        _hover: solidHover,
        _expanded: solidHover,
      },
    },
  },
};

const green700 = { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } };

export const accessibleSemanticTokens = {
  ...semanticTokens,
  colors: {
    ...semanticTokens.colors,
    green: { ...semanticTokens.colors?.green, solid: green700 },
  },
};
