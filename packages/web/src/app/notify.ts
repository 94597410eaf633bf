/** Toasts live in the UI kit; this path stays for the code written before it. */
export { toast, type ToastKind } from '../ui/overlays/toasts';
