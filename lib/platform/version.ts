// The product's version, as released (package.json).
import packageJson from "@/package.json";

export const PRODUCT_VERSION: string = packageJson.version;
