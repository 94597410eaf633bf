import type { ReactNode } from 'react';

/**
 * The confirm and alert dialogs, asked for from anywhere (a component, an event
 * handler, the error link) and answered as a promise; DialogsHost, mounted once by the app's
 * providers, shows them. Labels default to the texts of the `overlays` namespace.
 */
export type ConfirmOptions = {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirming button is red: the action destroys or declines something. */
  danger?: boolean;
};

export type AlertOptions = { title: string; message: ReactNode; okLabel?: string };

export type OpenDialog =
  | { id: number; kind: 'confirm'; options: ConfirmOptions; answer: (confirmed: boolean) => void }
  | { id: number; kind: 'alert'; options: AlertOptions; answer: () => void };

let open: readonly OpenDialog[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function change(next: readonly OpenDialog[]) {
  open = next;
  for (const listener of listeners) listener();
}

function close(id: number) {
  change(open.filter((dialog) => dialog.id !== id));
}

export function subscribeDialogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openDialogs(): readonly OpenDialog[] {
  return open;
}

/** Resolves true when the user confirms, false when they cancel or dismiss the dialog. */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    const answer = (confirmed: boolean) => {
      close(id);
      resolve(confirmed);
    };
    change([...open, { id, kind: 'confirm', options, answer }]);
  });
}

/** Resolves once the user has closed the alert. */
export function alertDialog(options: AlertOptions): Promise<void> {
  return new Promise((resolve) => {
    const id = nextId++;
    const answer = () => {
      close(id);
      resolve();
    };
    change([...open, { id, kind: 'alert', options, answer }]);
  });
}

/** `const confirm = useConfirm(); if (await confirm({ title, message, danger: true })) …` */
export function useConfirm(): typeof confirmDialog {
  return confirmDialog;
}

/** `const alert = useAlert(); await alert({ title, message })` */
export function useAlert(): typeof alertDialog {
  return alertDialog;
}
