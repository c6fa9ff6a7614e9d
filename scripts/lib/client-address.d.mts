export const CLIENT_ADDRESS_HEADER: "x-ehs-client-address";
export const CLIENT_SCHEME_HEADER: "x-ehs-client-scheme";
export function trustedProxyCount(value?: string): number;
export function clientAddress(input: {
  remoteAddress: string | undefined;
  forwardedFor: string | string[] | undefined;
  trustedProxies: number;
}): string;
export function clientScheme(input: {
  encrypted: boolean;
  forwardedProto: string | string[] | undefined;
  trustedProxies: number;
}): "https" | "http";
