// The app bar's dark-mode switch: a toggle button whose state is read out (aria-pressed), where
// react-admin's ToggleThemeButton only names the action. It keeps react-admin's stored theme.
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import { IconButton, Tooltip, useMediaQuery } from '@mui/material';
import { useTheme, useThemesContext, useTranslate } from 'react-admin';

export function ThemeButton() {
  const translate = useTranslate();
  const { darkTheme, defaultTheme } = useThemesContext();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const [theme, setTheme] = useTheme(defaultTheme || (prefersDark && darkTheme ? 'dark' : 'light'));
  const dark = theme === 'dark';
  const label = translate('staff.layout.dark_mode');
  return (
    <Tooltip title={label} enterDelay={300}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={dark}
        onClick={() => setTheme(dark ? 'light' : 'dark')}
      >
        {dark ? <Brightness7Icon /> : <Brightness4Icon />}
      </IconButton>
    </Tooltip>
  );
}
