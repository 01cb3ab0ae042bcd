const GUID_PATTERN = /^[0-9a-z]{8}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{12}$/i;

/** True for an 8-4-4-4-12 group of alphanumerics, the shape of generated dialog ids. */
export function isGuid(value: string): boolean {
  return GUID_PATTERN.test(value);
}
