/**
 * The table numbers a label of withholding-2026.md names: "7300", "9120–9400" (every tenth),
 * "8000–8400 and 9010–9050", "all 81 ordinary tables 8000–8400, 9010–9400".
 */
export function tablesOfLabel(label: string): string[] {
  const numbers: string[] = [];
  for (const match of label.matchAll(/(\d{4})(?:–(\d{4}))?/g)) {
    const first = match[1]!;
    const last = match[2];
    if (!last) {
      numbers.push(first);
      continue;
    }
    for (let n = Number(first); n <= Number(last); n += 10) numbers.push(String(n).padStart(4, '0'));
  }
  return numbers;
}
