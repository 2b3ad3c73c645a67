// A new passkey's name, as GoTrue gives it (internal/utilities/passkey_name.go): the name of the
// authenticator its AAGUID identifies, else "Passkey". GoTrue embeds the whole community list
// (passkeydeveloper/passkey-authenticator-aaguids); these entries, copied from it, are the
// authenticators members use most.
// The member can rename it; the web names a "Passkey" after the device it was made on.
const KNOWN: Record<string, string> = {
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'Apple Passwords',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'iCloud Keychain (Managed)',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  '531126d6-e717-415c-9320-3d9aa6981239': 'Dashlane',
  'b84e4048-15dc-4dd0-8640-f4f60813c8af': 'NordPass',
  'ee882879-721c-4913-9775-3dfcce97072a': 'YubiKey 5 Series',
  'cb69481e-8ff7-4039-93ec-0a2729a154a8': 'YubiKey 5 Series',
  'fa2b99dc-9e39-4257-8f92-4a30d23c4118': 'YubiKey 5 Series with NFC',
  '2fc0579f-8113-47ea-b116-bb5a8db9202a': 'YubiKey 5 Series with NFC',
};

export const DEFAULT_PASSKEY_NAME = 'Passkey';

export function passkeyName(aaguid: string | null): string {
  return (aaguid && KNOWN[aaguid.toLowerCase()]) || DEFAULT_PASSKEY_NAME;
}
