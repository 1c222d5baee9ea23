import { STANDARD_STATUSES, type StandardStatus } from '@estate/domain';
import { badRequest, notSupported } from './odataError';
import { FILTER_FIELDS, type FilterField, isFilterField, isPropertyField } from './resoFields';

/**
 * The feed's `$filter`: comparisons of a field with a literal (`ListPrice ge 500000`), joined by
 * `and`, in parentheses or not. Literals are 'quoted strings' ('' is a quote inside one), numbers,
 * and timestamps written as OData writes a DateTimeOffset, unquoted: 2026-11-01T00:00:00Z. What
 * OData has beyond that (or, not, functions, lambdas, arithmetic, `in`, `has`) is refused by name.
 */

export const COMPARISON_OPERATORS = ['eq', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];

/** An instant to the nanosecond, as written (`text`) and as Firestore stores one. */
export interface TimestampValue {
  seconds: number;
  nanoseconds: number;
  text: string;
}

export type Comparison =
  | { field: 'StandardStatus'; op: ComparisonOperator; value: StandardStatus }
  | { field: 'City'; op: ComparisonOperator; value: string }
  | { field: 'ListPrice'; op: ComparisonOperator; value: number }
  | { field: 'ModificationTimestamp'; op: ComparisonOperator; value: TimestampValue };

const SUPPORTED = `Compare StandardStatus, ListPrice, ModificationTimestamp or City with eq, ne, gt, ge, lt or le, and join comparisons with 'and'.`;

/** OData operators and keywords this feed does not offer, and what to say about each. */
const REFUSED_WORDS: Record<string, string> = {
  or: `'or' is not supported in $filter: join comparisons with 'and' (one request per alternative).`,
  not: `'not' is not supported in $filter: use ne, or the opposite comparison.`,
  in: `'in' is not supported in $filter: use eq, or ne for the values to leave out.`,
  has: `'has' is not supported in $filter.`,
  add: `Arithmetic ('add') is not supported in $filter.`,
  sub: `Arithmetic ('sub') is not supported in $filter.`,
  mul: `Arithmetic ('mul') is not supported in $filter.`,
  div: `Arithmetic ('div') is not supported in $filter.`,
  divby: `Arithmetic ('divby') is not supported in $filter.`,
  mod: `Arithmetic ('mod') is not supported in $filter.`,
};

/** The opposite side's operator: `500000 lt ListPrice` is `ListPrice gt 500000`. */
const FLIPPED: Record<ComparisonOperator, ComparisonOperator> = { eq: 'eq', ne: 'ne', gt: 'lt', ge: 'le', lt: 'gt', le: 'ge' };

type Token =
  | { kind: 'open' | 'close' | 'comma' | 'slash' | 'colon' | 'end'; at: number }
  | { kind: 'word'; text: string; at: number; end: number }
  | { kind: 'string'; value: string; at: number }
  | { kind: 'number'; value: number; text: string; at: number }
  | { kind: 'timestamp'; value: TimestampValue; at: number }
  | { kind: 'date'; text: string; at: number };

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,12}))?)?(Z|[+-]\d{2}:\d{2})/i;
const DATE = /^\d{4}-\d{2}-\d{2}(?![\dT:])/;
const NUMBER = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?(?![\w.])/;
const WORD = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/;

/** Positions in messages count from 1, as people count characters. */
const position = (at: number) => `character ${at + 1}`;

