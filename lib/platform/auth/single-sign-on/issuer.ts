// An issuer is fetched by the server (its discovery document, keys and token endpoint), so it must
// be HTTPS. SINGLE_SIGN_ON_HTTP_ISSUERS=true allows plain HTTP for a provider on this machine in
// development and tests; production leaves it unset.
export const insecureIssuersAllowed = () => process.env.SINGLE_SIGN_ON_HTTP_ISSUERS === "true";
