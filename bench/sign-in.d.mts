export function signInCookie(base: string, email?: string): Promise<string>;