/** A DateTimeOffset literal as an instant, or a 400 naming it when no such instant exists (2026-02-30). */
export function parseTimestamp(text: string): TimestampValue {
  const match = TIMESTAMP.exec(text);
  if (!match || match[0].length !== text.length) throw badRequest(`'${text}' is not a timestamp such as 2026-11-01T00:00:00Z`);
  const [, year, month, day, hour, minute, second = '00', fraction = '', zone] = match as unknown as string[];
  const parts = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = parts;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const date = new Date(utc);
  const real =
    y >= 1 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60 &&
    /^[+-](?:[01]\d|2[0-3]):[0-5]\d$|^Z$/i.test(zone!);
  if (!real) throw badRequest(`'${text}' is not a timestamp such as 2026-11-01T00:00:00Z`);
  const offsetMinutes =
    zone!.toUpperCase() === 'Z' ? 0 : (zone!.startsWith('-') ? -1 : 1) * (Number(zone!.slice(1, 3)) * 60 + Number(zone!.slice(4, 6)));
  // Beyond nanoseconds (OData allows 12 digits), the instant is the same to Firestore.
  const nanoseconds = Number(fraction.slice(0, 9).padEnd(9, '0'));
  return { seconds: utc / 1000 - offsetMinutes * 60, nanoseconds, text };
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const char = text[at]!;
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    // Commas, slashes and colons are read only to name what uses them (functions, paths, lambdas).
    const single = { '(': 'open', ')': 'close', ',': 'comma', '/': 'slash', ':': 'colon' } as const;
    if (char in single) {
      tokens.push({ kind: single[char as keyof typeof single], at });
      at += 1;
      continue;
    }
    if (char === "'") {
      let value = '';
      let end = at + 1;
      for (;;) {
        if (end >= text.length) throw badRequest(`$filter has a string that is not closed, from ${position(at)}`);
        if (text[end] === "'") {
          if (text[end + 1] === "'") {
            value += "'";
            end += 2;
            continue;
          }
          break;
        }
        value += text[end];
        end += 1;
      }
      tokens.push({ kind: 'string', value, at });
      at = end + 1;
      continue;
    }
    const timestamp = TIMESTAMP.exec(rest);
    if (timestamp) {
      tokens.push({ kind: 'timestamp', value: parseTimestamp(timestamp[0]), at });
      at += timestamp[0].length;
      continue;
    }
    const date = DATE.exec(rest);
    if (date) {
      tokens.push({ kind: 'date', text: date[0], at });
      at += date[0].length;
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]), text: number[0], at });
      at += number[0].length;
      continue;
    }
    const word = WORD.exec(rest);
    if (word) {
      tokens.push({ kind: 'word', text: word[0], at, end: at + word[0].length });
      at += word[0].length;
      continue;
    }
    throw badRequest(`$filter cannot be read at ${position(at)} ('${char}'). ${SUPPORTED}`);
  }
  tokens.push({ kind: 'end', at: text.length });
  return tokens;
}

type Operand =
  | { kind: 'field'; name: FilterField; at: number }
  | {
      kind: 'literal';
      token:
        Exclude<Token, { kind: 'open' | 'close' | 'comma' | 'slash' | 'colon' | 'end' }> | { kind: 'keyword'; text: string; at: number };
    };

const isWord = (token: Token, word: string): token is Extract<Token, { kind: 'word' }> =>
  token.kind === 'word' && token.text.toLowerCase() === word;

const describe = (token: Token): string => {
  switch (token.kind) {
    case 'end':
      return 'the end';
    case 'word':
      return `'${token.text}'`;
    case 'string':
      return `'${token.value.replace(/'/g, "''")}'`;
    case 'number':
      return token.text;
    case 'timestamp':
      return token.value.text;
    case 'date':
      return token.text;
    default:
      return `'${{ open: '(', close: ')', comma: ',', slash: '/', colon: ':' }[token.kind]}'`;
  }
};

