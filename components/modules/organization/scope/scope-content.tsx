import "server-only";
import { Box } from "@mui/material";
import { sanitizeRichText } from "@/lib/platform/rich-text/sanitize";
import { richTextSx } from "@/components/platform/rich-text/rich-text-styles";

/**
 * The scope text as HTML. Rendering markup is safe here only because the server sanitises it: on
 * save (lib/scope/mutations.ts) and once more right here, which also covers rows written another way.
 */
export function ScopeContent({ html }: { html: string }) {
  return <Box sx={richTextSx} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html) }} />;
}
