/**
 * A small XML writer for documents whose element order is fixed by a schema (UBL's xsd:sequence):
 * the caller lists children in schema order, and absent optional parts (null, undefined, false)
 * are left out, so a document reads as its schema does.
 */
export type XmlNode = { name: string; attributes: Record<string, string>; children: XmlNode[]; text: string | null };

type Child = XmlNode | null | undefined | false | readonly (XmlNode | null | undefined | false)[];

const isNode = (child: unknown): child is XmlNode => typeof child === 'object' && child !== null && 'name' in child;

function flatten(children: readonly Child[]): XmlNode[] {
  return children.flatMap((child) => (Array.isArray(child) ? child.filter(isNode) : isNode(child) ? [child] : []));
}

/** An element with children (in schema order). */
export function element(name: string, attributes: Record<string, string | null | undefined>, ...children: Child[]) {
  return { name, attributes: definedAttributes(attributes), children: flatten(children), text: null } as XmlNode;
}

/** An element holding text; null when there is no text, so optional fields drop out. */
export function textElement(
  name: string,
  text: string | null | undefined,
  attributes: Record<string, string | null | undefined> = {},
): XmlNode | null {
  if (text === null || text === undefined || text === '') return null;
  return { name, attributes: definedAttributes(attributes), children: [], text };
}

function definedAttributes(attributes: Record<string, string | null | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).filter(
      (entry): entry is [string, string] => entry[1] !== null && entry[1] !== undefined,
    ),
  );
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// The characters XML 1.0 cannot hold at all, escaped or not.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text and attribute values escaped; characters XML 1.0 cannot hold are dropped. */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

function write(node: XmlNode, depth: number, out: string[]): void {
  const indent = '  '.repeat(depth);
  const attributes = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  if (node.text !== null) {
    out.push(`${indent}<${node.name}${attributes}>${escapeXml(node.text)}</${node.name}>`);
  } else if (node.children.length === 0) {
    out.push(`${indent}<${node.name}${attributes}/>`);
  } else {
    out.push(`${indent}<${node.name}${attributes}>`);
    for (const child of node.children) write(child, depth + 1, out);
    out.push(`${indent}</${node.name}>`);
  }
}

/** The document as UTF-8 XML text with its declaration, indented two spaces. */
export function xmlDocument(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}
