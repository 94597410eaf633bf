import { createTheme } from '@mantine/core';
import { SELECT_MIN_WIDTH_PX } from '@fjord/domain';

/** A quiet, professional look: one blue accent, system fonts, soft corners. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Button: { defaultProps: { radius: 'sm' } },
    Paper: { defaultProps: { radius: 'md' } },
    // A narrow select still gets a readable list; the theme styles go by the select's own name.
    Select: { styles: { dropdown: { minWidth: SELECT_MIN_WIDTH_PX } } },
    MultiSelect: { styles: { dropdown: { minWidth: SELECT_MIN_WIDTH_PX } } },
  },
});
