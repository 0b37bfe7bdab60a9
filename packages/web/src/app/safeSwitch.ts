/** docs/protocol.md: runtime config decides, a stored '1'/'0' overrides it, anything else is ignored. */
export function resolveSafeSwitch(configValue: boolean, stored: string | null): boolean {
  if (stored === '1') return true;
  if (stored === '0') return false;
  return configValue;
}
