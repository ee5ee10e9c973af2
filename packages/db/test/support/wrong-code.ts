/** A code that is certainly not `code`. */
export function wrong(code: string): string {
  return code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
}
