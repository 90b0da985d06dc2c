import { escapeHtml, jsonCode } from './html';
import type { JsonSchema } from './openapi-types';

/** Deeper than this a schema is shown by its type alone (the portal's go three levels deep). */
const MAX_DEPTH = 8;

const TYPE_NAMES: Record<string, string> = {
  string: 'tekst',
  integer: 'geheel getal',
  number: 'getal',
  boolean: 'ja/nee (boolean)',
  object: 'object',
  array: 'lijst',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'e-mailadres',
  'date-time': 'datum en tijd (ISO 8601)',
  date: 'datum (ISO 8601)',
  uri: 'URL',
  uuid: 'UUID',
  binary: 'bestand',
};

/**
 * Resolves `$ref`s to `#/components/schemas/…` and renders schemas as nested property lists:
 * name, type, required, constraints. A reference met again inside itself is named, not followed.
 */
export class SchemaRenderer {
  constructor(private readonly components: Record<string, JsonSchema> = {}) {}

  /** The type of a schema in words: "tekst", "lijst van object", "geheel getal of null". */
  typeLabel(schema: JsonSchema, seen: readonly string[] = []): string {
    const { resolved, refName } = this.resolve(schema);
    if (refName && seen.includes(refName)) return escapeHtml(refName);
    const variants = resolved.anyOf ?? resolved.oneOf;
    if (variants) {
      const labels = variants.map((variant) => this.typeLabel(variant, seen));
      return [...new Set(labels)].join(' of ');
    }
    if (resolved.allOf) return this.typeLabel(this.mergeAll(resolved.allOf), seen);
    const types = [resolved.type ?? (resolved.properties ? 'object' : undefined)].flat();
    const words = types
      .filter((type) => type !== undefined)
      .map((type) => {
        if (type === 'array' && resolved.items) {
          return `lijst van ${this.typeLabel(resolved.items, seen)}`;
        }
        if (type === 'string' && resolved.format) {
          const name = FORMAT_NAMES[resolved.format] ?? `tekst (${escapeHtml(resolved.format)})`;
          const media = resolved.contentMediaType;
          return media ? `${name} (<code>${escapeHtml(media)}</code>)` : name;
        }
        return TYPE_NAMES[type] ?? escapeHtml(type);
      });
    if (words.length === 0) return resolved.const !== undefined ? 'vaste waarde' : 'willekeurig';
    return words.join(' of ');
  }

  /** The rules a value must follow, in words. */
  constraints(schema: JsonSchema): string[] {
    const s = this.resolve(schema).resolved;
    const rules: string[] = [];
    if (s.enum) rules.push(`één van: ${s.enum.map(jsonCode).join(', ')}`);
    if (s.const !== undefined) rules.push(`altijd ${jsonCode(s.const)}`);
    if (s.minLength !== undefined && s.minLength > 0)
      rules.push(`minstens ${s.minLength} ${s.minLength === 1 ? 'teken' : 'tekens'}`);
    if (s.maxLength !== undefined) rules.push(`hoogstens ${s.maxLength} tekens`);
    // Zod's integers carry the safe-integer range: no rule a caller needs to read.
    if (s.minimum !== undefined && s.minimum > Number.MIN_SAFE_INTEGER)
      rules.push(`minstens ${s.minimum}`);
    if (s.maximum !== undefined && s.maximum < Number.MAX_SAFE_INTEGER)
      rules.push(`hoogstens ${s.maximum}`);
    if (s.exclusiveMinimum !== undefined) rules.push(`groter dan ${s.exclusiveMinimum}`);
    if (s.exclusiveMaximum !== undefined) rules.push(`kleiner dan ${s.exclusiveMaximum}`);
    if (s.minItems !== undefined && s.minItems > 0) rules.push(`minstens ${s.minItems} items`);
    if (s.maxItems !== undefined) rules.push(`hoogstens ${s.maxItems} items`);
    if (s.uniqueItems) rules.push('geen dubbele items');
    if (s.pattern !== undefined) rules.push(`patroon <code>${escapeHtml(s.pattern)}</code>`);
    if (s.default !== undefined) rules.push(`standaard ${jsonCode(s.default)}`);
    return rules;
  }

