// The marks of the comparison: colour, and besides colour underline or strike-through, and a word
// for screen readers, so that no one depends on the colour alone.

export const visuallyHidden = {
  position: "absolute",
  // strings: MUI reads the numbers 0–1 as fractions of the parent
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

export const insSx = {
  bgcolor: "#d7f3df",
  color: "#0b5d2a",
  textDecoration: "underline",
  textDecorationThickness: 2,
  borderRadius: 0.5,
} as const;

export const delSx = {
  bgcolor: "#fde2e0",
  color: "#8a1c17",
  textDecoration: "line-through",
  textDecorationThickness: 2,
  borderRadius: 0.5,
} as const;