/** The comparisons of a `$filter`, all of which a listing must meet; a 400 naming what is wrong or not supported. */
export function parseFilter(text: string): Comparison[] {
  if (text.trim() === '') throw badRequest(`$filter is empty. ${SUPPORTED}`);
  const tokens = tokenize(text);
  let index = 0;
  const peek = () => tokens[index]!;
  const next = () => tokens[index++]!;

  const refuseWord = (token: Token) => {
    if (token.kind === 'word' && Object.hasOwn(REFUSED_WORDS, token.text.toLowerCase()))
      throw notSupported(REFUSED_WORDS[token.text.toLowerCase()]!);
  };

  const operand = (): Operand => {
    const token = next();
    switch (token.kind) {
      case 'string':
      case 'number':
      case 'timestamp':
      case 'date':
        return { kind: 'literal', token };
      case 'word': {
        const following = peek();
        if (following.kind === 'open') throw notSupported(`${token.text}() is not supported in $filter. ${SUPPORTED}`);
        if (following.kind === 'slash') throw notSupported(`Paths such as ${token.text}/… are not supported in $filter. ${SUPPORTED}`);
        // An enumeration literal written with its type, as OData allows: Namespace.StandardStatus'Active'.
        if (following.kind === 'string' && following.at === token.end && token.text.includes('.')) {
          next();
          return { kind: 'literal', token: following };
        }
        const lower = token.text.toLowerCase();
        if (['true', 'false', 'null'].includes(lower)) return { kind: 'literal', token: { kind: 'keyword', text: lower, at: token.at } };
        refuseWord(token);
        if (isFilterField(token.text)) return { kind: 'field', name: token.text, at: token.at };
        if (isPropertyField(token.text)) throw notSupported(`$filter on ${token.text} is not supported. ${SUPPORTED}`);
        throw badRequest(`${token.text} is not a field of Property. ${SUPPORTED}`);
      }
      default:
        throw badRequest(`$filter expects a field or a value at ${position(token.at)}, not ${describe(token)}. ${SUPPORTED}`);
    }
  };

  const comparison = (): Comparison => {
    const left = operand();
    const operatorToken = next();
    refuseWord(operatorToken);
    const op = operatorToken.kind === 'word' ? operatorToken.text.toLowerCase() : '';
    if (!(COMPARISON_OPERATORS as readonly string[]).includes(op))
      throw badRequest(`$filter expects eq, ne, gt, ge, lt or le at ${position(operatorToken.at)}, not ${describe(operatorToken)}`);
    const right = operand();
    if (left.kind === 'field' && right.kind === 'field')
      throw notSupported(`Comparing two fields is not supported in $filter. ${SUPPORTED}`);
    if (left.kind === 'literal' && right.kind === 'literal') throw badRequest(`Each comparison in $filter needs a field. ${SUPPORTED}`);
    return left.kind === 'field'
      ? typed(left.name, op as ComparisonOperator, right as Extract<Operand, { kind: 'literal' }>)
      : typed((right as Extract<Operand, { kind: 'field' }>).name, FLIPPED[op as ComparisonOperator], left);
  };

  const all = (depth: number): Comparison[] => {
    const found: Comparison[] = [];
    for (;;) {
      if (isWord(peek(), 'not')) refuseWord(peek());
      if (peek().kind === 'open') {
        next();
        found.push(...all(depth + 1));
        const close = next();
        if (close.kind !== 'close') throw badRequest(`$filter expects ')' at ${position(close.at)}, not ${describe(close)}`);
      } else {
        found.push(comparison());
      }
      const after = peek();
      if (isWord(after, 'and')) {
        next();
        continue;
      }
      refuseWord(after);
      if (after.kind === 'end' || (after.kind === 'close' && depth > 0)) return found;
      throw badRequest(`$filter expects 'and' or the end at ${position(after.at)}, not ${describe(after)}. ${SUPPORTED}`);
    }
  };

  return all(0);
}

type Literal = Extract<Operand, { kind: 'literal' }>['token'];

const literalText = (token: Literal) => (token.kind === 'keyword' ? token.text : describe(token as Exclude<Literal, { kind: 'keyword' }>));

/** The comparison, once its literal is of the field's kind. */
function typed(field: FilterField, op: ComparisonOperator, { token }: Extract<Operand, { kind: 'literal' }>): Comparison {
  if (token.kind === 'keyword' && token.text === 'null') throw notSupported(`Comparing with null is not supported in $filter (${field})`);
  switch (FILTER_FIELDS[field]) {
    case 'string': {
      if (token.kind !== 'string') throw badRequest(`${field} is compared with a 'quoted' text, not ${literalText(token)}`);
      if (field === 'City') return { field, op, value: token.value };
      const status = STANDARD_STATUSES.find((value) => value === token.value);
      if (!status)
        throw badRequest(`'${token.value}' is not a StandardStatus: one of ${STANDARD_STATUSES.map((value) => `'${value}'`).join(', ')}`);
      return { field: 'StandardStatus', op, value: status };
    }
    case 'number':
      if (token.kind !== 'number' || !Number.isFinite(token.value))
        throw badRequest(`${field} is compared with a number, not ${literalText(token)}`);
      return { field: 'ListPrice', op, value: token.value };
    case 'timestamp':
      if (token.kind !== 'timestamp')
        throw badRequest(`${field} is compared with an unquoted timestamp such as 2026-11-01T00:00:00Z, not ${literalText(token)}`);
      return { field: 'ModificationTimestamp', op, value: token.value };
  }
}
