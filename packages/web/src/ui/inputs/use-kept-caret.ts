import { useCallback, useLayoutEffect, useState } from 'react';
import { caretAfterRewrite, type Typed } from './parse/caret';

type Request = { input: HTMLInputElement; at: number };

/**
 * The one way a kit input that rewrites its text while typing (strips characters, turns a point
 * into a comma, takes over the numpad's decimal key, refuses a keystroke) keeps the caret where
 * the user types. React setting a new value puts the caret at the end; the caret is put back in a
 * layout effect, before the browser handles the next key — a frame later is too late for a fast
 * typist, whose next digits would land before the previous one.
 *
 * Call it with the input and the text it will show, after an input event (what was typed is then
 * the input's own value and caret) or with what a handled keydown typed.
 */
export function useKeptCaret(): (input: HTMLInputElement, shown: string, typed?: Typed) => void {
  const [request, setRequest] = useState<Request | null>(null);
  useLayoutEffect(() => {
    if (request && document.activeElement === request.input) request.input.setSelectionRange(request.at, request.at);
  }, [request]);
  return useCallback((input, shown, typed) => {
    // Text the input already holds is not rewritten, and the browser's caret is right.
    if (input.value === shown) return;
    const { text, caret } = typed ?? { text: input.value, caret: input.selectionStart };
    if (caret === null) return;
    setRequest({ input, at: caretAfterRewrite({ text, caret }, shown) });
  }, []);
}
