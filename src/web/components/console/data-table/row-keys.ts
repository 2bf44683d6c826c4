/**
 * Keyboard moves between a table's rows (decision 017): ↓/j next, ↑/k previous, Home/End first/last.
 * The row to focus, or null for a key the table does not take.
 */
export function nextRowIndex(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
    case 'j':
      return Math.min(index + 1, count - 1);
    case 'ArrowUp':
    case 'k':
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/** A click inside a control of the row (a link, a checkbox) is that control's, not "open the row". */
export function isControlClick(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('a,button,input,label,select,textarea') !== null;
}
