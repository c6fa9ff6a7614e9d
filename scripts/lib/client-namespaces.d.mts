export function clientNamespaces(root: string): { layout: string[]; pages: Record<string, string[]> };
