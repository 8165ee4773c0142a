/**
 * Line numbers for what a TOML parser returns without them: where a key is assigned, and
 * where each element of an array value starts. Used only to say where a PHH file is wrong
 * (the parser reports syntax errors with their line itself). It reads plain `key = value`
 * lines under `[table]` headers, which is how PHH files are written; for anything else it
 * answers with the nearest line it knows, or null.
 */

const HEADER = /^\s*\[\s*("(?:[^"\\]|\\.)*"|'[^']*'|[^\]\s]+)\s*\]\s*(?:#.*)?$/;

function unquote(name: string): string {
  return name.length >= 2 && (name[0] === '"' || name[0] === "'") && name[name.length - 1] === name[0] ? name.slice(1, -1) : name;
}

export class TomlLines {
  private readonly text: string;
  /** Offsets where each line starts. */
  private readonly starts: number[] = [0];

  constructor(text: string) {
    this.text = text;
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.starts.push(i + 1);
  }

  /** The 1-based line of `offset`. */
  lineAt(offset: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** The line of `[table]` (null: the top of the file), or null if there is none. */
  tableLine(table: string | null): number | null {
    if (table === null) return 1;
    for (let k = 0; k < this.starts.length; k++) {
      const match = HEADER.exec(this.lineText(k));
      if (match && unquote(match[1]) === table) return k + 1;
    }
    return null;
  }

  /** The line where `key` is assigned in `table` (null: the top level), or null. */
  keyLine(table: string | null, key: string): number | null {
    const offset = this.keyOffset(table, key);
    return offset === null ? null : this.lineAt(offset);
  }

  /** The line where each element of the array assigned to `key` starts (as far as it can tell). */
  arrayLines(table: string | null, key: string): number[] {
    const at = this.keyOffset(table, key);
    if (at === null) return [];
    const text = this.text;
    let i = text.indexOf('=', at) + 1;
    if (i === 0) return [];
    const lines: number[] = [];
    const skipBlank = (): void => {
      for (;;) {
        while (i < text.length && /[\s,]/.test(text[i])) i++;
        if (text[i] !== '#') return;
        while (i < text.length && text[i] !== '\n') i++;
      }
    };
    skipBlank();
    if (text[i] !== '[') return [];
    i++;
    for (;;) {
      skipBlank();
      if (i >= text.length || text[i] === ']') return lines;
      lines.push(this.lineAt(i));
      const end = this.valueEnd(i);
      if (end <= i) return lines;
      i = end;
    }
  }

  private lineText(k: number): string {
    const end = k + 1 < this.starts.length ? this.starts[k + 1] - 1 : this.text.length;
    return this.text.slice(this.starts[k], end);
  }

  private keyOffset(table: string | null, key: string): number | null {
    let current: string | null = null;
    for (let k = 0; k < this.starts.length; k++) {
      const line = this.lineText(k);
      const header = HEADER.exec(line);
      if (header) {
        current = unquote(header[1]);
        continue;
      }
      if (current !== table) continue;
      const assign = /^\s*("(?:[^"\\]|\\.)*"|'[^']*'|[A-Za-z0-9_-]+)\s*=/.exec(line);
      if (assign && unquote(assign[1]) === key) return this.starts[k];
    }
    return null;
  }

  /** Where the array element starting at `i` ends: after a string, a nested array or a bare value. */
  private valueEnd(i: number): number {
    const text = this.text;
    for (const quote of ['"""', "'''"]) {
      if (text.startsWith(quote, i)) {
        const end = text.indexOf(quote, i + 3);
        return end < 0 ? text.length : end + 3;
      }
    }
    if (text[i] === '"' || text[i] === "'") {
      const quote = text[i];
      let j = i + 1;
      while (j < text.length && text[j] !== quote && text[j] !== '\n') j += quote === '"' && text[j] === '\\' ? 2 : 1;
      return j + 1;
    }
    if (text[i] === '[' || text[i] === '{') {
      let depth = 0;
      let j = i;
      for (; j < text.length; j++) {
        if (text[j] === '[' || text[j] === '{') depth++;
        else if (text[j] === ']' || text[j] === '}') {
          depth--;
          if (depth === 0) return j + 1;
        } else if (text[j] === '"' || text[j] === "'") {
          j = this.valueEnd(j) - 1;
        }
      }
      return j;
    }
    let j = i;
    while (j < text.length && !/[,\]\n#]/.test(text[j])) j++;
    return j;
  }
}
