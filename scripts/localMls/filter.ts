import { badQuery } from './odataError';
import { type FieldType, isPropertyField, PROPERTY_FIELDS, type PropertyField, type PropertyRecord } from './propertyRecord';

/**
 * OData's `$filter`, the part RESO clients use: comparisons of a Property field with a literal
 * (`eq ne gt ge lt le`), joined by `and` and `or`, negated by `not`, grouped by parentheses.
 * Literals are 'text' (a quote doubled inside), numbers, true, false, null, dates (2026-11-29)
 * and timestamps (2026-11-29T03:00:00.000Z, unquoted as OData writes them). Anything else, an
 * unknown field or a literal of the wrong type, is refused with a 400 rather than guessed at.
 */
export type RecordFilter = (record: PropertyRecord) => boolean;

type Operator = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
const OPERATORS = new Set<string>(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);

type Literal =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'null' }
  | { type: 'date'; value: string }
  | { type: 'timestamp'; value: number };

type Token = { kind: 'open' | 'close' } | { kind: 'word'; text: string } | { kind: 'string'; value: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (/\s/.test(char)) {
      index++;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char === '(' ? 'open' : 'close' });
      index++;
    } else if (char === "'") {
      let value = '';
      index++;
      for (;;) {
        if (index >= text.length) throw badQuery(`$filter: a text literal is not closed: ${text}`);
        if (text[index] === "'") {
          if (text[index + 1] !== "'") break;
          index++;
        }
        value += text[index];
        index++;
      }
      tokens.push({ kind: 'string', value });
      index++;
    } else {
      const word = /^[^\s()']+/.exec(text.slice(index))![0];
      tokens.push({ kind: 'word', text: word });
      index += word.length;
    }
  }
  return tokens;
}

function literal(token: Token | undefined): Literal {
  if (token?.kind === 'string') return { type: 'string', value: token.value };
  if (token?.kind !== 'word') throw badQuery('$filter: a comparison lacks its value');
  const { text } = token;
  if (text === 'true' || text === 'false') return { type: 'boolean', value: text === 'true' };
  if (text === 'null') return { type: 'null' };
  if (NUMBER.test(text)) return { type: 'number', value: Number(text) };
  if (DATE.test(text)) return { type: 'date', value: text };
  if (TIMESTAMP.test(text) && !Number.isNaN(Date.parse(text))) return { type: 'timestamp', value: Date.parse(text) };
  throw badQuery(`$filter: ${text} is not a value this server understands (text is quoted: '${text}')`);
}

const ORDER: Record<Operator, (order: number) => boolean> = {
  eq: (order) => order === 0,
  ne: (order) => order !== 0,
  gt: (order) => order > 0,
  ge: (order) => order >= 0,
  lt: (order) => order < 0,
  le: (order) => order <= 0,
};

/** Two values of one field's type, in order: -1, 0 or 1. */
const order = <T extends string | number | boolean>(a: T, b: T): number => (a < b ? -1 : a > b ? 1 : 0);

/** The comparable form of a field's value, or null; of the literal the same way. */
const comparable = (type: FieldType, value: unknown): string | number | boolean | null =>
  value === null || value === undefined ? null : type === 'timestamp' ? Date.parse(String(value)) : (value as string | number | boolean);

function comparison(field: PropertyField, operator: Operator, value: Literal): RecordFilter {
  const type = PROPERTY_FIELDS[field];
  if (value.type === 'null') {
    if (operator !== 'eq' && operator !== 'ne') throw badQuery(`$filter: ${field} ${operator} null compares nothing`);
    return (record) => (record[field] === null) === (operator === 'eq');
  }
  if (value.type !== type) throw badQuery(`$filter: ${field} is a ${type}, not a ${value.type}`);
  if (type === 'boolean' && operator !== 'eq' && operator !== 'ne') throw badQuery(`$filter: ${field} is a boolean: use eq or ne`);
  const expected = value.value;
  const holds = ORDER[operator];
  return (record) => {
    const actual = comparable(type, record[field]);
    if (actual === null) return operator === 'ne';
    return holds(order(actual, expected));
  };
}

/** A recursive-descent parser over the tokens: or binds looser than and, and than not. */
class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  parse(): RecordFilter {
    const filter = this.or();
    if (this.index < this.tokens.length) throw badQuery(`$filter: unexpected ${this.describe(this.tokens[this.index])}`);
    return filter;
  }

  private or(): RecordFilter {
    const parts = [this.and()];
    while (this.keyword('or')) parts.push(this.and());
    return parts.length === 1 ? parts[0]! : (record) => parts.some((part) => part(record));
  }

  private and(): RecordFilter {
    const parts = [this.unary()];
    while (this.keyword('and')) parts.push(this.unary());
    return parts.length === 1 ? parts[0]! : (record) => parts.every((part) => part(record));
  }

  private unary(): RecordFilter {
    if (this.keyword('not')) {
      const inner = this.unary();
      return (record) => !inner(record);
    }
    const token = this.tokens[this.index];
    if (token?.kind === 'open') {
      this.index++;
      const inner = this.or();
      if (this.tokens[this.index]?.kind !== 'close') throw badQuery('$filter: a parenthesis is not closed');
      this.index++;
      return inner;
    }
    return this.comparison();
  }

  private comparison(): RecordFilter {
    const field = this.tokens[this.index++];
    if (field?.kind !== 'word') throw badQuery(`$filter: expected a field, found ${this.describe(field)}`);
    if (!isPropertyField(field.text)) throw badQuery(`$filter: Property has no field ${field.text}`);
    const operator = this.tokens[this.index++];
    if (operator?.kind !== 'word' || !OPERATORS.has(operator.text)) {
      throw badQuery(`$filter: expected eq, ne, gt, ge, lt or le after ${field.text}, found ${this.describe(operator)}`);
    }
    return comparison(field.text, operator.text as Operator, literal(this.tokens[this.index++]));
  }

  private keyword(word: string): boolean {
    const token = this.tokens[this.index];
    if (token?.kind !== 'word' || token.text !== word) return false;
    this.index++;
    return true;
  }

  private describe(token: Token | undefined): string {
    if (!token) return 'the end';
    if (token.kind === 'word') return token.text;
    if (token.kind === 'string') return `'${token.value}'`;
    return token.kind === 'open' ? '(' : ')';
  }
}

/** The predicate `$filter` describes; no filter (or an empty one) takes every record. */
export function parseFilter(text: string | null): RecordFilter {
  if (text === null || text.trim() === '') return () => true;
  return new Parser(tokenize(text)).parse();
}
