import "server-only";
import { Box } from "@mui/material";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import { richTextSx } from "@/components/platform/rich-text/rich-text-styles";

/**
 * A procedure text as HTML. Rendering markup is safe only because the server sanitises it: on save
 * and once more right here, which also covers rows written another way (the seed, a console).
 */
export function ProcedureContent({ html }: { html: string }) {
  return <Box sx={richTextSx} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
