/** Buttons within a block at least 44 px high, for a finger on a phone (the forms' own buttons too). */
export const TOUCH_BUTTONS = { "& .MuiButton-root": { minHeight: 44 } } as const;
