/** A text as typed, with the caret after the keystroke. */
export type Typed = { text: string; caret: number };

/**
 * Where the caret belongs when the input shows `shown` instead of what was typed (a character
 * stripped, a point made a comma, a keystroke refused): before the text that followed the caret,
 * as far as the rewrite kept it, so the next key lands where the user is typing.
 */
export function caretAfterRewrite(typed: Typed, shown: string): number {
  const after = typed.text.slice(typed.caret);
  let kept = 0;
  while (kept < after.length && kept < shown.length && after.at(-1 - kept) === shown.at(-1 - kept)) kept += 1;
  return shown.length - kept;
}
