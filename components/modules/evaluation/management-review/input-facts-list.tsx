import { Box } from "@mui/material";
import type { Fact } from "@/lib/modules/evaluation/management-review/input-facts";

/**
 * An input's facts as a description list, label beside value from the sm breakpoint and above it on
 * a phone. Labels may repeat (two actions of the same title), so the rows are keyed by position.
 */
export function InputFactsList({ facts }: { facts: Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "fit-content(45%) minmax(0, 1fr)" },
        columnGap: 3,
        m: 0,
      }}
    >
      {facts.map((fact, index) => (
        <Box key={index} sx={{ display: "contents" }}>
          <Box component="dt" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
            {fact.label}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: 1, overflowWrap: "anywhere" }}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
