// One change of how the member signs in (a passkey, a security key, a linked account), as the
// settings sections run it: their buttons wait while it runs, its outcome becomes the section's
// message (announced by the section's live region), and the section's list is read again.
import { useState } from 'react';

export interface ChangeMessage {
  ok: boolean;
  text: string;
}

export function useAccountChange(refresh: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ChangeMessage | null>(null);
  /** Runs `change` (which answers its error, or null) and shows `outcome(error)`. */
  const run = async <E>(
    change: () => Promise<E | null>,
    outcome: (error: E | null) => ChangeMessage,
  ): Promise<void> => {
    setMessage(null);
    setBusy(true);
    const error = await change();
    setBusy(false);
    setMessage(outcome(error));
    await refresh();
  };
  return { busy, setBusy, message, setMessage, run };
}
