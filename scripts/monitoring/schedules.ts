// The scheduled functions, read from the code that declares them (functions/src/index.ts), so that
// each gets its "schedule stopped" policy without anyone listing them by hand.
import ts from 'typescript';

export interface ScheduledFunction {
  /** The exported name: the function's id, and (lowercased) its Cloud Run service. */
  name: string;
  /** As onSchedule is given it: Cloud Scheduler's "every N minutes" form, or unix-cron. */
  schedule: string;
  /** The longest gap between two runs, in seconds. */
  periodSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const unsupported = (schedule: string) =>
  new Error(`Cannot tell how often "${schedule}" runs: teach scripts/monitoring/schedules.ts its form (periodSeconds).`);

/** A unix-cron field: `*` steps by 1, `*\/N` by N; a number is one value (undefined for other forms). */
const cronStep = (field: string): number | 'fixed' | undefined => {
  if (field === '*') return 1;
  const step = /^\*\/(\d+)$/.exec(field);
  if (step) return Number(step[1]);
  return /^\d+$/.test(field) ? 'fixed' : undefined;
};

/**
 * The longest gap between two runs of `schedule`, in seconds, for the forms the project uses:
 * "every N minutes|hours", "every day HH:MM", "every monday HH:MM", and unix-cron on every day (or
 * one weekday of each week) with a fixed or stepped minute and hour. Anything else throws.
 */
export function periodSeconds(schedule: string): number {
  const text = schedule.trim().toLowerCase();
  const every = /^every (\d+) (minutes?|mins?|hours?)$/.exec(text);
  if (every) return Number(every[1]) * (every[2]!.startsWith('h') ? HOUR : MINUTE);
  if (/^every day \d{1,2}:\d{2}$/.test(text)) return DAY;
  const weekly = /^every (\w+) \d{1,2}:\d{2}$/.exec(text);
  if (weekly && WEEKDAYS.includes(weekly[1]!)) return 7 * DAY;

  const [minute, hour, dayOfMonth, month, dayOfWeek, ...rest] = text.split(/\s+/);
  const minuteStep = cronStep(minute ?? '');
  const hourStep = cronStep(hour ?? '');
  const everyDay = dayOfWeek === '*';
  if (rest.length > 0 || dayOfMonth !== '*' || month !== '*' || !minuteStep || !hourStep || !(everyDay || /^\d$/.test(dayOfWeek ?? ''))) {
    throw unsupported(schedule);
  }
  if (!everyDay) return 7 * DAY;
  if (hourStep === 'fixed') return DAY;
  // A stepped minute within every hour runs at that step; within every Nth hour, the hours' gap is the longest.
  return minuteStep !== 'fixed' && hourStep === 1 ? minuteStep * MINUTE : hourStep * HOUR;
}

/** Values an onSchedule argument may name: the module's own top-level constants, then these (the domain package's). */
type Constants = Readonly<Record<string, unknown>>;

function topLevelConstants(file: ts.SourceFile): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.initializer) found.set(declaration.name.text, declaration.initializer);
    }
  }
  return found;
}

/** The text of a schedule expression: literals, templates, and constants by name. */
function textOf(node: ts.Expression, locals: Map<string, ts.Expression>, constants: Constants): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.templateSpans.reduce((text, span) => text + textOf(span.expression, locals, constants) + span.literal.text, node.head.text);
  }
  if (ts.isIdentifier(node)) {
    const local = locals.get(node.text);
    if (local) return textOf(local, locals, constants);
    const value = constants[node.text];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  throw new Error(`Cannot read the schedule \`${node.getText()}\`: write it from literals and named constants.`);
}

/** The `export const <name> = ...` that holds `node`, if any. */
function exportedName(node: ts.Node): string | undefined {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name)) {
      const statement = at.parent.parent;
      const exported =
        ts.isVariableStatement(statement) && statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
      return exported ? at.name.text : undefined;
    }
  }
  return undefined;
}

/** The schedule of `agencySchedule(schedule)`, the domain's options for a schedule on the agency's clock. */
function onAgencyClock(node: ts.Expression): ts.Expression | undefined {
  return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'agencySchedule'
    ? node.arguments[0]
    : undefined;
}

/** onSchedule's first argument is the schedule, or options that hold it (agencySchedule's, spread in or whole). */
function scheduleArgument(options: ts.Expression | undefined): ts.Expression | undefined {
  if (!options || !ts.isObjectLiteralExpression(options)) return options && (onAgencyClock(options) ?? options);
  for (const candidate of options.properties) {
    if (ts.isPropertyAssignment(candidate) && candidate.name.getText() === 'schedule') return candidate.initializer;
    const spread = ts.isSpreadAssignment(candidate) ? onAgencyClock(candidate.expression) : undefined;
    if (spread) return spread;
  }
  return undefined;
}

/**
 * Every `onSchedule(...)` call in `source` (functions/src/index.ts), with the name it is exported
 * as and its schedule; `constants` resolves the names a schedule is built from. A call that is not
 * an exported const, or whose schedule cannot be read, throws: none goes unwatched.
 */
export function scheduledFunctions(source: string, constants: Constants): ScheduledFunction[] {
  const file = ts.createSourceFile('index.ts', source, ts.ScriptTarget.Latest, true);
  const locals = topLevelConstants(file);
  const found: ScheduledFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'onSchedule') {
      const name = exportedName(node);
      if (!name)
        throw new Error(`An onSchedule call at line ${file.getLineAndCharacterOfPosition(node.pos).line + 1} is not an exported const`);
      const expression = scheduleArgument(node.arguments[0]);
      if (!expression) throw new Error(`${name}: onSchedule is given no schedule`);
      const schedule = textOf(expression, locals, constants);
      found.push({ name, schedule, periodSeconds: periodSeconds(schedule) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * How long a schedule may go without a successful run before its policy fires: one period, and
 * twice the period again (10 minutes at least, 2 hours at most) for a late or failed run or two.
 * A daily schedule so gets 26 hours: a day and the hour a change of clocks moves it.
 */
export function absenceWindowSeconds(period: number): number {
  return period + Math.min(Math.max(2 * period, 10 * MINUTE), 2 * HOUR);
}

/** A whole number of seconds as a PromQL duration: `26h`, `45m`. */
export const promDuration = (seconds: number): string => (seconds % HOUR === 0 ? `${seconds / HOUR}h` : `${Math.ceil(seconds / MINUTE)}m`);
