// The console's light and dark themes: react-admin's defaults with the club's brand colour
// (#D90429, as on the site) and a cool grey palette. The dark theme uses a lighter tint of the
// brand colour so that red text and outlines keep their contrast on the dark background.
// Both draw a keyboard focus ring (WCAG 2.4.7, 1.4.11) on every control, table row and sort header
// that keeps 3:1 against the app bar, the page and the paper in both modes.
import type { Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { NoIcon, YesIcon } from './boolean-icons';
import { focusStaffContent } from './page-focus';

export const BRAND = '#D90429';

function focusRing(outer: string, inner: string): RaThemeOptions['components'] {
  // Two tones (an outer outline, an inner shadow filling the offset): one of them keeps 3:1 on the
  // dark app bar, the other on the light page and paper.
  const ring = { outline: `3px solid ${outer}`, outlineOffset: '2px', boxShadow: `0 0 0 2px ${inner}` };
  return {
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ring } } },
    MuiTableRow: {
      styleOverrides: { root: { '&:focus-visible': { ...ring, outlineOffset: '-3px', boxShadow: 'none' } } },
    },
    MuiTableSortLabel: { styleOverrides: { root: { '&:focus-visible': ring } } },
    MuiTablePagination: { styleOverrides: { select: { '&:focus-visible': ring } } },
    // The phone's menu drawer takes the focus when it opens (layout.tsx): the ring is drawn inside it.
    RaSidebar: {
      styleOverrides: {
        root: { '& .MuiDrawer-paper:focus-visible': { ...ring, outlineOffset: '-3px', boxShadow: 'none' } },
      },
    },
    RaBooleanField: { defaultProps: { TrueIcon: YesIcon, FalseIcon: NoIcon } },
    RaSkipNavigationButton: {
      // react-admin's own button blurs the content again (the focus fell to <body>).
      defaultProps: { onClick: focusStaffContent },
      // Its default text (the primary's contrast colour on the page background) is unreadable.
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          color: theme.palette.text.primary,
          '&:focus, &.Mui-focusVisible': { top: 8, ...ring },
        }),
      },
    },
  };
}

/**
 * Reflow (WCAG 1.4.10): no screen scrolls sideways at 320 px. The content column may shrink below
 * its widest child (a flex item's default min-width is its content), and a table wider than the
 * screen scrolls inside its own frame instead of widening the page.
 */
const reflow: RaThemeOptions['components'] = {
  RaLayout: {
    styleOverrides: { root: { minWidth: 0, '& .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } } },
  },
  // react-admin's "not found" text is drawn at half opacity (3:1 on the page, WCAG 1.4.3).
  RaNotFound: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '& .RaNotFound-message': { opacity: 1, color: theme.palette.text.secondary },
      }),
    },
  },
  RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
  // A record's card (its payments table, a dues record) shrinks with the screen the same way.
  RaEdit: { styleOverrides: { root: { '& .RaEdit-main, & .RaEdit-card': { minWidth: 0 } } } },
  // A table inside a form (a member's cars) is no wider than the form either.
  // A field that takes the focus scrolls into view clear of the fixed app bar, and on a phone clear
  // of the form's save bar fixed at the bottom (WCAG 2.4.11).
  MuiCssBaseline: {
    styleOverrides: (theme: Theme) => ({
      html: { scrollPaddingTop: '5rem', [theme.breakpoints.down('sm')]: { scrollPaddingBottom: '6rem' } },
      // The page's last controls (the footer's link) can scroll above that bar too.
      'body:has(.RaToolbar-mobileToolbar)': { paddingBottom: '6rem' },
    }),
  },
  RaDatagrid: { styleOverrides: { root: { maxWidth: '100%', '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } },
};

/**
 * Form fields: the label of the focused field is drawn in the primary colour on the filled field,
 * which is 4.27:1 with the light theme's brand red (WCAG 1.4.3 asks 4.5:1): there it takes the
 * brand's darker shade. A select's list opens inside its field rather than at the end of the page,
 * so that it stays in the page's landmarks (axe region) while it is open.
 */
const fields: RaThemeOptions['components'] = {
  MuiFormLabel: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '&.Mui-focused:not(.Mui-error)': {
          color: theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.main,
        },
      }),
    },
  },
  MuiSelect: { defaultProps: { MenuProps: { disablePortal: true } } },
};

/**
 * react-admin's empty-list screen (RaEmpty): its text is drawn at half opacity (2.65:1, WCAG 1.4.3),
 * and its message is a Typography "h4" right under the page's h1 (axe heading-order). The console
 * draws no other h4, so that variant is an h2 element here, looking the same.
 */
const emptyList: RaThemeOptions['components'] = {
  RaEmpty: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '& .RaEmpty-message, & .RaEmpty-icon': { opacity: 1, color: theme.palette.text.secondary },
      }),
    },
  },
  MuiTypography: { defaultProps: { variantMapping: { h4: 'h2' } } },
};

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  components: {
    ...defaultLightTheme.components,
    ...reflow,
    ...emptyList,
    ...fields,
    ...focusRing('#000000', '#ffffff'),
  },
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: BRAND, contrastText: '#ffffff' },
    secondary: { main: '#1f2933', contrastText: '#ffffff' },
    // Darker than MUI's default red: the delete buttons' text keeps a 4.5:1 contrast.
    error: { main: '#b71c1c', contrastText: '#ffffff' },
    background: { default: '#f5f7fa', paper: '#ffffff' },
    text: { primary: '#1f2933', secondary: '#52606d' },
  },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  components: {
    ...defaultDarkTheme.components,
    ...reflow,
    ...emptyList,
    ...fields,
    ...focusRing('#ffffff', '#000000'),
  },
  palette: {
    ...defaultDarkTheme.palette,
    mode: 'dark',
    primary: { main: '#ff6b81', contrastText: '#1f2933' },
    secondary: { main: '#cbd2d9', contrastText: '#1f2933' },
    // A light red: the delete buttons' text keeps a 4.5:1 contrast on the dark toolbar (#424242).
    error: { main: '#ffa4a0', contrastText: '#1f2933' },
    background: { default: '#121417', paper: '#1f2328' },
  },
};
