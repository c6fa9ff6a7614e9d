export const PHONE_USER_AGENT: string;
export const DESK_USER_AGENT: string;
