// A chart with its text alternative: the drawing is hidden from screen readers, which read the same
// figures from a visually hidden table instead (its caption is the chart's heading). Charts inside
// are given disableKeyboardNavigation: a tab stop in a hidden drawing would lead nowhere.
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useId, type ReactNode } from 'react';

export interface FigureTable {
  headers: string[];
  rows: (string | number)[][];
}

/** `empty`: a sentence shown (and read) instead of the chart and table when there is nothing to draw. */
export function ChartFigure({
  title,
  table,
  empty,
  children,
}: {
  title: string;
  table: FigureTable;
  empty?: string | false;
  children: ReactNode;
}) {
  if (empty)
    return (
      <Section title={title}>
        <Typography>{empty}</Typography>
      </Section>
    );
  return (
    <Section title={title}>
      <Box aria-hidden="true">{children}</Box>
      {/* The hiding box is a div: a table is never narrower than its content, so hidden itself it would
          still widen the page by its caption's width (WCAG 1.4.10). */}
      <Box sx={visuallyHidden}>
        <Box component="table">
          <caption>{title}</caption>
          <thead>
            <tr>
              {table.headers.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 3, minWidth: 0 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
