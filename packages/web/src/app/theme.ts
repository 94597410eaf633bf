import {
  createTheme,
  darken,
  mergeThemeOverrides,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type VariantColorsResolver,
} from '@mantine/core';
import { SELECT_MIN_WIDTH_PX } from '@fjord/domain';

/**
 * A quiet, professional look: one blue accent, system fonts, soft corners. Every text colour
 * reaches WCAG AA contrast (4.5:1) on white and on the grey page background: the accent is blue 8
 * (Mantine's default shade 6 reaches 3.6:1 under white text), dimmed text gray 7, and the text of
 * light badges, buttons and alerts a darker shade of their colour (green 9 on green 1 is 3.8:1).
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return resolved;
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || !parsed.color || !input.theme.colors[parsed.color]) return resolved;
  const text = darken(input.theme.colors[parsed.color]![9], 0.3);
  return { ...resolved, color: text, hoverColor: text };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Button: { defaultProps: { radius: 'sm' } },
    // A link inside a sentence must stand out by more than its colour.
    Anchor: { defaultProps: { underline: 'always' } },
    Paper: { defaultProps: { radius: 'md' } },
    // A narrow select still gets a readable list; the theme styles go by the select's own name.
    Select: { styles: { dropdown: { minWidth: SELECT_MIN_WIDTH_PX } } },
    MultiSelect: { styles: { dropdown: { minWidth: SELECT_MIN_WIDTH_PX } } },
  },
});

/**
 * The theme in the user's language: Mantine's close buttons (dialogs, toasts) are icons without a
 * name, so every one gets "Close" in the current language here rather than in each dialog.
 */
export function localizedTheme(closeLabel: string) {
  const closeButtonProps = { 'aria-label': closeLabel };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
    },
  });
}

/** Mantine's dimmed (gray 6), placeholder (gray 5) and error (red 6) texts are too faint for many; these reach 4.5:1. */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-placeholder': '#666e76',
    // Error texts under fields: red 6 is 3.3:1 on white.
    '--mantine-color-error': resolved.colors.red[9],
    // Coloured text (menu items, links, light backgrounds) is shade 6 in Mantine, 3.3:1 for red.
    ...Object.fromEntries(
      Object.entries(resolved.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-text`, darken(shades[9], 0.2)],
        [`--mantine-color-${name}-light-color`, darken(shades[9], 0.3)],
      ]),
    ),
  },
  dark: {},
});
