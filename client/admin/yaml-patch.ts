/**
 * Writes a YAML file saved from the editor by changing, in its text, only the values the owner
 * changed: comments, quotes, folded texts, blank lines and key order stay as they were, so a
 * changed phone number is a one-line change (issue 39). Each change is spliced at its place in
 * the text, found through the `yaml` package's parsed document (its nodes' source ranges).
 *
 * The result is read back and compared with the editor's values: whatever the patch cannot
 * express exactly falls back to the document rewritten by the `yaml` package (comments kept,
 * long folded texts unfolded), and failing that to a plain dump of the values. The file always
 * holds exactly what the owner saved.
 *
 * An empty value ("", null, an empty list) is no value: the key is left out, as the schemas
 * expect of an optional field (content/schema.ts), rather than written `seoTitle: ""`.
 */
import { isMap, isScalar, isSeq, parse, parseDocument, stringify, type Node, type Pair } from "yaml";

interface Edit {
  from: number;
  to: number;
  text: string;
}

type Plain = Record<string, unknown>;

const isObject = (value: unknown): value is Plain =>
  value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** Values compared as the content loader reads them: key order and empty values do not count. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isObject(a) || isObject(b)) {
    if (!isObject(a) || !isObject(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => (isEmpty(a[key]) && isEmpty(b[key])) || sameValue(a[key], b[key]));
  }
  if (a instanceof Date || b instanceof Date) return String(a) === String(b);
  return a === b || (isEmpty(a) && isEmpty(b));
}

/** `value` without its empty entries, for the text of a new key or item. */
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => [k, withoutEmpty(v)]),
  );
}

/** Positions in the source text. */
class Text {
  constructor(readonly source: string) {}

  lineStart(offset: number): number {
    return this.source.lastIndexOf("\n", offset - 1) + 1;
  }

  column(offset: number): number {
    return offset - this.lineStart(offset);
  }

  /** The offset after the line that holds `offset - 1` (a node's end is often right after its newline). */
  endOfLine(offset: number): number {
    if (offset > 0 && this.source[offset - 1] === "\n") return offset;
    const newline = this.source.indexOf("\n", offset);
    return newline === -1 ? this.source.length : newline + 1;
  }

  /** True when only spaces precede `offset` on its line. */
  startsLine(offset: number): boolean {
    return this.source.slice(this.lineStart(offset), offset).trim() === "";
  }
}

/** A value written as a block at `indent` spaces: « key: value » lines, « - item » lines. */
function block(value: unknown, indent: number): string {
  const text = stringify(withoutEmpty(value), { lineWidth: 0 });
  const pad = " ".repeat(indent);
  return text
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => (line ? pad + line : line))
    .join("\n");
}

/** A string on one line, plain when it reads back as the same string, else in `quote`'s style. */
function inlineString(value: string, quote: "PLAIN" | "QUOTE_DOUBLE" | "QUOTE_SINGLE"): string {
  if (quote === "QUOTE_SINGLE") return `'${value.replace(/'/g, "''")}'`;
  if (quote === "PLAIN" && value.trim() === value && value !== "") {
    try {
      if (sameValue(parse(`k: ${value}`), { k: value }) && !value.includes(" #")) return value;
    } catch {
      // Not a valid plain scalar: quoted below.
    }
  }
  return JSON.stringify(value);
}

/**
 * A folded text's one line cut at single spaces into lines of about `width` characters (the
 * way brand.yaml's long texts are written); each cut reads back as the space it replaces.
 */
