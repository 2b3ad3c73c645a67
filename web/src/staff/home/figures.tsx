// Headline numbers of a block as a description list: a label and a large number each.
import { Box, Typography } from '@mui/material';
import { formatNumber } from '@/lib/format';

export function Figures({ items }: { items: [label: string, value: number][] }) {
  return (
    <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
      {items.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600 }}>
            {formatNumber(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
