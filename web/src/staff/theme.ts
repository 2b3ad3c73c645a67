// The console's light and dark themes: react-admin's defaults with the club's brand colour
// (#D90429, as on the site) and a cool grey palette. The dark theme uses a lighter tint of the
// brand colour so that red text and outlines keep their contrast on the dark background.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export const BRAND = '#D90429';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
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