function foldLine(line: string, indent: string, width = 96): string {
  if (/ {2}|^ | $/.test(line)) return indent + line;
  const lines: string[] = [];
  let current = "";
  for (const word of line.split(" ")) {
    if (current && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  lines.push(current);
  return lines.map((l) => indent + l).join("\n");
}

/** The new text of a scalar node of `type`, whose continuation lines are indented by `indent`. */
function scalarText(value: unknown, type: string | undefined, indent: number): string {
  if (typeof value !== "string") return value === null || value === undefined ? "" : String(value);
  const blockStyle = type === "BLOCK_LITERAL" || type === "BLOCK_FOLDED" || value.includes("\n");
  if (!blockStyle) return inlineString(value, type === "QUOTE_SINGLE" || type === "QUOTE_DOUBLE" ? type : "PLAIN");
  // A block needs a first line that is not blank or indented; otherwise quoted.
  if (!/^\S/.test(value)) return JSON.stringify(value);
  const chomp = value.endsWith("\n") ? (value.endsWith("\n\n") ? "+" : "") : "-";
  const pad = " ".repeat(indent);
  const content = value.replace(/\n$/, "");
  if (type === "BLOCK_FOLDED" && !content.includes("\n")) return `>${chomp}\n${foldLine(content, pad)}\n`;
  const body = content
    .split("\n")
    .map((line) => (line ? pad + line : line))
    .join("\n");
  return `|${chomp}\n${body}\n`;
}

class Patcher {
  readonly edits: Edit[] = [];
  constructor(readonly text: Text) {}

  /** Records the edits that turn `node` (whose value is `before`) into `after`; false if it cannot. */
  node(node: Node | null, before: unknown, after: unknown, indent: number, order?: string[]): boolean {
    if (sameValue(before, after)) return true;
    if (!node) return false;
    if (isScalar(node)) {
      if (isObject(after) || Array.isArray(after)) return false;
      const [from, to] = node.range!;
      const text = scalarText(after, node.type, indent + 2);
      // An empty value (« key: ») gets its value after a space.
      this.edits.push({ from, to, text: from === to ? ` ${text}` : text });
      return true;
    }
    if (isMap(node) && isObject(before) && isObject(after) && !node.flow)
      return this.map(node.items, before, after, order);
    if (isSeq(node) && Array.isArray(before) && Array.isArray(after)) {
      return node.flow ? this.flowList(node, after) : this.list(node, before, after);
    }
    return false;
  }

  /** Like `node`, or else `whole` replaces the node's text whole; false if neither can. */
  private nodeOr(
    node: Node | null,
    before: unknown,
    after: unknown,
    indent: number,
    whole: () => Edit | null,
  ): boolean {
    const mark = this.edits.length;
    if (this.node(node, before, after, indent)) return true;
    this.edits.length = mark;
    const edit = whole();
    if (edit) this.edits.push(edit);
    return edit !== null;
  }

  /** A block map: changed values in place, removed keys out, new keys after the key before them. */
  private map(pairs: Array<Pair<unknown, unknown>>, before: Plain, after: Plain, order?: string[]): boolean {
    const keyNode = (pair: Pair<unknown, unknown>) => pair.key as Node;
    const keyOf = (pair: Pair<unknown, unknown>) => String((pair.key as { value?: unknown }).value ?? pair.key);
    if (pairs.length === 0) return false;
    const indent = this.text.column(keyNode(pairs[0]!).range![0]);
    const spans = pairs.map((pair, i) => this.pairSpan(pair, pairs[i + 1]));
    for (const [i, pair] of pairs.entries()) {
      const key = keyOf(pair);
      if (!isEmpty(after[key])) {
        // A value of another kind (a list where there was none) rewrites the whole key.
        const whole = () =>
          this.text.startsLine(keyNode(pair).range![0])
            ? { from: spans[i]!.from, to: spans[i]!.lineEnd, text: `${block({ [key]: after[key] }, indent)}\n` }
            : null;
        if (!this.nodeOr(pair.value as Node | null, before[key], after[key], indent, whole)) return false;
      } else if (!isEmpty(before[key])) {
        // The key is removed; a map left without any key cannot be written in place.
        if (pairs.every((p) => p === pair || isEmpty(after[keyOf(p)]))) return false;
        this.edits.push({ ...spans[i]!, text: "" });
      }
    }
    const present = new Set(pairs.map(keyOf));
    const keys = [...new Set([...(order ?? []), ...Object.keys(after)])].filter((k) => k in after);
    for (const [i, key] of keys.entries()) {
      if (present.has(key) || isEmpty(after[key])) continue;
      const previous = keys
        .slice(0, i)
        .reverse()
        .find((k) => present.has(k));
      const text = block({ [key]: after[key] }, indent);
      if (previous !== undefined) {
        const index = pairs.findIndex((p) => keyOf(p) === previous);
        const at = spans[index]!.lineEnd;
        this.edits.push({ from: at, to: at, text: `${text}\n` });
      } else {
        const first = keyNode(pairs[0]!).range![0];
        const at = this.text.startsLine(first) ? this.text.lineStart(first) : first;
        const inserted = this.text.startsLine(first) ? `${text}\n` : `${text.trimStart()}\n${" ".repeat(indent)}`;
        this.edits.push({ from: at, to: at, text: inserted });
      }
    }
    return true;
  }

  /** Where a pair's text is, to remove it: its lines, or up to the next key after « - ». */
  private pairSpan(pair: Pair<unknown, unknown>, next: Pair<unknown, unknown> | undefined) {
    const key = (pair.key as Node).range!;
    const value = pair.value as Node | null;
    const lineEnd = this.text.endOfLine(value?.range ? Math.max(value.range[2], key[2]) : key[2]);
    if (this.text.startsLine(key[0])) return { from: this.text.lineStart(key[0]), to: lineEnd, lineEnd };
    return { from: key[0], to: next ? (next.key as Node).range![0] : lineEnd, lineEnd };
  }

  /** A flow list of scalars (`tags: ["a", "b"]`), rewritten whole in the same style. */
  private flowList(node: Node, after: unknown[]): boolean {
    if (after.some((item) => isObject(item) || Array.isArray(item))) return false;
    const [from, to] = node.range!;
    const items = after.map((item) => (typeof item === "string" ? JSON.stringify(item) : String(item)));
    this.edits.push({ from, to, text: `[${items.join(", ")}]` });
    return true;
  }

  /**
   * A block list: the items that stayed the same anchor the others (longest common
   * subsequence); between two anchors, items are changed in place in order, the extra old ones
   * removed, the extra new ones inserted, with the blank line between items the list uses.
   */
  private list(node: Node, before: unknown[], after: unknown[]): boolean {
    const items = (node as unknown as { items: Node[] }).items;
    if (items.length === 0 || after.length === 0 || items.length !== before.length) return false;
    const dash = this.text.column(node.range![0]);
    const lineOf = (i: number) => this.text.lineStart(items[i]!.range![0]);
    const endOf = (i: number) => this.text.endOfLine(items[i]!.range![2]);
    // The blank lines the list puts between its items, if it does (testimonials.yaml).
    const gap = items.length > 1 ? this.text.source.slice(endOf(0), lineOf(1)) : "";
    const separator = /^\n*$/.test(gap) ? gap : "";
    const itemText = (value: unknown) => {
      const text = block(value, dash + 2);
      return `${" ".repeat(dash)}- ${text.slice(dash + 2)}\n`;
    };
    const anchors = commonItems(before, after);
    let [i, j] = [0, 0];
    for (const [ai, aj] of [...anchors, [before.length, after.length] as const]) {
      const olds = ai - i;
      const news = aj - j;
      for (let k = 0; k < Math.min(olds, news); k++) {
        const whole = () => ({ from: lineOf(i + k), to: endOf(i + k), text: itemText(after[j + k]) });
        if (!this.nodeOr(items[i + k]!, before[i + k], after[j + k], dash, whole)) return false;
      }
      for (let k = news; k < olds; k++) {
        const index = i + k;
        const from = index + 1 < items.length ? lineOf(index) : index > 0 ? endOf(index - 1) : lineOf(index);
        const to = index + 1 < items.length ? lineOf(index + 1) : endOf(index);
        this.edits.push({ from, to, text: "" });
      }
      const added = after.slice(j + olds, aj).map(itemText);
      if (added.length > 0) {
        // After the last old item before this point, or before the first item of the list.
        const last = i + olds - 1;
        if (last >= 0) {
          const at = endOf(last);
          this.edits.push({ from: at, to: at, text: added.map((t) => separator + t).join("") });
        } else {
          const at = lineOf(0);
          this.edits.push({ from: at, to: at, text: added.map((t) => t + separator).join("") });
        }
      }
      [i, j] = [ai + 1, aj + 1];
    }
    return true;
  }
}

/** Index pairs of the items equal in both lists, in order (longest common subsequence). */
function commonItems(before: unknown[], after: unknown[]): Array<readonly [number, number]> {
  const n = before.length;
  const m = after.length;
  const lengths = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i]![j] = sameValue(before[i], after[j])
        ? lengths[i + 1]![j + 1]! + 1
        : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const pairs: Array<readonly [number, number]> = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (sameValue(before[i], after[j])) pairs.push([i++, j++] as const);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

function applyEdits(source: string, edits: Edit[]): string {
  let out = source;
  for (const edit of [...edits].sort((a, b) => b.from - a.from || b.to - a.to)) {
    out = out.slice(0, edit.from) + edit.text + out.slice(edit.to);
  }
  return out;
}

/** The document with each changed top-level value replaced as a whole (comments elsewhere kept). */
function rewrittenDocument(source: string, after: Plain): string {
  const doc = parseDocument(source);
  const before = doc.toJS() as Plain;
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (sameValue(before[key], after[key])) continue;
    if (isEmpty(after[key])) doc.delete(key);
    else doc.set(key, doc.createNode(withoutEmpty(after[key])));
  }
  return doc.toString({ lineWidth: 0 });
}

const readsAs = (text: string, value: unknown) => {
  try {
    return sameValue(parse(text), value);
  } catch {
    return false;
  }
};

/**
 * The YAML text of `after`, written over `source` (the file as it was loaded) with only the
 * changed values rewritten. `order`: the form's field order, where a new top-level key goes.
 */
export function patchYaml(source: string, after: Plain, order?: string[]): string {
  const fresh = () => stringify(withoutEmpty(sortedBy(after, order)), { lineWidth: 0 });
  const doc = parseDocument(source);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return fresh();
  const before = doc.toJS() as unknown;
  if (sameValue(before, after)) return source;
  const patcher = new Patcher(new Text(source));
  if (patcher.node(doc.contents, before, after, -2, order)) {
    const patched = applyEdits(source, patcher.edits);
    if (readsAs(patched, after)) return patched;
  }
  const rewritten = rewrittenDocument(source, after);
  return readsAs(rewritten, after) ? rewritten : fresh();
}

/** `value`'s keys in the form's order, the others after them. */
function sortedBy(value: Plain, order?: string[]): Plain {
  if (!order) return value;
  const keys = [...order.filter((k) => k in value), ...Object.keys(value).filter((k) => !order.includes(k))];
  return Object.fromEntries(keys.map((k) => [k, value[k]]));
}