  /**
   * What a schema holds beneath its type: an object's properties, an array's item properties,
   * the variants of a union, the values of a map. Empty for a plain value.
   */
  details(schema: JsonSchema, seen: readonly string[] = [], depth = 0): string {
    const { resolved, refName } = this.resolve(schema);
    if (depth > MAX_DEPTH || (refName && seen.includes(refName))) return '';
    const inside = refName ? [...seen, refName] : seen;
    const variants = resolved.anyOf ?? resolved.oneOf;
    if (variants) return this.variantList(variants, inside, depth);
    if (resolved.allOf) return this.details(this.mergeAll(resolved.allOf), inside, depth);
    if (resolved.properties) return this.propertyList(resolved, inside, depth);
    if (resolved.items) return this.details(resolved.items, inside, depth + 1);
    if (typeof resolved.additionalProperties === 'object') {
      const values = resolved.additionalProperties;
      return (
        `<p class="note">Vrije sleutels, elk met als waarde: ${this.typeLabel(values, inside)}</p>` +
        this.details(values, inside, depth + 1)
      );
    }
    return '';
  }

  /** A whole body or answer: its type and rules in one line, then its details. */
  block(schema: JsonSchema): string {
    const rules = this.constraints(schema);
    const line = [`<span class="type">${this.typeLabel(schema)}</span>`, ...rules].join(' · ');
    return `<p class="schema-type">${line}</p>${this.details(schema)}`;
  }

  private variantList(variants: JsonSchema[], seen: readonly string[], depth: number) {
    const nonNull = variants.filter((variant) => this.resolve(variant).resolved.type !== 'null');
    // `X or null` needs no list of variants: the type line already says "of null".
    if (nonNull.length === 1 && nonNull[0]) return this.details(nonNull[0], seen, depth);
    const items = nonNull.map((variant, index) => {
      const rules = this.constraints(variant);
      const line = [`<span class="type">${this.typeLabel(variant, seen)}</span>`, ...rules];
      const inner = this.details(variant, seen, depth + 1);
      return `<li><span class="variant">Vorm ${index + 1}:</span> ${line.join(' · ')}${inner}</li>`;
    });
    return `<p class="note">Eén van deze vormen:</p><ol class="variants">${items.join('')}</ol>`;
  }

  private propertyList(schema: JsonSchema, seen: readonly string[], depth: number) {
    const required = new Set(schema.required ?? []);
    const items = Object.entries(schema.properties ?? {}).map(([name, property]) => {
      const resolvedProperty = this.resolve(property).resolved;
      const parts = [
        `<code class="name">${escapeHtml(name)}</code>`,
        `<span class="type">${this.typeLabel(property, seen)}</span>`,
        required.has(name)
          ? '<span class="required">verplicht</span>'
          : '<span class="optional">optioneel</span>',
        ...this.constraints(property),
      ];
      const description = resolvedProperty.description
        ? `<p class="description">${escapeHtml(resolvedProperty.description)}</p>`
        : '';
      return `<li>${parts.join(' · ')}${description}${this.details(property, seen, depth + 1)}</li>`;
    });
    if (items.length === 0) return '<p class="note">Een leeg object.</p>';
    return `<ul class="properties">${items.join('')}</ul>`;
  }

  /** `allOf` as one object: the properties and required names of every part together. */
  private mergeAll(parts: JsonSchema[]): JsonSchema {
    const merged: JsonSchema = { properties: {}, required: [] };
    for (const part of parts.map((p) => this.resolve(p).resolved)) {
      const { properties, required, ...rest } = part;
      Object.assign(merged, rest);
      Object.assign(merged.properties ?? {}, properties);
      merged.required?.push(...(required ?? []));
    }
    return merged;
  }

  private resolve(schema: JsonSchema): { resolved: JsonSchema; refName?: string } {
    const prefix = '#/components/schemas/';
    if (!schema.$ref?.startsWith(prefix)) return { resolved: schema };
    const refName = schema.$ref.slice(prefix.length);
    const target = this.components[refName];
    // A dangling reference is shown by its name rather than breaking the page.
    if (!target) return { resolved: { type: refName }, refName };
    return { resolved: target, refName };
  }
}
