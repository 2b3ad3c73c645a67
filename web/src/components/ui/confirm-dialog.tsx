// "Ask, then act": the question before a step that cannot be taken back (selling a car, cancelling a
// registration, renewing the calendar address, removing a passkey, unlinking an account). The
// question names the dialog; "yes" closes it and acts, "no" (or Escape, or the backdrop) only
// closes it; either way the focus returns to the button that opened it (components/ui/dialog.tsx).
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question: the dialog's name and first line. */
  question: string;
  /** What follows from "yes", under the question. */
  detail?: string;
  yes: string;
  no: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog({ open, question, detail, yes, no, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} label={question} className="confirm-dialog">
      <p>{question}</p>
      {detail && <p>{detail}</p>}
      <div className="confirm-dialog__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            onClose();
            onConfirm();
          }}
        >
          {yes}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {no}
        </button>
      </div>
    </Dialog>
  );
}
