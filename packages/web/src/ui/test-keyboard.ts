import { fireEvent } from '@testing-library/react';

const EDIT_KEYS = ['ArrowLeft', 'ArrowRight', 'Home', 'End', 'Backspace', 'Delete'] as const;
type EditKey = (typeof EDIT_KEYS)[number];

const nativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/**
 * Types into a text input one key at a time, as a browser does: keydown (which may prevent the key),
 * then the edit at the current selection, the caret after it, and the input event. Characters are
 * typed as they are; `{ArrowLeft}`, `{ArrowRight}`, `{Home}`, `{End}`, `{Backspace}`, `{Delete}` edit,
 * and `{NumpadDecimal}` is the numpad's decimal key (a point unless the page takes it over).
 * Where the text goes therefore depends on where the component left the caret after each key.
 */
export function typeKeys(input: HTMLInputElement, keys: string): void {
  if (document.activeElement !== input) input.focus();
  for (const key of keys.match(/\{\w+\}|./gsu) ?? []) press(input, key);
}

function press(input: HTMLInputElement, token: string) {
  const named = token.startsWith('{') ? token.slice(1, -1) : null;
  const key = named === 'NumpadDecimal' ? '.' : (named ?? token);
  const code = named === 'NumpadDecimal' ? 'NumpadDecimal' : undefined;
  if (!fireEvent.keyDown(input, { key, code })) return;
  const text = input.value;
  const start = input.selectionStart ?? text.length;
  const end = input.selectionEnd ?? text.length;
  if (named !== null && (EDIT_KEYS as readonly string[]).includes(named)) {
    edit(input, named as EditKey, text, start, end);
    return;
  }
  replace(input, text.slice(0, start) + key + text.slice(end), start + key.length);
}

function edit(input: HTMLInputElement, key: EditKey, text: string, start: number, end: number) {
  const collapsed = start === end;
  const moveTo = (at: number) => input.setSelectionRange(at, at);
  if (key === 'ArrowLeft') moveTo(collapsed ? Math.max(0, start - 1) : start);
  else if (key === 'ArrowRight') moveTo(collapsed ? Math.min(text.length, end + 1) : end);
  else if (key === 'Home') moveTo(0);
  else if (key === 'End') moveTo(text.length);
  else if (!collapsed) replace(input, text.slice(0, start) + text.slice(end), start);
  else if (key === 'Backspace' && start > 0) replace(input, text.slice(0, start - 1) + text.slice(end), start - 1);
  else if (key === 'Delete' && end < text.length) replace(input, text.slice(0, start) + text.slice(end + 1), start);
}

function replace(input: HTMLInputElement, text: string, caret: number) {
  // The native setter, so React sees the change as the user's, as with a real keystroke.
  nativeValue.call(input, text);
  input.setSelectionRange(caret, caret);
  fireEvent.input(input);
}
