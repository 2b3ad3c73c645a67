// The yes/no icons of react-admin's BooleanField (set for every list in theme.ts). Its tooltip
// names the icon ("Áno"/"Nie"), but MUI hides icons from screen readers, which then read an empty
// cell (WCAG 1.1.1): these are images named by that label.
import ClearIcon from '@mui/icons-material/Clear';
import DoneIcon from '@mui/icons-material/Done';
import type { SvgIconProps } from '@mui/material';
import { forwardRef } from 'react';

export const YesIcon = forwardRef<SVGSVGElement, SvgIconProps>(function YesIcon(props, ref) {
  return <DoneIcon ref={ref} {...props} aria-hidden={undefined} role="img" />;
});

export const NoIcon = forwardRef<SVGSVGElement, SvgIconProps>(function NoIcon(props, ref) {
  return <ClearIcon ref={ref} {...props} aria-hidden={undefined} role="img" />;
});
