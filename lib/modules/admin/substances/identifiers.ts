// CAS Registry Numbers and EC numbers, checked by their check digits. Client-safe.

const CAS = /^(\d{2,7})-(\d{2})-(\d)$/;
const EC = /^(\d{3})-(\d{3})-(\d)$/;

/**
 * A CAS number's last digit is the sum of the other digits, each times its position counted from
 * the right (1 for the digit before the check digit), modulo 10 (CAS, "CAS Registry Number").
 */
export function isValidCasNumber(value: string): boolean {
  const match = CAS.exec(value);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return sum % 10 === Number(match[3]);
}

/**
 * An EC number (EINECS, ELINCS, NLP or an ECHA list number) ends in the sum of its first six
 * digits, each times its position (1 to 6), modulo 11. Where that remainder is 10 the check digit
 * is 1: 62 ELINCS numbers of CLP Annex VI (e.g. 418-070-1) are issued so.
 */
export function isValidEcNumber(value: string): boolean {
  const match = EC.exec(value);
  if (!match) return false;
  const digits = `${match[1]}${match[2]}`;
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(digits[i]) * (i + 1);
  const remainder = sum % 11;
  return (remainder === 10 ? 1 : remainder) === Number(match[3]);
}

/** Whether a search text is shaped like (the start of) a CAS or EC number rather than a name. */
export const looksLikeNumber = (text: string) => /^[\d-]+$/.test(text.trim());
