import { Box, Typography } from "@mui/material";

/** A small table of figures (a name, this year, the year before): narrow enough for a phone. */
export function FigureTable(props: {
  caption: string;
  headings: [string, string, string];
  rows: { key: string; label: string; values: [string, string] }[];
  empty: string;
}) {
  if (!props.rows.length) return <Typography color="text.secondary">{props.empty}</Typography>;
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Box
        component="table"
        sx={{
          width: "100%",
          borderCollapse: "collapse",
          "& th, & td": { py: 0.75, px: 1, borderBottom: 1, borderColor: "divider", textAlign: "left" },
          "& td:not(:first-of-type), & th:not(:first-of-type)": { textAlign: "right", whiteSpace: "nowrap" },
        }}
      >
        <Box component="caption" sx={{ textAlign: "left", fontWeight: 600, pb: 1 }}>
          {props.caption}
        </Box>
        <thead>
          <tr>
            {props.headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" style={{ fontWeight: 400 }}>
                {row.label}
              </th>
              <td>{row.values[0]}</td>
              <td>{row.values[1]}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
