"use client";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/DeleteOutlined";
import { Box, IconButton } from "@mui/material";
import { useRef } from "react";

type Tool = "up" | "down" | "remove";

/**
 * Move up, move down and remove for one of a list's items (a section, a question): buttons with
 * names, reached and pressed by keyboard as well as by touch. After a move the focus stays on the
 * moved item's button, or on its other move button where the item has reached an end.
 */
export function ItemTools(props: {
  index: number;
  count: number;
  /** The buttons' accessible names. */
  labels: Record<Tool, string>;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const tools = useRef<HTMLDivElement>(null);
  const move = (tool: "up" | "down") => {
    props.onMove(props.index, props.index + (tool === "up" ? -1 : 1));
    // the item's buttons move with it; React may have taken the pressed one out of the page and back
    requestAnimationFrame(() => {
      const enabled = (name: Tool) => tools.current?.querySelector<HTMLButtonElement>(`[data-tool="${name}"]:enabled`);
      (enabled(tool) ?? enabled(tool === "up" ? "down" : "up"))?.focus();
    });
  };
  return (
    <Box ref={tools} sx={{ display: "flex", justifyContent: "flex-end", gap: 0.5 }}>
      <IconButton data-tool="up" aria-label={props.labels.up} disabled={props.index === 0} onClick={() => move("up")}>
        <ArrowUpwardIcon />
      </IconButton>
      <IconButton
        data-tool="down"
        aria-label={props.labels.down}
        disabled={props.index >= props.count - 1}
        onClick={() => move("down")}
      >
        <ArrowDownwardIcon />
      </IconButton>
      <IconButton
        data-tool="remove"
        aria-label={props.labels.remove}
        disabled={props.count <= 1}
        onClick={() => props.onRemove(props.index)}
      >
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
