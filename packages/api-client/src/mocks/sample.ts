import * as v from 'valibot';

/** The parts of a valibot schema or action that {@link sampleOf} reads. */
interface SchemaNode {
  kind?: string;
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: readonly unknown[];
  literal?: unknown;
  pipe?: readonly SchemaNode[];
  requirement?: unknown;
  class?: new (...args: never[]) => unknown;
}

/** Strings a checked text field may need: a word, a hex colour, a calendar day in range, a URL. */
const STRING_CANDIDATES = ['sample', '#000000', '2025-01-01', 'https://example.com/sample'];

/**
 * A small value that passes `schema`: strings `'sample'` (or the first of a colour and a day
 * that passes a checked text), numbers 0 (or the `minValue`), booleans
 * `false`, arrays empty (or as long as their `minLength`), optional and nullable slots left empty,
 * the first option of a picklist or union. Used for endpoints the mocks give no special behaviour
 * and to build requests in tests. Covers the schema kinds the contract uses.
 */
export function sampleOf(schema: v.GenericSchema | undefined): unknown {
  return schema ? sample(schema as unknown as SchemaNode) : undefined;
}

function sample(node: SchemaNode): unknown {
  const actions = (node.pipe ?? []).filter((step) => step.kind !== 'schema');
  const requirement = (type: string) => actions.find((a) => a.type === type)?.requirement;
  switch (node.type) {
    case 'string':
      return (
        STRING_CANDIDATES.find((text) => v.is(node as unknown as v.GenericSchema, text)) ?? 'sample'
      );
    case 'number': {
      const min = requirement('min_value');
      return typeof min === 'number' ? min : 0;
    }
    case 'boolean':
      return false;
    case 'literal':
      return node.literal;
    case 'picklist':
    case 'union':
    case 'variant': {
      const first = node.options?.[0];
      return node.type === 'picklist' ? first : sample(first as SchemaNode);
    }
    case 'object':
    case 'strict_object':
    case 'loose_object':
      return Object.fromEntries(
        Object.entries(node.entries ?? {})
          .map(([key, entry]) => [key, sample(entry)] as const)
          .filter(([, value]) => value !== undefined),
      );
    case 'array': {
      const min =
        requirement('min_length') ?? (actions.some((a) => a.type === 'non_empty') ? 1 : 0);
      return Array.from({ length: Number(min) }, () => sample(node.item as SchemaNode));
    }
    case 'record':
      return {};
    case 'nullable':
    case 'nullish':
      return null;
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return undefined;
    case 'instance':
      return node.class === Blob || !node.class ? new Blob(['sample']) : undefined;
    case 'unknown':
    case 'any':
    case 'null':
      return null;
    default:
      return node.wrapped ? sample(node.wrapped) : null;
  }
}
