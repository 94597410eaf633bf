export { toast, toastDuration, TOAST_KINDS, type ToastKind } from './toasts';
export { alertDialog, confirmDialog, useAlert, useConfirm, type AlertOptions, type ConfirmOptions } from './dialogs';
export { DialogsHost } from './DialogsHost';
export { ToastsHost } from './ToastsHost';
export { Dropdown, type DropdownProps } from './Dropdown';
